import { dayInZone, startOfDayInZone } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TJobRegistration } from '../../../platform/jobs.js';
import { evaluateVipBoundary, type TVipEvaluation } from './evaluate-vip-boundary.js';
import { readVipMerchant } from './vip-member-state.js';
import { readSafeInstant } from './vip.queries.js';

export const VIP_EVALUATE_JOB = 'vip-evaluate';
/** A tick makes up at most this many missed days (a longer outage: the operator runs older dates by hand). */
const MAX_CATCH_UP_DAYS = 7;

/** The ISO day `count` days after `day`. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
}

/** The boundary that closes the merchant day `day`: the next day's local midnight. */
export function boundaryOfDay(day: string, timeZone: string): Date {
  return startOfDayInZone(addDays(day, 1), timeZone);
}

/**
 * One tick for one merchant: every day boundary from the one after its last run up to the latest midnight
 * that is safe (readSafeInstant), oldest first; before its first run, only the latest. Once a boundary has
 * run the tick does nothing until the next midnight, so this is a daily job at 00:00 of the merchant's zone,
 * applied by the first tick after it.
 */
export async function runVipTickForMerchant(db: TDb, merchantId: bigint): Promise<TVipEvaluation[]> {
  const merchant = await readVipMerchant(db, merchantId);
  const safe = await readSafeInstant(db);
  const latestDay = dayInZone(safe, merchant.timeZone);
  const last = await db
    .selectFrom('vip_run')
    .select((eb) => eb.fn.max('boundary').as('boundary'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  const days: string[] = [];
  for (let i = 0; i < MAX_CATCH_UP_DAYS; i++) {
    const day = addDays(latestDay, -i);
    if (last?.boundary && startOfDayInZone(day, merchant.timeZone) <= last.boundary) break;
    days.unshift(day);
    if (!last?.boundary) break;
  }
  const runs: TVipEvaluation[] = [];
  for (const day of days)
    runs.push(await evaluateVipBoundary(db, merchant, startOfDayInZone(day, merchant.timeZone)));
  return runs;
}

/** Every merchant with a VIP ladder; one failing merchant does not stop the others. */
export async function runVipTick(db: TDb): Promise<number> {
  const merchants = await db.selectFrom('vip_level').select('merchant_id').distinct().execute();
  let failed = 0;
  for (const { merchant_id } of merchants) {
    try {
      await runVipTickForMerchant(db, merchant_id);
    } catch (error) {
      failed += 1;
      console.warn(`[kirin] VIP evaluation failed for merchant ${merchant_id}`, error);
    }
  }
  return failed;
}

/** Every 10 minutes (cron is UTC; each merchant's midnight is in its own zone). No retries: the next tick is. */
export const registerVipJobs: TJobRegistration = async (runner, ctx) => {
  await runner.define({
    name: VIP_EVALUATE_JOB,
    cron: '*/10 * * * *',
    retryLimit: 0,
    expireInSeconds: 900,
    handler: async () => {
      await runVipTick(ctx.db);
    },
  });
};
