import { ZBankDetails, type TBankDetails, type TDepositStatus, type TPaymentGateway } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';

/** Statuses that use up a method's daily amount: open, waiting for review, or paid in. */
export const DAILY_COUNTED_STATUSES: TDepositStatus[] = ['CREATED', 'PENDING_REVIEW', 'CREDITED'];

export type TMethodRow = {
  id: bigint;
  merchant_id: bigint;
  code: string;
  display_name: string;
  gateway: TPaymentGateway;
  min_minor: bigint;
  max_minor: bigint;
  daily_max_minor: bigint;
  bank_details: unknown;
  gateway_secret: string | null;
  is_enabled: boolean;
  sort_order: number;
};

export const METHOD_COLUMNS = [
  'id',
  'merchant_id',
  'code',
  'display_name',
  'gateway',
  'min_minor',
  'max_minor',
  'daily_max_minor',
  'bank_details',
  'gateway_secret',
  'is_enabled',
  'sort_order',
] as const;

/** Stored bank details, or null when none (or not well-formed: never shown half). */
export function parseBankDetails(value: unknown): TBankDetails | null {
  const parsed = ZBankDetails.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** "Today" for daily limits is the UTC calendar day (as the account record's default), documented. */
export function startOfUtcDay(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The merchant's methods in display order (enabled only unless `isAllIncluded`). */
export function listMethodRows(db: TDb, merchantId: bigint, isAllIncluded = false): Promise<TMethodRow[]> {
  let query = db
    .selectFrom('payment_method')
    .select(METHOD_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .orderBy('id');
  if (!isAllIncluded) query = query.where('is_enabled', '=', true);
  return query.execute();
}

/** What the member deposited today through each method (statuses that count), by method id. */
export async function sumDepositedToday(
  db: TDb,
  memberId: bigint,
  methodId?: bigint,
): Promise<Map<bigint, bigint>> {
  let query = db
    .selectFrom('deposit')
    .select((eb) => ['method_id', eb.fn.sum<bigint>('amount_minor').as('total')])
    .where('member_id', '=', memberId)
    .where('status', 'in', DAILY_COUNTED_STATUSES)
    .where('created_at', '>=', startOfUtcDay())
    .groupBy('method_id');
  if (methodId !== undefined) query = query.where('method_id', '=', methodId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.method_id, BigInt(row.total)]));
}
