import type { TDb } from '../../../db/database.js';
import type { TContractPeriod, TContractType } from '../../../db/tables/agent.js';
import type { TJobRegistration } from '../../../platform/jobs.js';
import {
  merchantsWithPolicies,
  payOpenAgentBills,
  settleAgentPeriod,
  type TSettleRun,
} from './settle-agent-period.js';
import { lastClosedPeriod, SETTLE_GRACE_MS } from './settlement-periods.js';
import { merchantZone } from './settlement.queries.js';

export const AGENT_SETTLE_JOB = 'agent-settle';
export const AGENT_BILL_RETRY_JOB = 'agent-bill-retry';

/** Salaries settle before the dividend: the dividend's net loss deducts them (reference note section 8). */
const RUN_ORDER: readonly TContractType[] = ['REALTIME_SALARY', 'HOURLY_SALARY', 'DAILY_SALARY', 'DIVIDEND'];
const FIXED_PERIOD: Record<Exclude<TContractType, 'DIVIDEND'>, TContractPeriod> = {
  REALTIME_SALARY: '5M',
  HOURLY_SALARY: '1H',
  DAILY_SALARY: 'D',
};
const DIVIDEND_PERIODS: readonly TContractPeriod[] = ['D', 'W', 'H', 'M'];

/**
 * What a tick at `now` settles for one merchant, in order: the last closed 5-minute window, the last closed
 * hour, yesterday once it is 02:05 in the merchant's zone, and each dividend period the merchant offers once
 * it is 02:10 after it closed. A period already settled answers at once (its bills exist), so every tick may
 * name it again: a missed tick is made up by the next.
 */
export function dueRuns(
  merchantId: bigint,
  policies: { type: TContractType; periods: string[] }[],
  now: Date,
  timeZone: string,
): TSettleRun[] {
  const runs: TSettleRun[] = [];
  for (const type of RUN_ORDER) {
    const policy = policies.find((p) => p.type === type);
    if (!policy) continue;
    const kinds =
      type === 'DIVIDEND' ? DIVIDEND_PERIODS.filter((k) => policy.periods.includes(k)) : [FIXED_PERIOD[type]];
    for (const kind of kinds)
      runs.push({
        merchantId,
        type,
        kind,
        period: lastClosedPeriod(kind, now, timeZone, SETTLE_GRACE_MS[type]),
      });
  }
  return runs;
}

/** One tick over every merchant with an enabled policy. A failing merchant does not stop the others. */
export async function runAgentSettlementTick(db: TDb, now: Date = new Date()): Promise<number> {
  const policies = await merchantsWithPolicies(db);
  const merchants = [...new Set(policies.map((p) => p.merchantId))];
  let failed = 0;
  for (const merchantId of merchants) {
    try {
      const { timeZone } = await merchantZone(db, merchantId);
      const own = policies.filter((p) => p.merchantId === merchantId);
      for (const run of dueRuns(merchantId, own, now, timeZone)) await settleAgentPeriod(db, run);
    } catch (error) {
      failed += 1;
      console.warn(`[kirin] agent settlement failed for merchant ${merchantId}`, error);
    }
  }
  return failed;
}

/**
 * Settlement every 5 minutes (cron is UTC; each merchant's periods are computed in its own zone), and the
 * payables retry every 10 minutes: an upline that was short pays once it has the money. No retries of their
 * own: the next tick is the retry, and every payment is keyed by its bill.
 */
export const registerAgentSettlementJobs: TJobRegistration = async (runner, ctx) => {
  await runner.define({
    name: AGENT_SETTLE_JOB,
    cron: '*/5 * * * *',
    retryLimit: 0,
    expireInSeconds: 900,
    handler: async () => {
      await runAgentSettlementTick(ctx.db);
    },
  });
  await runner.define({
    name: AGENT_BILL_RETRY_JOB,
    cron: '*/10 * * * *',
    retryLimit: 0,
    expireInSeconds: 900,
    handler: async () => {
      const merchants = await merchantsWithPolicies(ctx.db);
      for (const merchantId of new Set(merchants.map((m) => m.merchantId)))
        await payOpenAgentBills(ctx.db, merchantId);
    },
  });
};
