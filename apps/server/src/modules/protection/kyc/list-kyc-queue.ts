import type { TOpsKycQueuePage, TOpsKycQueueQuery } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';

/**
 * GET /ops/merchants/:code/protection/kyc: members with a KYC record, pending first and oldest submission
 * first within a status (the order of work), or only one status; with each member's documents still pending.
 */
export async function listKycQueue(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
  query: TOpsKycQueueQuery,
): Promise<TOpsKycQueuePage> {
  const merchant = await findMerchantForOperator(db, operator, code);
  let base = db
    .selectFrom('member_kyc as k')
    .innerJoin('member as m', 'm.id', 'k.member_id')
    .where('k.merchant_id', '=', merchant.id);
  if (query.status) base = base.where('k.status', '=', query.status);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .select([
        'k.member_id',
        'k.status',
        'k.submitted_at',
        'k.reviewed_at',
        'm.username',
        'm.payee_name',
        (eb) =>
          eb
            .selectFrom('kyc_document as d')
            .select((count) => count.fn.countAll<string>().as('n'))
            .whereRef('d.member_id', '=', 'k.member_id')
            .where('d.status', '=', 'pending')
            .as('pending_documents'),
      ])
      .orderBy(sql`case k.status when 'pending' then 0 when 'rejected' then 1 else 2 end`)
      .orderBy('k.submitted_at')
      .orderBy('k.member_id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    list: rows.map((row) => ({
      memberId: row.member_id.toString(),
      username: row.username,
      realName: row.payee_name,
      status: row.status,
      submittedAt: row.submitted_at.toISOString(),
      reviewedAt: row.reviewed_at?.toISOString() ?? null,
      pendingDocuments: Number(row.pending_documents ?? 0),
    })),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
