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
        daily_salary_minor, hourly_salary_minor, realtime_salary_minor)
      SELECT a.member_id, t.merchant_id, (t.created_at AT TIME ZONE ${timeZone})::date,
        count(*) FILTER (WHERE t.kind = ${k.deposit}),
        coalesce(sum(e.amount_minor) FILTER (WHERE t.kind = ${k.deposit}), 0),
        coalesce(sum(e.amount_minor) FILTER (WHERE t.kind = ${k.deposit} AND t.id = (
          SELECT min(d.ledger_transaction_id) FROM deposit d
          WHERE d.member_id = a.member_id AND d.status = 'CREDITED')), 0),
        count(*) FILTER (WHERE t.kind = ${k.withdrawal}),
        coalesce(-sum(e.amount_minor) FILTER (WHERE t.kind = ${k.withdrawal}), 0),
        coalesce(sum(e.amount_minor) FILTER (WHERE t.kind = ${k.bonus}), 0),
        coalesce(sum(e.amount_minor) FILTER (WHERE t.kind = ${k.rebate}), 0),
        coalesce(sum(e.amount_minor) FILTER (WHERE t.kind = ${k.dividend}), 0),
        coalesce(sum(e.amount_minor) FILTER (WHERE t.kind = ${k.dailySalary}), 0),
        coalesce(sum(e.amount_minor) FILTER (WHERE t.kind = ${k.hourlySalary}), 0),
        coalesce(sum(e.amount_minor) FILTER (WHERE t.kind = ${k.realtimeSalary}), 0)
      FROM ledger_transaction t
      JOIN ledger_entry e ON e.transaction_id = t.id
      JOIN ledger_account a ON a.id = e.account_id AND a.member_id IS NOT NULL
      WHERE t.merchant_id = ${merchantId} AND t.kind = ANY(${kinds}::text[])
        AND t.created_at >= ${from} AND t.created_at < ${to}
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
