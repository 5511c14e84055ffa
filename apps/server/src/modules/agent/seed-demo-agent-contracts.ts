import { dayInZone } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import type { TContractTier } from '../../db/tables/agent.js';
import { refreshAgentRollup } from './reports/rollup.js';
import { settleAgentPeriod } from './settlement/settle-agent-period.js';
import { periodContaining } from './settlement/settlement-periods.js';

const DAY_MS = 86_400_000;
const tier = (minValidBetMinor: number, minActive: number, ratePpm: number): TContractTier => ({
  minValidBetMinor,
  minActive,
  rateType: 'P',
  ratePpm,
});

/**
 * The daily-salary tiers of the reference note's worked example (section 7): the top agent 0.8 % / 1.2 %, its
 * sub-agents 0.6 % / 0.8 %, the third level 0.4 % / 0.5 %; each within the tier of its upline it qualifies for.
 */
const DAILY_SALARY_TIERS: Record<number, TContractTier[]> = {
  0: [tier(2_000_000, 3, 8_000), tier(10_000_000, 10, 12_000)],
  1: [tier(2_000_000, 3, 6_000), tier(5_000_000, 5, 8_000)],
  2: [tier(2_000_000, 3, 4_000), tier(3_000_000, 4, 5_000)],
};
/** The top agent's half-month dividend from the platform: 20 % from a 100,000.00 team bet, 30 % from 500,000.00. */
const DIVIDEND_TIERS: TContractTier[] = [
  { minValidBetMinor: 10_000_000, minNetLossMinor: 0, minActive: 5, rateType: 'P', ratePpm: 200_000 },
  { minValidBetMinor: 50_000_000, minNetLossMinor: 0, minActive: 15, rateType: 'P', ratePpm: 300_000 },
];

type TDemoAgent = { id: bigint; uplineId: bigint | null; level: number };

/**
 * Agreed contracts for the demo tree, in force from before its history: a daily salary down every level (the
 * platform pays the top agent, each agent its sub-agents) and the top agent's dividend. Then the two weeks
 * are settled day by day as the daily job would have, and the team rollups are brought up to date, so the
 * income and report pages show real bills and figures.
 */
export async function seedDemoAgentContracts(
  db: TDb,
  merchantId: bigint,
  agents: TDemoAgent[],
  historyDays: number,
): Promise<void> {
  const since = new Date(Date.now() - (historyDays + 2) * DAY_MS);
  const rows = agents.map((agent) => ({
    merchant_id: merchantId,
    contract_type: 'DAILY_SALARY' as const,
    upline_id: agent.uplineId,
    member_id: agent.id,
    period: 'D' as const,
    basis: 'VALID_BET' as const,
    tiers: JSON.stringify(DAILY_SALARY_TIERS[Math.min(agent.level, 2)]),
    status: 'VALID' as const,
    request_kind: 'NEW' as const,
    effective_from: since,
    decided_at: since,
    created_at: since,
  }));
  const top = agents.find((agent) => agent.uplineId === null);
  if (top)
    rows.push({
      ...rows[0]!,
      contract_type: 'DIVIDEND' as never,
      member_id: top.id,
      upline_id: null,
      period: 'H' as never,
      basis: 'NET_LOSS' as never,
      tiers: JSON.stringify(DIVIDEND_TIERS),
    });
  await db.insertInto('agent_contract').values(rows).execute();

  const merchant = await db
    .selectFrom('merchant')
    .select('brand')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const timeZone = (merchant.brand as { timeZone?: string }).timeZone ?? 'UTC';
  for (let day = historyDays; day >= 1; day -= 1) {
    const period = periodContaining('D', new Date(Date.now() - day * DAY_MS), timeZone);
    await settleAgentPeriod(db, { merchantId, type: 'DAILY_SALARY', kind: 'D', period });
  }
  await refreshAgentRollup(db, {
    merchantId,
    timeZone,
    fromDay: dayInZone(new Date(Date.now() - (historyDays + 1) * DAY_MS), timeZone),
    toDay: dayInZone(new Date(), timeZone),
  });
}
