import { randomBytes } from 'node:crypto';
import type { TDb } from '../../../db/database.js';
import { openSecret, sealSecret } from '../../../platform/secrets/seal-secret.js';

// The sandbox PSP's own books. It plays an outside payment provider: it knows nothing of our deposits
// beyond the merchant order id, amount and URLs we hand it, and talks back only through the callback URL.

export type TSandboxOutcome = 'PAID' | 'FAILED';

export type TSandboxOrder = {
  id: string;
  merchantOrderId: string;
  amountMinor: bigint;
  currency: string;
  callbackUrl: string;
  returnUrl: string | null;
  secret: string;
  status: 'OPEN' | TSandboxOutcome;
  completedAt: Date | null;
};

export type TSandboxOrderRequest = {
  merchantOrderId: string;
  amountMinor: bigint;
  currency: string;
  callbackUrl: string;
  returnUrl: string;
  /** The merchant's signing secret: callbacks for this order are signed with it. */
  secret: string;
};

const ORDER_COLUMNS = [
  'id',
  'merchant_order_id',
  'amount_minor',
  'currency',
  'callback_url',
  'return_url',
  'secret',
  'status',
  'completed_at',
] as const;

type TOrderRow = {
  id: string;
  merchant_order_id: string;
  amount_minor: bigint;
  currency: string;
  callback_url: string;
  return_url: string | null;
  secret: string;
  status: 'OPEN' | TSandboxOutcome;
  completed_at: Date | null;
};

function toOrder(row: TOrderRow): TSandboxOrder {
  return {
    id: row.id,
    merchantOrderId: row.merchant_order_id,
    amountMinor: row.amount_minor,
    currency: row.currency.trim(),
    callbackUrl: row.callback_url,
    returnUrl: row.return_url,
    secret: openSecret('sandbox-psp-secret', row.secret),
    status: row.status,
    completedAt: row.completed_at,
  };
}

/** The path of the hosted payment page of an order (served by this same server). */
export function sandboxPaymentPath(orderId: string): string {
  return `/sandbox-psp/pay/${encodeURIComponent(orderId)}`;
}

/**
 * The PSP's "create order" API. Like real PSPs it dedupes on the merchant order id: asking twice for the
 * same merchant order answers the first order, so a merchant retrying after a lost answer gets one order.
 */
export async function createSandboxOrder(db: TDb, request: TSandboxOrderRequest): Promise<TSandboxOrder> {
  const existing = await db
    .selectFrom('sandbox_psp_order')
    .select(ORDER_COLUMNS)
    .where('merchant_order_id', '=', request.merchantOrderId)
    .orderBy('created_at')
    .executeTakeFirst();
  if (existing) return toOrder(existing);
  const row = await db
    .insertInto('sandbox_psp_order')
    .values({
      id: `sbx_${randomBytes(12).toString('hex')}`,
      merchant_order_id: request.merchantOrderId,
      amount_minor: request.amountMinor,
      currency: request.currency,
      callback_url: request.callbackUrl,
      return_url: request.returnUrl,
      secret: sealSecret('sandbox-psp-secret', request.secret),
    })
    .returning(ORDER_COLUMNS)
    .executeTakeFirstOrThrow();
  return toOrder(row);
}

export async function findSandboxOrder(db: TDb, orderId: string): Promise<TSandboxOrder | undefined> {
  const row = await db
    .selectFrom('sandbox_psp_order')
    .select(ORDER_COLUMNS)
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row ? toOrder(row) : undefined;
}

/**
 * The payer's choice on the hosted page. Only an OPEN order changes (a double submit or a second tab
 * does nothing); `isChanged` says whether this call decided the outcome.
 */
export async function completeSandboxOrder(
  db: TDb,
  orderId: string,
  outcome: TSandboxOutcome,
): Promise<{ order: TSandboxOrder; isChanged: boolean } | undefined> {
  const updated = await db
    .updateTable('sandbox_psp_order')
    .set({ status: outcome, completed_at: new Date() })
    .where('id', '=', orderId)
    .where('status', '=', 'OPEN')
    .returning(ORDER_COLUMNS)
    .executeTakeFirst();
  if (updated) return { order: toOrder(updated), isChanged: true };
  const order = await findSandboxOrder(db, orderId);
  return order ? { order, isChanged: false } : undefined;
}
