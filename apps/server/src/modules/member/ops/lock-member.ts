import type { TOpsMemberLockResult } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TPubSub } from '../../../platform/pubsub.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { announceMemberSessionsChanged } from '../../auth/member-session-revocations.js';
import { closeOtherMemberSessions } from '../../auth/member-sessions.js';
import { findOpsMember, type TOpsMemberRef } from './find-ops-member.js';
import { readMemberStatus } from './member-status-view.js';

/**
 * POST …/members/:memberId/lock: the member can no longer log in (any way) and every session ends, in one
 * transaction with its audit row; then every process hears of it (live-chat sockets close). Locking a locked
 * member is INVALID_STATE and changes nothing.
 */
export async function lockMember(
  ctx: { db: TDb; pubsub: TPubSub },
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  ref: TOpsMemberRef,
  reason: string,
): Promise<TOpsMemberLockResult> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const { merchant, member } = await findOpsMember(trx, operator, ref, { isLocked: true });
    if (member.is_disabled) throw new AppError('INVALID_STATE', { member: 'already_locked' });
    const before = await readMemberStatus(trx, member.id);
    await trx
      .updateTable('member')
      .set({ is_disabled: true, disabled_at: sql`now()`, disabled_reason: reason, disabled_by: operator.id })
      .where('id', '=', member.id)
      .execute();
    const endedSessions = await closeOtherMemberSessions(trx, member.id);
    const status = await readMemberStatus(trx, member.id);
    await writeAudit(trx, actor, {
      action: 'member.lock',
      merchantId: merchant.id,
      target: `member:${member.id}`,
      before,
      after: { ...status, endedSessions },
    });
    return { memberId: member.id, status, endedSessions };
  });
  await announceMemberSessionsChanged(ctx, result.memberId);
  return { status: result.status, endedSessions: result.endedSessions };
}
