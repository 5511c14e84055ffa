import { dayInZone, startOfDayInZone } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { inTransaction } from '../../ledger/index.js';

/** The ledger kinds the money rollup counts, by column (docs/agent-programme.md, "Team reports"). */
export const ROLLUP_KINDS = {
  deposit: 'DEPOSIT',
  withdrawal: 'WITHDRAWAL',
  bonus: 'BONUS',
  rebate: 'REBATE',
  dividend: 'AGENT_DIVIDEND',
  dailySalary: 'AGENT_DAILY_SALARY',
  hourlySalary: 'AGENT_HOURLY_SALARY',
  realtimeSalary: 'AGENT_REALTIME_SALARY',
} as const;

/** Rows committed this long after their own timestamp are still caught by the next run. */
export const ROLLUP_LATE_MARGIN_MS = 10 * 60 * 1000;
const LOCK_SPACE = 1_732_017; // pg_advisory_xact_lock(space, merchant): one refresh per merchant at a time

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Recomputes a merchant's rollups for the days [fromDay, toDay] (inclusive, its zone) from bet_round and the
 * ledger: the days' rows are deleted and summed again in one transaction under a per-merchant lock, so it is
 * idempotent (twice → the same rows) and safe with several processes. Tests and settlement call it directly.
 */
export async function refreshAgentRollup(
  db: TDb,
  scope: { merchantId: bigint; timeZone: string; fromDay: string; toDay: string },
): Promise<void> {
  const { merchantId, timeZone, fromDay, toDay } = scope;
  const from = startOfDayInZone(fromDay, timeZone);
  const to = startOfDayInZone(nextDay(toDay), timeZone);
  const k = ROLLUP_KINDS;
  const kinds = Object.values(k);
  await inTransaction(db, async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, ${Number(merchantId % 2_000_000_000n)})`.execute(
      trx,
    );
    await trx
      .deleteFrom('agent_member_day')
      .where('merchant_id', '=', merchantId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .execute();
    await sql`
      INSERT INTO agent_member_day (member_id, merchant_id, day, game_category, rounds, stake_minor,
        valid_bet_minor, payout_minor, won_stake_minor, lost_stake_minor)
      SELECT r.member_id, r.merchant_id, (r.settled_at AT TIME ZONE ${timeZone})::date, r.game_category,
        count(*), sum(r.stake_minor), sum(r.valid_bet_minor), sum(r.payout_minor),
        coalesce(sum(r.stake_minor) FILTER (WHERE r.payout_minor > r.stake_minor), 0),
        coalesce(sum(r.stake_minor) FILTER (WHERE r.payout_minor < r.stake_minor), 0)
      FROM bet_round r
      WHERE r.merchant_id = ${merchantId} AND r.status = 'SETTLED'
        AND r.settled_at >= ${from} AND r.settled_at < ${to}
      GROUP BY 1, 2, 3, 4`.execute(trx);
    await trx
      .deleteFrom('agent_member_money_day')
      .where('merchant_id', '=', merchantId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .execute();
    await sql`
      INSERT INTO agent_member_money_day (member_id, merchant_id, day, deposit_count, deposit_minor,
        first_deposit_minor, withdrawal_count, withdrawal_minor, bonus_minor, rebate_minor, dividend_minor,
        daily_salary_minor, hourly_salary_minor, realtime_salary_minor, registrations)
      SELECT member_id, ${merchantId}::bigint, day, sum(deposit_count), sum(deposit_minor), sum(first_deposit_minor),
        sum(withdrawal_count), sum(withdrawal_minor), sum(bonus_minor), sum(rebate_minor), sum(dividend_minor),
        sum(daily_salary_minor), sum(hourly_salary_minor), sum(realtime_salary_minor), sum(registrations)
      FROM (
        SELECT a.member_id, (t.created_at AT TIME ZONE ${timeZone})::date AS day,
          count(*) FILTER (WHERE t.kind = ${k.deposit}) AS deposit_count,
          coalesce(sum(e.amount_minor) FILTER (WHERE t.kind = ${k.deposit}), 0) AS deposit_minor,
          coalesce(sum(e.amount_minor) FILTER (WHERE t.kind = ${k.deposit} AND t.id = (
            SELECT min(d.ledger_transaction_id) FROM deposit d
            WHERE d.member_id = a.member_id AND d.status = 'CREDITED')), 0) AS first_deposit_minor,
          count(*) FILTER (WHERE t.kind = ${k.withdrawal}) AS withdrawal_count,
          coalesce(-sum(e.amount_minor) FILTER (WHERE t.kind = ${k.withdrawal}), 0) AS withdrawal_minor,
          coalesce(sum(e.amount_minor) FILTER (WHERE t.kind = ${k.bonus}), 0) AS bonus_minor,
          coalesce(sum(e.amount_minor) FILTER (WHERE t.kind = ${k.rebate}), 0) AS rebate_minor,
          coalesce(sum(e.amount_minor) FILTER (WHERE t.kind = ${k.dividend}), 0) AS dividend_minor,
          coalesce(sum(e.amount_minor) FILTER (WHERE t.kind = ${k.dailySalary}), 0) AS daily_salary_minor,
          coalesce(sum(e.amount_minor) FILTER (WHERE t.kind = ${k.hourlySalary}), 0) AS hourly_salary_minor,
          coalesce(sum(e.amount_minor) FILTER (WHERE t.kind = ${k.realtimeSalary}), 0) AS realtime_salary_minor,
          0 AS registrations
        FROM ledger_transaction t
        JOIN ledger_entry e ON e.transaction_id = t.id
        JOIN ledger_account a ON a.id = e.account_id AND a.member_id IS NOT NULL
        WHERE t.merchant_id = ${merchantId} AND t.kind = ANY(${kinds}::text[])
          AND t.created_at >= ${from} AND t.created_at < ${to}
        GROUP BY 1, 2
        UNION ALL
        SELECT m.id, (m.created_at AT TIME ZONE ${timeZone})::date, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1
        FROM member m
        WHERE m.merchant_id = ${merchantId} AND m.created_at >= ${from} AND m.created_at < ${to}
      ) parts
      GROUP BY member_id, day`.execute(trx);

    // The teams: every member row added to each of its ancestors above it (agent_closure as it is now).
    for (const table of ['agent_team_day', 'agent_team_money_day'] as const) {
      await trx
        .deleteFrom(table)
        .where('merchant_id', '=', merchantId)
        .where('day', '>=', fromDay)
        .where('day', '<=', toDay)
        .execute();
    }
    await sql`
      INSERT INTO agent_team_day (ancestor_id, merchant_id, day, game_category, rounds, stake_minor,
        valid_bet_minor, payout_minor, won_stake_minor, lost_stake_minor)
      SELECT c.ancestor_id, d.merchant_id, d.day, d.game_category, sum(d.rounds), sum(d.stake_minor),
        sum(d.valid_bet_minor), sum(d.payout_minor), sum(d.won_stake_minor), sum(d.lost_stake_minor)
      FROM agent_member_day d JOIN agent_closure c ON c.member_id = d.member_id AND c.depth > 0
      WHERE d.merchant_id = ${merchantId} AND d.day >= ${fromDay}::date AND d.day <= ${toDay}::date
      GROUP BY 1, 2, 3, 4`.execute(trx);
    await sql`
      INSERT INTO agent_team_money_day (ancestor_id, merchant_id, day, deposit_count, deposit_minor, depositors,
        first_deposit_count, first_deposit_minor, withdrawal_count, withdrawal_minor, bonus_minor, rebate_minor,
        dividend_minor, daily_salary_minor, hourly_salary_minor, realtime_salary_minor, registrations)
      SELECT c.ancestor_id, d.merchant_id, d.day, sum(d.deposit_count), sum(d.deposit_minor),
        count(*) FILTER (WHERE d.deposit_count > 0), count(*) FILTER (WHERE d.first_deposit_minor > 0),
        sum(d.first_deposit_minor), sum(d.withdrawal_count), sum(d.withdrawal_minor), sum(d.bonus_minor),
        sum(d.rebate_minor), sum(d.dividend_minor), sum(d.daily_salary_minor), sum(d.hourly_salary_minor),
        sum(d.realtime_salary_minor), sum(d.registrations)
      FROM agent_member_money_day d JOIN agent_closure c ON c.member_id = d.member_id AND c.depth > 0
      WHERE d.merchant_id = ${merchantId} AND d.day >= ${fromDay}::date AND d.day <= ${toDay}::date
      GROUP BY 1, 2, 3`.execute(trx);
  });
}

/**
 * One run of the every-minute job for a merchant: from the day of (watermark − margin) — or today on a first
 * run — to today, then the watermark moves to when this run started. Today's figures lag by at most a run.
 */
export async function catchUpAgentRollup(
  db: TDb,
  merchant: { id: bigint; timeZone: string },
  now: Date = new Date(),
): Promise<{ fromDay: string; toDay: string }> {
  const mark = await db
    .selectFrom('agent_rollup_watermark')
    .select('rolled_to')
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirst();
  const since = mark ? new Date(mark.rolled_to.getTime() - ROLLUP_LATE_MARGIN_MS) : now;
  const range = { fromDay: dayInZone(since, merchant.timeZone), toDay: dayInZone(now, merchant.timeZone) };
  await refreshAgentRollup(db, { merchantId: merchant.id, timeZone: merchant.timeZone, ...range });
  await db
    .insertInto('agent_rollup_watermark')
    .values({ merchant_id: merchant.id, rolled_to: now })
    .onConflict((oc) =>
      oc
        .column('merchant_id')
        .doUpdateSet({ rolled_to: sql`greatest(agent_rollup_watermark.rolled_to, ${now})` }),
    )
    .execute();
  return range;
}

/** Every merchant's catch-up (the job's handler). */
export async function catchUpAllAgentRollups(db: TDb, now: Date = new Date()): Promise<void> {
  const merchants = await db
    .selectFrom('merchant')
    .select(['id', sql<string>`coalesce(brand->>'timeZone', 'UTC')`.as('timeZone')])
    .execute();
  for (const merchant of merchants) await catchUpAgentRollup(db, merchant, now);
}
