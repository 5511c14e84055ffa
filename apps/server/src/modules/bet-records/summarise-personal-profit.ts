import {
  GAME_CATEGORIES,
  type TGameCategory,
  type TPersonalProfit,
  type TPersonalProfitQuery,
} from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { profitRangeOfDays } from './day-range.js';
import { roundsOf, toTotals, totalsSelection, type TTotals } from './bet-records.queries.js';

const add = (a: TTotals, b: TTotals): TTotals => ({
  rounds: a.rounds + b.rounds,
  stake: a.stake + b.stake,
  validBet: a.validBet + b.validBet,
  payout: a.payout + b.payout,
  profit: a.profit + b.profit,
});
const ZERO: TTotals = { rounds: 0, stake: 0, validBet: 0, payout: 0, profit: 0 };

/**
 * The member's profit and loss (personalProfit): settled rounds only, by day of the bet in the merchant's time zone and category
 * (days without a settled round are left out), newest day first, then per category and in all.
 */
export async function summarisePersonalProfit(
  db: TDb,
  owner: { merchantId: bigint; memberId: bigint },
  query: TPersonalProfitQuery,
  now: Date = new Date(),
  timeZone = 'UTC',
): Promise<TPersonalProfit> {
  const rows = await roundsOf(db, {
    ...owner,
    range: profitRangeOfDays(query.startDate, query.endDate, now, timeZone),
    gameCategory: query.gameCategory,
    status: 'SETTLED',
  })
    .select([
      sql<string>`to_char(r.bet_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`.as('day'),
      'r.game_category',
      ...totalsSelection(),
    ])
    .groupBy([sql`1`, 'r.game_category'])
    .orderBy(sql`1`, 'desc')
    .execute();
  const order = (category: string) => GAME_CATEGORIES.indexOf(category as TGameCategory);
  const days = rows
    .map((row) => ({ day: row.day, gameCategory: row.game_category as TGameCategory, ...toTotals(row) }))
    .sort((a, b) =>
      a.day === b.day ? order(a.gameCategory) - order(b.gameCategory) : a.day < b.day ? 1 : -1,
    );
  const byCategory = GAME_CATEGORIES.flatMap((gameCategory) => {
    const mine = days.filter((row) => row.gameCategory === gameCategory);
    return mine.length ? [{ gameCategory, ...mine.reduce<TTotals>((sum, row) => add(sum, row), ZERO) }] : [];
  });
  return {
    rows: days,
    byCategory,
    totals: days.reduce<TTotals>((sum, row) => add(sum, row), ZERO),
  };
}
