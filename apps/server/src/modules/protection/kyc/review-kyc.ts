import type { TOpsKycReview, TKycStatus } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findOpsMember, type TOpsMemberRef } from '../../member/ops/find-ops-member.js';
import { findKycRow, statusOf } from './kyc.queries.js';

/**
 * POST …/protection/kyc/:memberId/review: verified or rejected (with the reason the member sees). Only a
 * pending member is reviewed (INVALID_STATE otherwise, e.g. two operators at once: the member row is locked,
 * so the second sees the first's decision). Every pending document takes the decision. One transaction with
 * the audit row (before/after). A rejected member may upload again, which makes it pending.
 */
export async function reviewKyc(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  ref: TOpsMemberRef,
  review: TOpsKycReview,
): Promise<{ status: TKycStatus }> {
  return db.transaction().execute(async (trx) => {
    // The member row lock also orders this against the member's own details update (update-member-details.ts).
    const { merchant, member } = await findOpsMember(trx, operator, ref, { isLocked: true });
    const row = await findKycRow(trx, member.id);
    if (row?.status !== 'pending') throw new AppError('INVALID_STATE', { kyc: statusOf(row) });
    const reason = review.decision === 'rejected' ? (review.reason ?? null) : null;
    const now = new Date();
    await trx
      .updateTable('member_kyc')
      .set({ status: review.decision, reason, reviewed_at: now, reviewed_by: operator.id })
      .where('member_id', '=', member.id)
      .execute();
    const documents = await trx
      .updateTable('kyc_document')
      .set({ status: review.decision, reviewed_at: now })
      .where('member_id', '=', member.id)
      .where('status', '=', 'pending')
      .returning('id')
      .execute();
    await writeAudit(trx, actor, {
      action: 'kyc.review',
      merchantId: merchant.id,
      target: `member:${member.id}`,
      before: { status: row.status, reason: row.reason },
      after: { status: review.decision, reason, documents: documents.map((d) => d.id) },
    });
    return { status: review.decision };
  });
}
