import type { TOpsMemberStatus } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';

/** A member's lock as the profile and the lock routes answer it, with the locking operator's username. */
export async function readMemberStatus(db: TDb, memberId: bigint): Promise<TOpsMemberStatus> {
  const row = await db
    .selectFrom('member as m')
    .leftJoin('operator as o', 'o.id', 'm.disabled_by')
    .select(['m.is_disabled', 'm.disabled_at', 'm.disabled_reason', 'o.username as disabled_by'])
    .where('m.id', '=', memberId)
    .executeTakeFirstOrThrow();
  return {
    isLocked: row.is_disabled,
    lockedAt: row.disabled_at?.toISOString() ?? null,
    lockedReason: row.disabled_reason,
    lockedBy: row.disabled_by,
  };
}
