import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';

/**
 * Ends everything a member is playing through: every login session, every vendor game session (a seamless
 * bet on a game left open is refused at once: vendor_bet wants a live game session) and every launch token
 * not yet exchanged. Runs in the caller's transaction; answers how many login sessions ended.
 */
export async function endMemberPlay(trx: TDb, memberId: bigint): Promise<number> {
  const ended = await trx.deleteFrom('member_session').where('member_id', '=', memberId).executeTakeFirst();
  await trx
    .updateTable('game_session')
    .set({ ended_at: sql`now()` })
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .execute();
  await trx
    .updateTable('game_launch_token')
    .set({ used_at: sql`now()` })
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
  return Number(ended.numDeletedRows);
}

/** Ends one login session and the game sessions launched from it (the session limit). */
export async function endSessionPlay(trx: TDb, tokenHash: Buffer): Promise<void> {
  await trx.deleteFrom('member_session').where('token_hash', '=', tokenHash).execute();
  await trx
    .updateTable('game_session')
    .set({ ended_at: sql`now()` })
    .where('member_session_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .execute();
  await trx
    .updateTable('game_launch_token')
    .set({ used_at: sql`now()` })
    .where('member_session_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
}
