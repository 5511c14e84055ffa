import type { TDb } from '../../../db/database.js';
import type { TPubSub } from '../../../platform/pubsub.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { announceMemberSessionsChanged } from '../../auth/member-session-revocations.js';
import { closeOtherMemberSessions } from '../../auth/member-sessions.js';
import { findOpsMember, type TOpsMemberRef } from './find-ops-member.js';

/**
 * POST …/members/:memberId/sessions/end-all: ends every session of the member (it may log in again: that is
 * what a lock is for), audited with the count; then every process hears of it.
 */
export async function endAllMemberSessions(
  ctx: { db: TDb; pubsub: TPubSub },
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  ref: TOpsMemberRef,
): Promise<{ endedSessions: number }> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const { merchant, member } = await findOpsMember(trx, operator, ref);
    const endedSessions = await closeOtherMemberSessions(trx, member.id);
    await writeAudit(trx, actor, {
      action: 'member.session-end',
      merchantId: merchant.id,
      target: `member:${member.id}`,
      before: { session: 'all' },
      after: { endedSessions },
    });
    return { memberId: member.id, endedSessions };
  });
  await announceMemberSessionsChanged(ctx, result.memberId);
  return { endedSessions: result.endedSessions };
}
