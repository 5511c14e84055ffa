import type { TContractTypeName } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TContractPeriod, TContractTier } from '../../../db/tables/agent.js';

// Test data builders for the contract tests.

/** One percentage tier. */
export const tier = (minValidBetMinor: number, ratePpm: number, minActive = 0): TContractTier => ({
  minValidBetMinor,
  minNetLossMinor: 0,
  minActive,
  rateType: 'P',
  ratePpm,
});

/** Turns a contract type on for the merchant. */
export async function enablePolicy(
  db: TDb,
  merchantId: bigint,
  type: TContractTypeName,
  over: { maxRatePpm?: number; maxTiers?: number; periods?: string[] } = {},
): Promise<void> {
  await db
    .insertInto('agent_contract_policy')
    .values({
      merchant_id: merchantId,
      contract_type: type,
      is_enabled: true,
      max_rate_ppm: over.maxRatePpm ?? 400_000,
      max_tiers: over.maxTiers ?? 5,
      periods: over.periods ?? ['D', 'W', 'H', 'M'],
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'contract_type']).doNothing())
    .execute();
}

const PERIOD: Record<TContractTypeName, TContractPeriod> = {
  DIVIDEND: 'H',
  DAILY_SALARY: 'D',
  HOURLY_SALARY: '1H',
  REALTIME_SALARY: '5M',
};

/** An agreed contract in force now, written straight to the table (what an accepted offer leaves). */
export async function makeAgreedContract(
  db: TDb,
  input: {
    merchantId: bigint;
    type: TContractTypeName;
    memberId: bigint;
    uplineId: bigint | null;
    tiers: TContractTier[];
  },
): Promise<bigint> {
  const { id } = await db
    .insertInto('agent_contract')
    .values({
      merchant_id: input.merchantId,
      contract_type: input.type,
      upline_id: input.uplineId,
      member_id: input.memberId,
      period: PERIOD[input.type],
      basis: input.type === 'DIVIDEND' ? 'NET_LOSS' : 'VALID_BET',
      tiers: JSON.stringify(input.tiers),
      status: 'VALID',
      requested_by: input.uplineId,
      effective_from: new Date(Date.now() - 86_400_000),
      decided_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function readContract(db: TDb, id: bigint | string) {
  return db.selectFrom('agent_contract').selectAll().where('id', '=', BigInt(id)).executeTakeFirstOrThrow();
}
