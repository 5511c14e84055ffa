import type { TOpsMemberLockResult } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findOpsMember, type TOpsMemberRef } from './find-ops-member.js';
import { readMemberStatus } from './member-status-view.js';

/**
 * POST …/members/:memberId/unlock: the member may log in again (sessions ended by the lock stay ended); who
 * locked it and why leave the member row and stay in the audit log. Unlocking an unlocked member is
 * INVALID_STATE and changes nothing.
 */
export function unlockMember(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  ref: TOpsMemberRef,
  reason: string | undefined,
): Promise<TOpsMemberLockResult> {
  return db.transaction().execute(async (trx) => {
    const { merchant, member } = await findOpsMember(trx, operator, ref, { isLocked: true });
    if (!member.is_disabled) throw new AppError('INVALID_STATE', { member: 'not_locked' });
    const before = await readMemberStatus(trx, member.id);
    await trx
      .updateTable('member')
      .set({ is_disabled: false, disabled_at: null, disabled_reason: null, disabled_by: null })
      .where('id', '=', member.id)
      .execute();
    const status = await readMemberStatus(trx, member.id);
    await writeAudit(trx, actor, {
      action: 'member.unlock',
      merchantId: merchant.id,
      target: `member:${member.id}`,
      before,
      after: { ...status, reason: reason ?? null },
    });
    return { status, endedSessions: 0 };
  });
}
