import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

/**
 * Records that the member has seen these popups, so they do not pop up again. Ids of other merchants'
 * notices (or unknown ones) are ignored; marking twice is harmless. Answers how many were newly marked.
 */
export async function markPopupsSeen(
  db: TDb,
  member: { id: bigint; merchantId: bigint },
  noticeIds: readonly string[],
): Promise<number> {
  const ids = [...new Set(noticeIds)].map((id) => BigInt(id));
  const result = await db
    .insertInto('notice_popup_seen')
    .columns(['member_id', 'notice_id'])
    .expression((eb) =>
      eb
        .selectFrom('notice')
        .select([sql<bigint>`${member.id}::bigint`.as('member_id'), 'notice.id'])
        .where('notice.merchant_id', '=', member.merchantId)
        .where('notice.id', 'in', ids),
    )
    .onConflict((oc) => oc.columns(['member_id', 'notice_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
