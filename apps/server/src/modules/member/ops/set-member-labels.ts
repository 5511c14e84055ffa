import type { TOpsMemberLabels } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findOpsMember, type TOpsMemberRef } from './find-ops-member.js';

/**
 * PUT …/members/:memberId/labels: replaces the member's labels (member_labels, which platform messages and
 * promotion audiences target), audited with the set before and after.
 */
export function setMemberLabels(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  ref: TOpsMemberRef,
  labels: string[],
): Promise<TOpsMemberLabels> {
  return db.transaction().execute(async (trx) => {
    const { merchant, member } = await findOpsMember(trx, operator, ref, { isLocked: true });
    await trx.updateTable('member').set({ member_labels: labels }).where('id', '=', member.id).execute();
    await writeAudit(trx, actor, {
      action: 'member.labels',
      merchantId: merchant.id,
      target: `member:${member.id}`,
      before: { labels: member.member_labels },
      after: { labels },
    });
    return { labels };
  });
}
