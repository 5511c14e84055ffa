/**
 * The SQL of one settlement batch (docs/lottery.md, "Settlement"), over temporary tables dropped at commit:
 * settle_bet (the batch's bets, locked), settle_slice and settle_derived (the issue's draw), settle_board (the boards each bet is read against: a station, or '*'
 * for a pooled bet's stations together), settle_pick (each pick, and whether it pays half), settle_hit (hits per
 * bet, prize label and half-pay), settle_tie, and settle_outcome (status, hits, payout). Each matcher kind is
 * one join of picks and boards with the draw's slices or derived values, by equality.
 */
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';

/** Drops the batch tables left by an earlier batch of this transaction (they go at commit otherwise). */
export async function dropBatchTables(trx: TDb): Promise<void> {
  await sql`DROP TABLE IF EXISTS pg_temp.settle_bet, pg_temp.settle_board, pg_temp.settle_pick,
    pg_temp.settle_slice, pg_temp.settle_derived, pg_temp.settle_hit, pg_temp.settle_tie,
    pg_temp.settle_outcome`.execute(trx);
}

/**
 * Takes up to `limit` OPEN bets of the issue after `afterId`, in id order, locked FOR UPDATE; rows another run
 * holds are skipped (SKIP LOCKED), so two runs settle disjoint bets. Answers how many and the last id.
 */
export async function takeOpenBets(
  trx: TDb,
  input: { issueId: bigint; afterId: bigint; limit: number },
): Promise<{ count: number; firstId: bigint | null; lastId: bigint | null }> {
  await sql`CREATE TEMP TABLE settle_bet ON COMMIT DROP AS
    WITH picked AS (
      SELECT id FROM lottery_bet WHERE issue_id = ${input.issueId} AND status = 'OPEN' AND id > ${input.afterId}
      ORDER BY id LIMIT ${input.limit} FOR UPDATE SKIP LOCKED)
    SELECT b.id, b.member_id, b.currency, b.bet_code, b.picks, b.station_ids, b.unit_stake_minor, b.stake_minor,
      b.odds, b.tie_rule, b.half_pay_picks, b.max_payout_minor, t.matcher_kind, t.payout = 'ONCE' AS is_once,
      t.prize_key, t.is_pooled, t.at_least, b.picks && b.half_pay_picks AS has_half
    FROM picked JOIN lottery_bet b ON b.id = picked.id
    LEFT JOIN lottery_bet_type t ON t.code = b.bet_code`.execute(trx);
  const { rows } = await sql<{
    n: string;
    first_id: bigint | null;
    last_id: bigint | null;
    unknown_codes: string[] | null;
  }>`
    SELECT count(*) AS n, min(id) AS first_id, max(id) AS last_id,
      array_agg(DISTINCT bet_code) FILTER (WHERE matcher_kind IS NULL) AS unknown_codes
    FROM settle_bet`.execute(trx);
  const row = rows[0]!;
  if (row.unknown_codes?.length)
    throw new Error(`lottery settlement: unknown bet types ${row.unknown_codes.join(', ')}`);
  return { count: Number(row.n), firstId: row.first_id, lastId: row.last_id };
}

/**
 * Boards and picks of the batch (a bet without stations is read against every station of the issue), and the
 * issue's slices and derived values copied beside them: every table the match joins is analysed here, so the
 * planner never trusts statistics of the shared tables taken before this issue's rows were written (a
 * one-row estimate there once turned a hash join into a nested loop over every pick and board).
 */
export async function spreadBoardsAndPicks(
  trx: TDb,
  issueId: bigint,
  issueStationIds: string[],
): Promise<void> {
  await sql`CREATE TEMP TABLE settle_slice ON COMMIT DROP AS
    SELECT station_id, bet_code, tier, digits, sorted_digits FROM lottery_draw_slice
    WHERE issue_id = ${issueId}`.execute(trx);
  await sql`CREATE TEMP TABLE settle_derived ON COMMIT DROP AS
    SELECT station_id, bet_code, drawn, is_tie FROM lottery_draw_derived WHERE issue_id = ${issueId}`.execute(
    trx,
  );
  await sql`CREATE TEMP TABLE settle_board ON COMMIT DROP AS
    SELECT s.id AS bet_id, CASE WHEN s.is_pooled THEN '*' ELSE st.station_id END AS board, st.station_id
    FROM settle_bet s CROSS JOIN LATERAL unnest(CASE WHEN cardinality(s.station_ids) > 0 THEN s.station_ids
      ELSE ${issueStationIds}::text[] END) AS st (station_id)`.execute(trx);
  await sql`CREATE TEMP TABLE settle_pick ON COMMIT DROP AS
    SELECT s.id AS bet_id, p.pick, p.pick = ANY (s.half_pay_picks) AS is_half,
      CASE WHEN s.matcher_kind = 'PERMUTATION_OF' THEN lottery_sorted_digits(p.pick) END AS sorted_pick
    FROM settle_bet s CROSS JOIN LATERAL unnest(s.picks) AS p (pick)`.execute(trx);
  // The columns the match joins and filters on only: statistics of the arrays and jsonb (picks, odds) cost
  // about 0.4 s a batch and no plan reads them.
  await sql`ANALYZE settle_bet (id, bet_code, matcher_kind, is_pooled, is_once, prize_key), settle_board,
    settle_pick (bet_id, pick, sorted_pick, is_half), settle_slice, settle_derived`.execute(trx);
}

/** The prize label of a hit: one price (WIN), the tier hit (4D), or the value picked. */
const label = (tier: ReturnType<typeof sql>) =>
  sql`CASE s.prize_key WHEN 'WIN' THEN 'WIN' WHEN 'TIER' THEN ${tier} ELSE p.pick END`;
const wholeLabel = sql`CASE s.prize_key WHEN 'WIN' THEN 'WIN' ELSE '*' END`;

/**
 * Every hit of the batch into settle_hit (bet_id, prize, is_half, hits), and the bets whose draw is a tie
 * into settle_tie. A hit event is (bet, board, unit, label); PER_OCCURRENCE counts each drawn number it
 * matched, ONCE counts the unit once per board.
 */
export async function matchBatch(trx: TDb): Promise<void> {
  await sql`CREATE TEMP TABLE settle_hit ON COMMIT DROP AS
    WITH slice_events AS (
      -- DIGITS_IN_TIERS: a pick equals the slice of a number in the tiers (lô, đề, 4D, a ball's digit).
      SELECT s.id AS bet_id, b.board, p.pick AS unit, ${label(sql`d.tier`)} AS prize, p.is_half, s.is_once,
        count(*) AS n
      FROM settle_bet s JOIN settle_board b ON b.bet_id = s.id JOIN settle_pick p ON p.bet_id = s.id
      JOIN settle_slice d ON d.station_id = b.station_id
        AND d.bet_code = s.bet_code AND d.digits = p.pick
      WHERE s.matcher_kind = 'DIGITS_IN_TIERS'
      GROUP BY 1, 2, 3, 4, 5, 6
      UNION ALL
      -- PERMUTATION_OF: the same on the digits in order (Thai 3 tote).
      SELECT s.id, b.board, p.pick, ${label(sql`d.tier`)}, p.is_half, s.is_once, count(*)
      FROM settle_bet s JOIN settle_board b ON b.bet_id = s.id JOIN settle_pick p ON p.bet_id = s.id
      JOIN settle_slice d ON d.station_id = b.station_id
        AND d.bet_code = s.bet_code AND d.sorted_digits = p.sorted_pick
      WHERE s.matcher_kind = 'PERMUTATION_OF'
      GROUP BY 1, 2, 3, 4, 5, 6
      UNION ALL
      -- OCCURRENCES: a pick is the value of at least at_least tiers (K3 given pair, triple); once.
      SELECT s.id, b.board, p.pick, ${label(sql`'*'`)}, p.is_half, true, 1
      FROM settle_bet s JOIN settle_board b ON b.bet_id = s.id JOIN settle_pick p ON p.bet_id = s.id
      JOIN settle_slice d ON d.station_id = b.station_id
        AND d.bet_code = s.bet_code AND d.digits = p.pick
      WHERE s.matcher_kind = 'OCCURRENCES'
      GROUP BY s.id, b.board, p.pick, s.prize_key, p.is_half, s.at_least HAVING count(*) >= s.at_least
    ), presence AS (
      -- ALL / NO / PAIR: how many picks are among the board's slices, and how many of those pay in full.
      SELECT b.bet_id, b.board, count(DISTINCT p.pick) FILTER (WHERE d.digits IS NOT NULL) AS present,
        count(DISTINCT p.pick) FILTER (WHERE d.digits IS NOT NULL AND NOT p.is_half) AS present_full
      FROM settle_bet s JOIN settle_board b ON b.bet_id = s.id JOIN settle_pick p ON p.bet_id = s.id
      LEFT JOIN settle_slice d ON d.station_id = b.station_id
        AND d.bet_code = s.bet_code AND d.digits = p.pick
      WHERE s.matcher_kind IN ('ALL_PICKS_PRESENT', 'NO_PICK_PRESENT', 'PAIR_PRESENT')
      GROUP BY b.bet_id, b.board
    ), set_events AS (
      -- A whole set is one unit, half when it holds a half-pay pick (xiên, lô trượt, any-n, three different).
      SELECT s.id AS bet_id, ${wholeLabel} AS prize, s.has_half AS is_half, count(*) AS hits
      FROM presence x JOIN settle_bet s ON s.id = x.bet_id
      WHERE (s.matcher_kind = 'ALL_PICKS_PRESENT' AND x.present = cardinality(s.picks))
        OR (s.matcher_kind = 'NO_PICK_PRESENT' AND x.present = 0)
      GROUP BY 1, 2, 3
      UNION ALL
      -- Đá: every pair of present picks, once per board; a pair holding a half-pay pick pays half.
      SELECT x.bet_id, 'WIN', h.is_half, sum(CASE WHEN h.is_half
        THEN x.present * (x.present - 1) / 2 - x.present_full * (x.present_full - 1) / 2
        ELSE x.present_full * (x.present_full - 1) / 2 END)
      FROM presence x JOIN settle_bet s ON s.id = x.bet_id AND s.matcher_kind = 'PAIR_PRESENT'
      CROSS JOIN (VALUES (false), (true)) AS h (is_half)
      GROUP BY 1, 2, 3
    ), derived_events AS (
      -- A value of the whole draw: big/small, odd/even, dragon/tiger/tie, form, sequence, sum.
      SELECT s.id AS bet_id, b.board, p.pick AS unit, ${label(sql`'*'`)} AS prize, p.is_half
      FROM settle_bet s JOIN settle_board b ON b.bet_id = s.id JOIN settle_pick p ON p.bet_id = s.id
      JOIN settle_derived d ON d.station_id = b.station_id
        AND d.bet_code = s.bet_code
      WHERE (s.matcher_kind IN ('BIG_SMALL', 'ODD_EVEN', 'COMPARE_POSITIONS', 'FORM', 'SEQUENCE_EQUALS')
          AND p.pick = d.drawn)
        OR (s.matcher_kind = 'SUM_EQUALS' AND p.pick ~ '^[0-9]{1,9}$' AND p.pick::integer = d.drawn::integer)
      UNION ALL
      -- DISTINCT_COUNT: the whole set wins when the dice hold that many values (K3 any triple).
      SELECT s.id, b.board, '*', ${wholeLabel}, s.has_half
      FROM settle_bet s JOIN settle_board b ON b.bet_id = s.id
      JOIN settle_derived d ON d.station_id = b.station_id
        AND d.bet_code = s.bet_code
      WHERE s.matcher_kind = 'DISTINCT_COUNT' AND d.drawn = 'WIN'
    )
    SELECT bet_id, prize, is_half, sum(CASE WHEN is_once THEN 1 ELSE n END)::integer AS hits
    FROM slice_events GROUP BY 1, 2, 3
    UNION ALL
    SELECT bet_id, prize, is_half, hits::integer FROM set_events WHERE hits > 0
    UNION ALL
    SELECT bet_id, prize, is_half, count(DISTINCT (board, unit))::integer FROM derived_events GROUP BY 1, 2, 3`.execute(
    trx,
  );
  // A tie: big/small between its bounds (or a triple), or dragon/tiger equal for a pick other than TIE.
  await sql`CREATE TEMP TABLE settle_tie ON COMMIT DROP AS
    SELECT DISTINCT s.id AS bet_id
    FROM settle_bet s JOIN settle_board b ON b.bet_id = s.id
    JOIN settle_derived d ON d.station_id = b.station_id
      AND d.bet_code = s.bet_code AND d.is_tie
    WHERE s.matcher_kind <> 'COMPARE_POSITIONS' OR EXISTS (SELECT 1 FROM unnest(s.picks) AS p WHERE p <> 'TIE')`.execute(
    trx,
  );
}

/**
 * Status, hits and payout of every bet of the batch from its own snapshot into settle_outcome: payout =
 * floor(unit × Σ odds × (2 × full hits + half hits) / 2000), then at most max_payout_minor; a tie under REFUND
 * credits the stake. Throws when a hit has no price in the bet's odds (never guess money).
 */
export async function priceBatch(trx: TDb): Promise<void> {
  await sql`CREATE TEMP TABLE settle_outcome ON COMMIT DROP AS
    WITH per_prize AS (
      SELECT bet_id, prize, coalesce(sum(hits) FILTER (WHERE NOT is_half), 0) AS full_hits,
        coalesce(sum(hits) FILTER (WHERE is_half), 0) AS half_hits
      FROM settle_hit GROUP BY bet_id, prize
    ), priced AS (
      SELECT x.bet_id, sum(x.full_hits + x.half_hits)::integer AS hits,
        jsonb_agg(jsonb_build_object('prize', x.prize, 'count', x.full_hits + x.half_hits) ORDER BY x.prize)
          AS prize_hits,
        sum((s.odds ->> x.prize)::numeric * (2 * x.full_hits + x.half_hits)) AS doubled_thousandths,
        bool_or(s.odds -> x.prize IS NULL) AS is_unpriced
      FROM per_prize x JOIN settle_bet s ON s.id = x.bet_id GROUP BY x.bet_id
    )
    SELECT s.id, s.member_id, s.currency, s.stake_minor, coalesce(p.hits, 0) AS hits,
      coalesce(p.prize_hits, '[]'::jsonb) AS prize_hits, coalesce(p.is_unpriced, false) AS is_unpriced,
      CASE WHEN p.hits > 0 THEN 'WON' WHEN t.bet_id IS NOT NULL AND s.tie_rule = 'REFUND' THEN 'REFUNDED'
        ELSE 'LOST' END AS status,
      CASE WHEN p.hits > 0 THEN least(floor(s.unit_stake_minor * p.doubled_thousandths / 2000),
          s.max_payout_minor)::bigint
        WHEN t.bet_id IS NOT NULL AND s.tie_rule = 'REFUND' THEN s.stake_minor
        ELSE 0 END AS payout_minor
    FROM settle_bet s LEFT JOIN priced p ON p.bet_id = s.id LEFT JOIN settle_tie t ON t.bet_id = s.id`.execute(
    trx,
  );
  const { rows } = await sql<{ id: bigint }>`
    SELECT id FROM settle_outcome WHERE status = 'WON' AND is_unpriced ORDER BY id LIMIT 5`.execute(trx);
  if (rows.length > 0)
    throw new Error(
      `lottery settlement: bets ${rows.map((r) => r.id).join(', ')} hit a prize they have no odds for`,
    );
}

/** A cancelled draw: every bet of the batch refunded in full. */
export async function refundBatch(trx: TDb): Promise<void> {
  await sql`CREATE TEMP TABLE settle_outcome ON COMMIT DROP AS
    SELECT s.id, s.member_id, s.currency, s.stake_minor, NULL::integer AS hits, NULL::jsonb AS prize_hits,
      'REFUNDED'::text AS status, s.stake_minor AS payout_minor
    FROM settle_bet s`.execute(trx);
}
