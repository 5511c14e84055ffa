import type { TDb } from '../../../db/database.js';

export type TReferrerOf = { id: bigint; username: string; code: string };

/** The member who referred `friendId` (whose referral code the friend registered with), if any. */
export async function findReferrerOf(db: TDb, friendId: bigint): Promise<TReferrerOf | undefined> {
  const row = await db
    .selectFrom('referral as r')
    .innerJoin('member as m', 'm.id', 'r.referrer_id')
    .select(['m.id', 'm.username', 'r.code'])
    .where('r.friend_id', '=', friendId)
    .executeTakeFirst();
  return row && { id: row.id, username: row.username, code: row.code };
}
