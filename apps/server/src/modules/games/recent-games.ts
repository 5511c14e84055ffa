import type { TGameCard } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { toGameCard, type TCatalogue } from './read-catalogue.js';

/** How many launched games the recent list shows (and how many rows a member keeps). */
export const RECENT_GAMES_LENGTH = 20;

/** The member's last launched games still listed, newest first. */
export async function listRecentGames(
  db: TDb,
  catalogue: TCatalogue,
  memberId: bigint,
  language: string,
): Promise<TGameCard[]> {
  const rows = await db
    .selectFrom('recent_game')
    .select('game_id')
    .where('member_id', '=', memberId)
    .orderBy('launched_at', 'desc')
    .orderBy('game_id', 'desc')
    .limit(RECENT_GAMES_LENGTH)
    .execute();
  return rows.flatMap((r) => {
    const game = catalogue.gamesById.get(r.game_id.toString());
    return game ? [toGameCard(game, language)] : [];
  });
}

/** Moves a launched game to the top of the member's recent list and forgets the ones beyond its length. */
export async function recordRecentGame(db: TDb, memberId: bigint, gameId: bigint, at: Date): Promise<void> {
  await db
    .insertInto('recent_game')
    .values({ member_id: memberId, game_id: gameId, launched_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ launched_at: at }))
    .execute();
  await db
    .deleteFrom('recent_game')
    .where('member_id', '=', memberId)
    .where(
      'game_id',
      'not in',
      sql<bigint>`(SELECT game_id FROM recent_game WHERE member_id = ${memberId}
        ORDER BY launched_at DESC, game_id DESC LIMIT ${RECENT_GAMES_LENGTH})`,
    )
    .execute();
}
