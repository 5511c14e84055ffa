import type { TContractTypeName } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';

/**
 * The demo merchant's contract policies: every type on, ceilings as the reference's worked examples need
 * (dividend 30 % on D/W/H/M, daily 1.2 %, hourly 1 %, real-time 0.6 %). Inserted once; edits are kept.
 */
const DEMO_POLICIES: { type: TContractTypeName; maxRatePpm: number; periods: string[] }[] = [
  { type: 'DIVIDEND', maxRatePpm: 300_000, periods: ['D', 'W', 'H', 'M'] },
  { type: 'DAILY_SALARY', maxRatePpm: 12_000, periods: ['D'] },
  { type: 'HOURLY_SALARY', maxRatePpm: 10_000, periods: ['1H'] },
  { type: 'REALTIME_SALARY', maxRatePpm: 6_000, periods: ['5M'] },
];

export async function seedDemoContractPolicies(db: TDb, merchantId: bigint): Promise<void> {
  await db
    .insertInto('agent_contract_policy')
    .values(
      DEMO_POLICIES.map((p) => ({
        merchant_id: merchantId,
        contract_type: p.type,
        is_enabled: true,
        max_rate_ppm: p.maxRatePpm,
        max_tiers: 5,
        active_min_bet_minor: 100_000n,
        single_bet_min_minor: 1_000n,
        periods: p.periods,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'contract_type']).doNothing())
    .execute();
}
