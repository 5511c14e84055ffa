import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { daysFrom, instantsOf, type TReportMerchant } from './business-days.js';
import { DASHBOARD_KINDS, STAKE_KINDS } from './report-kinds.js';
import {
  countBettorsByDay,
  countRegistrations,
  isMemberLeg,
  sumKindsByDay,
  systemAccountIds,
  type TBettorDay,
  type TKindDay,
} from './reports.queries.js';

/** One business day's sums: member legs per ledger kind, the day's bettors, its registrations. */
export type TDaySums = {
  kinds: Map<string, { postings: bigint; memberMinor: bigint }>;
  bettors: bigint;
  registered: bigint;
};

export type TDashboardDays = {
  /** Every day from `first` to `today`. */
  days: Map<string, TDaySums>;
  /** Members who bet in the month (each once). */
  monthBettors: bigint;
  /** The first day read from the ledger; the days before it came from report_day. */
  liveFrom: string;
};

/**
 * The dashboard's days `first`..`today` of a merchant, to be called inside one snapshot. The days the report
 * job has summed (report_day, in the merchant's current zone) up to the first one it has not are read from
 * its rows; from there to today from the ledger itself, with the same queries the job ran. Registrations are
 * always counted live (member_registered_idx makes them cheap); the month's bettors are the summed days'
 * bettor rows and the live days' bet postings, counted once.
 */
export async function readDashboardDays(
  trx: TDb,
  merchant: TReportMerchant,
  range: { first: string; today: string; monthStart: string },
): Promise<TDashboardDays> {
  const { first, today, monthStart } = range;
  const zone = { merchantId: merchant.id, timeZone: merchant.timeZone };
  const rolled = new Set(
    (
      await trx
        .selectFrom('report_day')
        .select('day')
        .where('merchant_id', '=', merchant.id)
        .where('time_zone', '=', merchant.timeZone)
        .where('day', '>=', first)
        .where('day', '<=', today)
        .execute()
    ).map((row) => row.day),
  );
  const liveFrom = daysFrom(first, today).find((day) => !rolled.has(day)) ?? today;
  const systemIds = await systemAccountIds(trx, merchant.id);
  const live = { ...zone, ...instantsOf(liveFrom, today, merchant.timeZone), systemIds };

  const rolledKinds: TKindDay[] = await trx
    .selectFrom('report_day_kind')
    .select(['day', 'kind', 'postings', 'member_minor'])
    .where('merchant_id', '=', merchant.id)
    .where('time_zone', '=', merchant.timeZone)
    .where('day', '>=', first)
    .where('day', '<', liveFrom)
    .execute();
  const rolledBettors: TBettorDay[] = await trx
    .selectFrom('report_day_bettor')
    .select(['day', (eb) => eb.fn.countAll<bigint>().as('bettors')])
    .where('merchant_id', '=', merchant.id)
    .where('time_zone', '=', merchant.timeZone)
    .where('day', '>=', first)
    .where('day', '<', liveFrom)
    .groupBy('day')
    .execute();
  const liveKinds = await sumKindsByDay(trx, { ...live, kinds: DASHBOARD_KINDS });
  const liveBettors = await countBettorsByDay(trx, live);
  const registered = await countRegistrations(trx, {
    ...zone,
    ...instantsOf(first, today, merchant.timeZone),
  });

  const days = new Map<string, TDaySums>();
  for (const day of daysFrom(first, today))
    days.set(day, { kinds: new Map(), bettors: 0n, registered: BigInt(registered.get(day) ?? 0) });
  for (const row of [...rolledKinds, ...liveKinds])
    days
      .get(row.day)
      ?.kinds.set(row.kind, { postings: BigInt(row.postings), memberMinor: BigInt(row.member_minor) });
  for (const row of [...rolledBettors, ...liveBettors]) {
    const sums = days.get(row.day);
    if (sums) sums.bettors = BigInt(row.bettors);
  }

  // The month's bettors: summed days' rows before liveFrom, live postings from liveFrom (or the 1st) on.
  const liveMonthFrom = liveFrom > monthStart ? liveFrom : monthStart;
  const month = instantsOf(liveMonthFrom, today, merchant.timeZone);
  const { rows } = await sql<{ bettors: bigint }>`
    SELECT count(*) AS bettors FROM (
      SELECT account_id FROM report_day_bettor
      WHERE merchant_id = ${merchant.id} AND time_zone = ${merchant.timeZone}
        AND day >= ${monthStart}::date AND day < ${liveFrom}::date
      UNION
      SELECT e.account_id FROM ledger_transaction t JOIN ledger_entry e ON e.transaction_id = t.id
      WHERE t.merchant_id = ${merchant.id} AND t.kind = ANY(${STAKE_KINDS}::text[])
        AND t.created_at >= ${month.from} AND t.created_at < ${month.to} AND ${isMemberLeg(systemIds)}
    ) bettors`.execute(trx);
  return { days, monthBettors: BigInt(rows[0]?.bettors ?? 0n), liveFrom };
}
