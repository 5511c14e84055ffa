import type { TMemberDetails, TMemberDetailsUpdate } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { readMemberDetails, writeMemberDetails } from '../../member/member-details.js';
import { findOpsMember, type TOpsMemberRef } from '../../member/ops/find-ops-member.js';

/**
 * PUT …/protection/kyc/:memberId/details: customer service corrects a member's identity details (the member
 * itself cannot once verified). Audited with before and after, in the change's transaction.
 */
export async function updateKycDetails(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  ref: TOpsMemberRef,
  input: TMemberDetailsUpdate,
): Promise<TMemberDetails> {
  return db.transaction().execute(async (trx) => {
    const { merchant, member } = await findOpsMember(trx, operator, ref, { isLocked: true });
    const before = await readMemberDetails(trx, member.id);
    await writeMemberDetails(trx, member.id, input);
    const after = await readMemberDetails(trx, member.id);
    await writeAudit(trx, actor, {
      action: 'kyc.details',
      merchantId: merchant.id,
      target: `member:${member.id}`,
      before,
      after,
    });
    return after;
  });
}
