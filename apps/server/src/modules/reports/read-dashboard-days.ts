import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { daysFrom, instantsOf, type TReportMerchant } from './business-days.js';
import { DASHBOARD_KINDS } from './report-kinds.js';
import { countRegistrationsByDay } from '../member/count-registrations.js';
import {
  activeMembersOf,
  countActiveByDay,
  sumKindsByDay,
  systemAccountIds,
  type TActiveDay,
  type TKindDay,
} from './reports.queries.js';

/** One business day's sums: member legs per ledger kind, the day's active members, its registrations. */
export type TDaySums = {
  kinds: Map<string, { postings: bigint; memberMinor: bigint }>;
  active: bigint;
  registered: bigint;
};

export type TDashboardDays = {
  /** Every day from `first` to `today`. */
  days: Map<string, TDaySums>;
  /** Members active in the month (each once). */
  monthActive: bigint;
  /** The first day read from the ledger; the days before it came from report_day. */
  liveFrom: string;
};

/**
 * The dashboard's days `first`..`today` of a merchant, to be called inside one snapshot. The days the report
 * job has summed (report_day, in the merchant's current zone) up to the first one it has not are read from
 * its rows; from there to today from the ledger and the login history, with the same queries the job ran.
 * Registrations are always counted live (member_created_idx makes them cheap); the month's active members are
 * the summed days' rows and the live days' members, counted once.
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
  const rolledActive: TActiveDay[] = await trx
    .selectFrom('report_day_active')
    .select(['day', (eb) => eb.fn.countAll<bigint>().as('active')])
    .where('merchant_id', '=', merchant.id)
    .where('time_zone', '=', merchant.timeZone)
    .where('day', '>=', first)
    .where('day', '<', liveFrom)
    .groupBy('day')
    .execute();
  const liveKinds = await sumKindsByDay(trx, { ...live, kinds: DASHBOARD_KINDS });
  const liveActive = await countActiveByDay(trx, live);
  const registered = await countRegistrationsByDay(trx, {
    ...zone,
    ...instantsOf(first, today, merchant.timeZone),
  });

  const days = new Map<string, TDaySums>();
  for (const day of daysFrom(first, today))
    days.set(day, { kinds: new Map(), active: 0n, registered: BigInt(registered.get(day) ?? 0) });
  for (const row of [...rolledKinds, ...liveKinds])
    days
      .get(row.day)
      ?.kinds.set(row.kind, { postings: BigInt(row.postings), memberMinor: BigInt(row.member_minor) });
  for (const row of [...rolledActive, ...liveActive]) {
    const sums = days.get(row.day);
    if (sums) sums.active = BigInt(row.active);
  }

  // The month's active members: summed days' rows before liveFrom, live ones from liveFrom (or the 1st) on.
  const liveMonthFrom = liveFrom > monthStart ? liveFrom : monthStart;
  const liveMonth = { ...live, ...instantsOf(liveMonthFrom, today, merchant.timeZone) };
  const { rows } = await sql<{ active: bigint }>`
    SELECT count(DISTINCT member_id) AS active FROM (
      SELECT member_id FROM report_day_active
      WHERE merchant_id = ${merchant.id} AND time_zone = ${merchant.timeZone}
        AND day >= ${monthStart}::date AND day < ${liveFrom}::date
      UNION ALL
      SELECT member_id FROM (${activeMembersOf(trx, liveMonth)}) live
    ) month`.execute(trx);
  return { days, monthActive: BigInt(rows[0]?.active ?? 0n), liveFrom };
}
