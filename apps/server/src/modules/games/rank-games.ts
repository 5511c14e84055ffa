import type { TGameCategory, TRankList } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { toGameCard, type TCatalogue } from './read-catalogue.js';

const RANK_LIST_LENGTH = 20;

export type TGamePlayCount = { vassalage: string; gameCode: string; players: number; rounds: number };

/** Distinct players and rounds per game over the last `days` days, most players first, then most rounds. */
export async function countGamePlays(
  db: TDb,
  merchantId: bigint,
  days: number,
  gameCategory?: TGameCategory,
): Promise<TGamePlayCount[]> {
  let query = db
    .selectFrom('bet_round')
    .select((eb) => [
      'vassalage',
      'game_code',
      eb.fn.count<string>('member_id').distinct().as('players'),
      eb.fn.countAll<string>().as('rounds'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('game_code', 'is not', null)
    .where('bet_at', '>=', sql<Date>`now() - make_interval(days => ${days})`)
    .groupBy(['vassalage', 'game_code'])
    .orderBy('players', 'desc')
    .orderBy('rounds', 'desc')
    .orderBy('game_code')
    // Some played games may be hidden since; a margin keeps the list full after they are dropped.
    .limit(RANK_LIST_LENGTH * 3);
  if (gameCategory) query = query.where('game_category', '=', gameCategory);
  const rows = await query.execute();
  return rows.map((r) => ({
    vassalage: r.vassalage,
    gameCode: r.game_code ?? '',
    players: Number(r.players),
    rounds: Number(r.rounds),
  }));
}

/** The ranked games that are still listed, as cards with their rank, players and rounds. */
export function rankGames(catalogue: TCatalogue, language: string, counts: TGamePlayCount[]): TRankList {
  const byVendorAndCode = new Map(catalogue.games.map((g) => [`${g.vassalage}\u0000${g.code}`, g]));
  const list = counts
    .flatMap((count) => {
      const game = byVendorAndCode.get(`${count.vassalage}\u0000${count.gameCode}`);
      return game ? [{ game, count }] : [];
    })
    .slice(0, RANK_LIST_LENGTH)
    .map(({ game, count }, index) => ({
      ...toGameCard(game, language),
      rank: index + 1,
      players: count.players,
      rounds: count.rounds,
    }));
  return { list };
}
