import type { TBetRecordPage, TBetRecordQuery, TGameCategory } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { pickLocalised } from '../games/localise.js';
import { rangeOfDays } from './day-range.js';
import { roundsOf, toTotals, totalsSelection } from './bet-records.queries.js';

/**
 * The member's betting record (personalHistoryCopy): bet rounds by category, status and inclusive days
 * of the bet in the merchant's time zone, newest first, with totals over every round the filter matches. The vendor's name is
 * its integration's (else its catalogue lane's, else the vassalage); the game's name is in `language`,
 * else TW, else the game code.
 */
export async function listBetRecords(
  db: TDb,
  owner: { merchantId: bigint; memberId: bigint },
  query: TBetRecordQuery,
  language: string,
  timeZone = 'UTC',
): Promise<TBetRecordPage> {
  const rounds = roundsOf(db, {
    ...owner,
    range: rangeOfDays(query.startDate, query.endDate, timeZone),
    gameCategory: query.gameCategory,
    status: query.status,
  });
  const [totals, rows] = await Promise.all([
    rounds.select(totalsSelection()).executeTakeFirst(),
    rounds
      .leftJoin('vendor_integration as v', (join) =>
        join.onRef('v.merchant_id', '=', 'r.merchant_id').onRef('v.vassalage', '=', 'r.vassalage'),
      )
      .leftJoin('game as g', (join) =>
        join
          .onRef('g.merchant_id', '=', 'r.merchant_id')
          .onRef('g.vassalage', '=', 'r.vassalage')
          .onRef('g.code', '=', 'r.game_code'),
      )
      .select([
        'r.id',
        'r.vassalage',
        'r.round_id',
        'r.game_code',
        'r.game_category',
        'r.stake_minor',
        'r.valid_bet_minor',
        'r.payout_minor',
        'r.status',
        'r.bet_at',
        'r.settled_at',
        'g.names as game_names',
        sql<string | null>`coalesce(v.display_name, (
          SELECT l.display_name FROM game_vendor l
          WHERE l.merchant_id = r.merchant_id AND l.vassalage = r.vassalage
          ORDER BY (l.game_category = r.game_category) DESC, l.sort_order LIMIT 1))`.as('vendor_name'),
      ])
      .orderBy('r.bet_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  const total = toTotals(totals);
  return {
    list: rows.map((row) => ({
      id: row.id.toString(),
      vassalage: row.vassalage,
      vendorName: row.vendor_name ?? row.vassalage,
      gameCode: row.game_code,
      gameName: row.game_names ? pickLocalised(row.game_names, language, row.game_code ?? '') : row.game_code,
      gameCategory: row.game_category as TGameCategory,
      roundId: row.round_id,
      stake: Number(row.stake_minor),
      validBet: Number(row.valid_bet_minor),
      payout: Number(row.payout_minor),
      profit: row.status === 'SETTLED' ? Number(row.payout_minor - row.stake_minor) : 0,
      status: row.status,
      betTime: row.bet_at.toISOString(),
      settledTime: row.settled_at?.toISOString() ?? null,
    })),
    total: total.rounds,
    page: query.page,
    pageSize: query.pageSize,
    totals: {
      rounds: total.rounds,
      stake: total.stake,
      validBet: total.validBet,
      payout: total.payout,
      profit: total.profit,
    },
  };
}
