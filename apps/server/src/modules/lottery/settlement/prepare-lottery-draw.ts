import { lotteryDrawNumbers } from '@kirin/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { SLICE_MATCHER_KINDS } from './sync-lottery-bet-types.js';

/** The value of a tier's first number (the engine's valueAt) on the station `r` of the issue. */
const valueAt = (tier: RawBuilder<unknown>) => sql`(SELECT n.value FROM lottery_draw_number n
  WHERE n.issue_id = r.issue_id AND n.station_id = r.station_id AND n.tier = ${tier} AND n.idx = 0)`;

/** The sum of the first numbers of the type's sum_of tiers, and how many different values they hold. */
const sumOf = (what: RawBuilder<unknown>) => sql`(SELECT ${what} FROM unnest(t.sum_of) AS s (tier)
  JOIN lottery_draw_number n ON n.issue_id = r.issue_id AND n.station_id = r.station_id AND n.tier = s.tier
    AND n.idx = 0)`;

/**
 * Writes an issue's draw as the rows settlement joins (docs/lottery.md, "Settlement"), once: every drawn number
 * per station (the engine's lotteryDrawNumbers), then per bet type of the station's family the slices of the
 * numbers in its tiers, and the values derived from the whole draw (sums, big/small, dragon/tiger, forms,
 * sequences, distinct counts). Every insert skips rows already there, so a second run (or a racing one)
 * writes nothing new. Answers the issue's station ids.
 */
export async function prepareLotteryDraw(db: TDb, issueId: bigint): Promise<string[]> {
  const results = await db
    .selectFrom('lottery_draw_result')
    .select(['station_id', 'result'])
    .where('issue_id', '=', issueId)
    .orderBy('station_id')
    .execute();
  const numbers = results.flatMap(({ station_id, result }) => {
    const seen = new Map<string, number>();
    return lotteryDrawNumbers(result).map(({ tier, value }) => {
      const idx = seen.get(tier) ?? 0;
      seen.set(tier, idx + 1);
      return { station_id, tier, idx, value };
    });
  });
  await sql`INSERT INTO lottery_draw_number (issue_id, station_id, tier, idx, value)
    SELECT ${issueId}, * FROM unnest(${numbers.map((n) => n.station_id)}::text[],
      ${numbers.map((n) => n.tier)}::text[], ${numbers.map((n) => n.idx)}::integer[],
      ${numbers.map((n) => n.value)}::text[])
    ON CONFLICT DO NOTHING`.execute(db);

  await sql`INSERT INTO lottery_draw_slice (issue_id, station_id, bet_code, tier, idx, digits, sorted_digits)
    SELECT n.issue_id, n.station_id, t.code, n.tier, n.idx, x.digits, lottery_sorted_digits(x.digits)
    FROM lottery_draw_result r
    JOIN lottery_draw_number n ON n.issue_id = r.issue_id AND n.station_id = r.station_id
    JOIN lottery_bet_type t ON t.family = r.result ->> 'family'
      AND t.matcher_kind IN (${sql.join([...SLICE_MATCHER_KINDS])})
      AND (t.tiers IS NULL OR n.tier = ANY (t.tiers))
    CROSS JOIN LATERAL (SELECT CASE WHEN t.matcher_kind = 'OCCURRENCES' THEN n.value
      ELSE lottery_slice(n.value, t.slice_start, t.slice_length) END AS digits) AS x
    WHERE r.issue_id = ${issueId} AND x.digits IS NOT NULL
    ON CONFLICT DO NOTHING`.execute(db);

  await sql`INSERT INTO lottery_draw_derived (issue_id, station_id, bet_code, drawn, is_tie)
    SELECT r.issue_id, r.station_id, t.code, v.drawn, v.is_tie
    FROM lottery_draw_result r
    JOIN lottery_bet_type t ON t.family = r.result ->> 'family' AND t.matcher_kind NOT IN (${sql.join([
      ...SLICE_MATCHER_KINDS,
    ])})
    CROSS JOIN LATERAL (SELECT
      ${sumOf(sql`sum(n.value::integer)`)} AS total,
      ${sumOf(sql`count(DISTINCT n.value)`)} AS total_distinct,
      (SELECT count(DISTINCT n.value) FROM lottery_draw_number n WHERE n.issue_id = r.issue_id
        AND n.station_id = r.station_id AND n.tier = ANY (t.tiers)) AS tiers_distinct,
      ${valueAt(sql`t.left_tier`)}::integer - ${valueAt(sql`t.right_tier`)}::integer AS difference,
      (SELECT string_agg(coalesce(${valueAt(sql`s.tier`)}, ''), '' ORDER BY s.ord)
        FROM unnest(t.tiers) WITH ORDINALITY AS s (tier, ord)) AS sequence
    ) AS f
    CROSS JOIN LATERAL (SELECT
      (t.matcher_kind = 'BIG_SMALL' AND ((f.total > t.small_max AND f.total < t.big_min)
        OR (t.tie_on_triple AND cardinality(t.sum_of) = 3 AND f.total_distinct = 1))) AS is_big_small_tie
    ) AS g
    CROSS JOIN LATERAL (SELECT
      CASE t.matcher_kind
        WHEN 'BIG_SMALL' THEN CASE WHEN g.is_big_small_tie THEN NULL WHEN f.total >= t.big_min THEN 'BIG'
          ELSE 'SMALL' END
        WHEN 'ODD_EVEN' THEN CASE WHEN f.total % 2 = 1 THEN 'ODD' ELSE 'EVEN' END
        WHEN 'SUM_EQUALS' THEN f.total::text
        WHEN 'COMPARE_POSITIONS' THEN CASE WHEN f.difference > 0 THEN 'DRAGON' WHEN f.difference < 0 THEN 'TIGER'
          ELSE 'TIE' END
        WHEN 'FORM' THEN lottery_three_digit_form(${valueAt(sql`t.tiers[1]`)}::integer,
          ${valueAt(sql`t.tiers[2]`)}::integer, ${valueAt(sql`t.tiers[3]`)}::integer)
        WHEN 'SEQUENCE_EQUALS' THEN f.sequence
        WHEN 'DISTINCT_COUNT' THEN CASE WHEN f.tiers_distinct = t.distinct_count THEN 'WIN' END
      END AS drawn,
      coalesce(g.is_big_small_tie OR (t.matcher_kind = 'COMPARE_POSITIONS' AND f.difference = 0), false) AS is_tie
    ) AS v
    WHERE r.issue_id = ${issueId}
    ON CONFLICT DO NOTHING`.execute(db);
  return results.map((r) => r.station_id);
}
