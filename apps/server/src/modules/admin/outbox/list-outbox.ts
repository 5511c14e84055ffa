import type { TOutboxMessage, TOutboxQuery } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TOperatorPrincipal } from '../auth/operator-sessions.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';

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
