import type { TDb } from '../../../db/database.js';
import type { TPubSub } from '../../../platform/pubsub.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { announceMemberSessionsChanged } from '../../auth/member-session-revocations.js';
import { closeMemberSessionOf } from '../../auth/member-sessions.js';
import { findOpsMember, type TOpsMemberRef } from './find-ops-member.js';

/**
 * POST …/members/:memberId/sessions/:sessionId/end: ends one of the member's sessions (NOT_FOUND when the
 * member has no such session), audited; then every process hears of it.
 */
export async function endMemberSession(
  ctx: { db: TDb; pubsub: TPubSub },
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  ref: TOpsMemberRef & { sessionId: string },
): Promise<{ endedSessions: number }> {
  const memberId = await ctx.db.transaction().execute(async (trx) => {
    const { merchant, member } = await findOpsMember(trx, operator, ref);
    const ended = await closeMemberSessionOf(trx, member.id, Buffer.from(ref.sessionId, 'hex'));
    if (!ended) throw new AppError('NOT_FOUND', { session: 'not_found' });
    await writeAudit(trx, actor, {
      action: 'member.session-end',
      merchantId: merchant.id,
      target: `member:${member.id}`,
      before: { session: ref.sessionId, ...ended },
      after: { endedSessions: 1 },
    });
    return member.id;
  });
  await announceMemberSessionsChanged(ctx, memberId);
  return { endedSessions: 1 };
}
