import { z } from 'zod';
import type { TDb } from '../../../db/database.js';
import type { TOperatorPrincipal } from '../auth/operator-sessions.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';

export const ZOutboxQuery = z.object({
  channel: z.enum(['SMS', 'EMAIL']).optional(),
  /** Exact destination: '+84912345678' for SMS, the address for e-mail (matched case-insensitively). */
  destination: z.string().trim().min(1).max(255).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TOutboxQuery = z.infer<typeof ZOutboxQuery>;

export const ZOutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['SMS', 'EMAIL']),
  destination: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** 'outbox' (kept here only) or 'http' (posted to the configured endpoint). */
  provider: z.string(),
  status: z.enum(['STORED', 'SENT', 'FAILED']),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

/**
 * The messages a merchant sent (SMS and e-mail), newest first, for an owner of a demo install (the route
 * allows nothing else): NOT_FOUND for an unknown merchant, FORBIDDEN outside the operator's merchant scope.
 */
export async function listOutbox(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
  query: TOutboxQuery,
): Promise<TOutboxMessage[]> {
  const merchant = await findMerchantForOperator(db, operator, code);
  let rows = db.selectFrom('message_outbox').selectAll().where('merchant_id', '=', merchant.id);
  if (query.channel) rows = rows.where('channel', '=', query.channel);
  if (query.destination) {
    const destination = query.destination.includes('@') ? query.destination.toLowerCase() : query.destination;
    rows = rows.where('destination', '=', destination);
  }
  const found = await rows.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
  return found.map((row) => ({
    id: row.id.toString(),
    channel: row.channel,
    destination: row.destination,
    subject: row.subject,
    body: row.body,
    provider: row.provider,
    status: row.status,
    error: row.error,
    createdAt: row.created_at.toISOString(),
  }));
}
