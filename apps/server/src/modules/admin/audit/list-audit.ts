import type { TAuditEntry, TAuditQuery } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TOperatorPrincipal } from '../auth/operator-sessions.js';

/**
 * A page of the audit log, newest first, filtered by action, operator username, merchant code, target and time.
 * An owner scoped to some merchants sees only the rows of those merchants.
 */
export async function listAudit(
  db: TDb,
  viewer: TOperatorPrincipal,
  query: TAuditQuery,
): Promise<{ items: TAuditEntry[]; page: number; pageSize: number; total: number }> {
  let filtered = db
    .selectFrom('audit_log')
    .leftJoin('operator', 'operator.id', 'audit_log.operator_id')
    .leftJoin('merchant', 'merchant.id', 'audit_log.merchant_id');
  if (query.action) filtered = filtered.where('audit_log.action', '=', query.action);
  if (query.operator) filtered = filtered.where('operator.username', '=', query.operator);
  if (query.merchant) filtered = filtered.where('merchant.code', '=', query.merchant);
  if (query.target) filtered = filtered.where('audit_log.target', '=', query.target);
  if (query.from) filtered = filtered.where('audit_log.at', '>=', new Date(query.from));
  if (query.to) filtered = filtered.where('audit_log.at', '<', new Date(query.to));
  if (viewer.merchantIds !== null)
    filtered = filtered.where('audit_log.merchant_id', 'in', viewer.merchantIds);

  const { total } = await filtered
    .select((eb) => eb.fn.countAll<bigint>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.operator_id',
      'operator.username',
      'audit_log.action',
      'merchant.code',
      'audit_log.target',
      'audit_log.before',
      'audit_log.after',
      'audit_log.ip',
      'audit_log.request_id',
    ])
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const items = rows.map((row) => ({
    id: row.id.toString(),
    at: row.at.toISOString(),
    operatorId: row.operator_id?.toString() ?? null,
    operatorUsername: row.username,
    action: row.action,
    merchantCode: row.code,
    target: row.target,
    before: row.before,
    after: row.after,
    ip: row.ip,
    requestId: row.request_id,
  }));
  return { items, page: query.page, pageSize: query.pageSize, total: Number(total) };
}
