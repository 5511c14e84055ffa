import type { TOperator, TOperatorRole } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';

/** The columns an operator is answered from; never the password hash or the TOTP secret. */
export const OPERATOR_VIEW_COLUMNS = [
  'operator.id',
  'operator.username',
  'operator.role',
  'operator.merchant_ids',
  'operator.is_disabled',
  'operator.created_at',
  'operator.last_login_at',
  'operator.last_login_ip',
  'operator.totp_enrolled_at',
] as const;

export type TOperatorViewRow = {
  id: bigint;
  username: string;
  role: string;
  merchant_ids: string[] | null;
  is_disabled: boolean;
  created_at: Date;
  last_login_at: Date | null;
  last_login_ip: string | null;
  totp_enrolled_at: Date | null;
};

/** Merchant codes by id, for the ids the given operators are scoped to. */
export async function loadMerchantCodes(db: TDb, rows: TOperatorViewRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => r.merchant_ids ?? []))];
  if (ids.length === 0) return new Map();
  const merchants = await db
    .selectFrom('merchant')
    .select(['id', 'code'])
    .where(
      'id',
      'in',
      ids.map((id) => BigInt(id)),
    )
    .execute();
  return new Map(merchants.map((m) => [m.id.toString(), m.code]));
}

export function toOperatorView(row: TOperatorViewRow, codes: Map<string, string>): TOperator {
  return {
    id: row.id.toString(),
    username: row.username,
    role: row.role as TOperatorRole,
    merchants: row.merchant_ids?.map((id) => codes.get(id) ?? `#${id}`) ?? null,
    isDisabled: row.is_disabled,
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    lastLoginIp: row.last_login_ip,
    totpEnrolledAt: row.totp_enrolled_at?.toISOString() ?? null,
  };
}

/** One operator's stored row, or undefined. */
export function findOperatorRow(db: TDb, id: bigint): Promise<TOperatorViewRow | undefined> {
  return db.selectFrom('operator').select(OPERATOR_VIEW_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** One operator's view, or undefined. */
export async function findOperatorView(db: TDb, id: bigint): Promise<TOperator | undefined> {
  const row = await findOperatorRow(db, id);
  return row ? toOperatorView(row, await loadMerchantCodes(db, [row])) : undefined;
}
