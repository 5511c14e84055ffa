import { DASHBOARD_MAX_DAYS, dayInZone } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { daysFrom, instantsOf, merchantZone, shiftDay } from './business-days.js';
import { DASHBOARD_KINDS } from './report-kinds.js';
import { activeMembersOf, kindsByDay, systemAccountIds } from './reports.queries.js';

/**
 * A business day is summed this long after it ended: a posting carries the time its transaction began, so one
 * begun just before midnight may commit just after (the agent rollups allow the same margin).
 */
export const REPORT_DAY_MARGIN_MS = 10 * 60 * 1000;
/** A merchant's first run sums this far back: the longest chart plus a month. */
export const REPORT_BACKFILL_DAYS = DASHBOARD_MAX_DAYS + 31;
/** Days summed per merchant and run, so a backfill spreads over a few runs. */
export const REPORT_DAYS_PER_RUN = 31;
const LOCK_SPACE = 1_746_046; // pg_advisory_xact_lock(space, merchant): one summing per merchant at a time

/**
 * Sums one closed business day of a merchant's ledger into report_day_kind, and its active members into
 * report_day_active, in one transaction, once: a day already summed (by this process or another) is left as it is. Answers whether this
 * call summed it. The sums are the live dashboard's queries over the same day, so a summed day answers the
 * same figures as the ledger.
 */
export async function rollReportDay(
  db: TDb,
  merchant: { id: bigint; timeZone: string },
  day: string,
): Promise<boolean> {
  const { from, to } = instantsOf(day, day, merchant.timeZone);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, ${Number(merchant.id % 2_000_000_000n)})`.execute(
      trx,
    );
    const claimed = await trx
      .insertInto('report_day')
      .values({ merchant_id: merchant.id, time_zone: merchant.timeZone, day })
      .onConflict((oc) => oc.doNothing())
      .returning('day')
      .executeTakeFirst();
    if (!claimed) return false;
    const systemIds = await systemAccountIds(trx, merchant.id);
    const scope = { merchantId: merchant.id, timeZone: merchant.timeZone, from, to, systemIds };
    await sql`
      INSERT INTO report_day_kind (merchant_id, time_zone, day, kind, postings, member_minor)
      SELECT ${merchant.id}::bigint, ${merchant.timeZone}::text, day, kind, postings, member_minor
      FROM (${kindsByDay({ ...scope, kinds: DASHBOARD_KINDS })}) kinds`.execute(trx);
    await sql`
      INSERT INTO report_day_active (merchant_id, time_zone, day, member_id)
      SELECT ${merchant.id}::bigint, ${merchant.timeZone}::text, day, member_id
      FROM (${activeMembersOf(trx, scope)}) active`.execute(trx);
    return true;
  });
}

/**
 * One run for a merchant: the closed days after the last one summed in its current zone (on a first run, from
 * REPORT_BACKFILL_DAYS back, empty days included, so the summed days always run without a gap up to the last
 * closed one), oldest first, at most REPORT_DAYS_PER_RUN. Days older than the backfill, which no dashboard
 * reads, are deleted (in every zone). Answers the days it summed.
 */
export async function catchUpReportDays(
  db: TDb,
  merchant: { id: bigint; timeZone: string },
  now: Date = new Date(),
): Promise<string[]> {
  const lastClosed = shiftDay(
    dayInZone(new Date(now.getTime() - REPORT_DAY_MARGIN_MS), merchant.timeZone),
    -1,
  );
  const latest = await db
    .selectFrom('report_day')
    .select((eb) => eb.fn.max('day').as('day'))
    .where('merchant_id', '=', merchant.id)
    .where('time_zone', '=', merchant.timeZone)
    .executeTakeFirst();
  const oldest = shiftDay(lastClosed, 1 - REPORT_BACKFILL_DAYS);
  await db
    .deleteFrom('report_day')
    .where('merchant_id', '=', merchant.id)
    .where('day', '<', oldest)
    .execute();
  const first = latest?.day && latest.day >= oldest ? shiftDay(latest.day, 1) : oldest;
  const runEnd = shiftDay(first, REPORT_DAYS_PER_RUN - 1);
  const last = runEnd < lastClosed ? runEnd : lastClosed;
  const rolled: string[] = [];
  for (const day of first <= last ? daysFrom(first, last) : [])
    if (await rollReportDay(db, merchant, day)) rolled.push(day);
  return rolled;
}

/** Every merchant's catch-up (the job's handler). */
export async function catchUpAllReportDays(db: TDb, now: Date = new Date()): Promise<void> {
  const merchants = await db.selectFrom('merchant').select(['id', 'brand']).execute();
  for (const merchant of merchants)
    await catchUpReportDays(db, { id: merchant.id, timeZone: merchantZone(merchant.brand) }, now);
}
