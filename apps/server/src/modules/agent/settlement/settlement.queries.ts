import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type {
  TContractBasis,
  TContractPeriod,
  TContractTier,
  TContractType,
} from '../../../db/tables/agent.js';
import type { TTeamTotals } from './settlement-maths.js';
import type { TPeriod } from './settlement-periods.js';

/** The SQL the settlement reads: one statement per figure, each over the whole tree at once (agent_closure). */

export type TMerchantZone = { timeZone: string; currency: string };

/** The merchant's brand zone and currency: periods are its days, payments its currency. */
export async function merchantZone(db: TDb, merchantId: bigint): Promise<TMerchantZone> {
  const row = await db
    .selectFrom('merchant')
    .select([
      sql<string | null>`brand->>'timeZone'`.as('timeZone'),
      sql<string | null>`brand->>'currency'`.as('currency'),
    ])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return { timeZone: row.timeZone ?? 'UTC', currency: row.currency ?? 'VND' };
}

export type TPolicy = {
  isEnabled: boolean;
  activeMinBetMinor: bigint;
  singleBetMinMinor: bigint;
  periods: string[];
  isReviewRequired: boolean;
};

export async function loadPolicy(
  db: TDb,
  merchantId: bigint,
  type: TContractType,
): Promise<TPolicy | undefined> {
  const row = await db
    .selectFrom('agent_contract_policy')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('contract_type', '=', type)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    isEnabled: row.is_enabled,
    activeMinBetMinor: BigInt(row.active_min_bet_minor),
    singleBetMinMinor: BigInt(row.single_bet_min_minor),
    periods: row.periods,
    isReviewRequired: row.is_review_required,
  };
}

export type TContractInForce = {
  id: bigint;
  memberId: bigint;
  uplineId: bigint | null;
  category: string;
  basis: TContractBasis;
  tiers: TContractTier[];
  isCumulative: boolean;
};

/**
 * The contracts that govern `period`: agreed before it started and not ended before it ends (a termination
 * still settles its last period on the old terms). One per agent and category: the newest if two overlap.
 */
export async function contractsInForce(
  db: TDb,
  merchantId: bigint,
  type: TContractType,
  kind: TContractPeriod,
  period: TPeriod,
): Promise<TContractInForce[]> {
  const rows = await sql<{
    id: bigint;
    member_id: bigint;
    upline_id: bigint | null;
    game_category: string;
    basis: TContractBasis;
    tiers: TContractTier[];
    is_cumulative: boolean;
  }>`
    SELECT DISTINCT ON (member_id, game_category) id, member_id, upline_id, game_category, basis, tiers, is_cumulative
    FROM agent_contract
    WHERE merchant_id = ${merchantId} AND contract_type = ${type} AND period = ${kind}
      AND effective_from IS NOT NULL AND effective_from <= ${period.start}
      AND (status = 'VALID' OR (status IN ('TERMINATED', 'EXPIRED') AND effective_until IS NOT NULL))
      AND (effective_until IS NULL OR effective_until >= ${period.end})
    ORDER BY member_id, game_category, id DESC`.execute(db);
  return rows.rows.map((r) => ({
    id: r.id,
    memberId: r.member_id,
    uplineId: r.upline_id,
    category: r.game_category,
    basis: r.basis,
    tiers: r.tiers,
    isCumulative: r.is_cumulative,
  }));
}

type TTotalsRow = {
  agent_id: bigint;
  valid_bet: string;
  payout: string;
  won_stake: string;
  lost_stake: string;
  active: string;
};

/**
 * Each agent's team figures from bet_round, by settlement time: first one aggregate per member over the
 * period's range (bet_round_settled_idx), then one join with agent_closure summing members into every
 * ancestor agent. Active = team accounts, the agent included, whose valid bet reached `activeMinBetMinor`.
 * `singleBetMinMinor` (real-time salary) leaves out single bets below it.
 */
export async function teamBetTotals(
  db: TDb,
  input: {
    merchantId: bigint;
    agentIds: bigint[];
    category: string;
    period: TPeriod;
    activeMinBetMinor: bigint;
    singleBetMinMinor: bigint | null;
  },
): Promise<Map<bigint, Omit<TTeamTotals, 'rebateMinor' | 'bonusMinor' | 'salaryMinor' | 'feeMinor'>>> {
  const { merchantId, agentIds, category, period } = input;
  const rows = await sql<TTotalsRow>`
    WITH per_member AS (
      SELECT r.member_id,
        sum(r.valid_bet_minor) AS valid_bet,
        sum(r.payout_minor) AS payout,
        coalesce(sum(r.valid_bet_minor) FILTER (WHERE r.payout_minor > r.stake_minor), 0) AS won_stake,
        coalesce(sum(r.valid_bet_minor) FILTER (WHERE r.payout_minor < r.stake_minor), 0) AS lost_stake
      FROM bet_round r
      WHERE r.merchant_id = ${merchantId} AND r.status = 'SETTLED'
        AND r.settled_at >= ${period.start} AND r.settled_at < ${period.end}
        AND (${category}::text = 'ALL' OR r.game_category = ${category}::text)
        AND (${input.singleBetMinMinor}::bigint IS NULL OR r.valid_bet_minor >= ${input.singleBetMinMinor}::bigint)
      GROUP BY r.member_id
    )
    SELECT c.ancestor_id AS agent_id,
      sum(m.valid_bet)::text AS valid_bet, sum(m.payout)::text AS payout,
      sum(m.won_stake)::text AS won_stake, sum(m.lost_stake)::text AS lost_stake,
      count(*) FILTER (WHERE m.valid_bet >= ${input.activeMinBetMinor}::bigint)::text AS active
    FROM agent_closure c JOIN per_member m ON m.member_id = c.member_id
    WHERE c.ancestor_id = ANY(${agentIds.map(String)}::bigint[])
    GROUP BY c.ancestor_id`.execute(db);
  return new Map(
    rows.rows.map((r) => [
      BigInt(r.agent_id),
      {
        validBetMinor: BigInt(r.valid_bet),
        payoutMinor: BigInt(r.payout),
        wonStakeMinor: BigInt(r.won_stake),
        lostStakeMinor: BigInt(r.lost_stake),
        activeCount: Number(r.active),
      },
    ]),
  );
}

export type TTeamCosts = { rebateMinor: bigint; bonusMinor: bigint; salaryMinor: bigint; feeMinor: bigint };

/**
 * What the platform spent on each agent's team in the period, for the dividend's net loss: bonuses (ledger
 * kind BONUS) and rebates (any kind containing REBATE) credited to team members, and the salaries that entered
 * the team: Σ keep over the team's salary bills is exactly what its uplines outside the team paid in.
 */
export async function teamCosts(
  db: TDb,
  merchantId: bigint,
  agentIds: bigint[],
  period: TPeriod,
): Promise<Map<bigint, TTeamCosts>> {
  const ids = agentIds.map(String);
  const money = await sql<{ agent_id: bigint; bonus: string; rebate: string }>`
    WITH per_member AS (
      SELECT a.member_id,
        coalesce(sum(e.amount_minor) FILTER (WHERE t.kind = 'BONUS'), 0) AS bonus,
        coalesce(sum(e.amount_minor) FILTER (WHERE t.kind LIKE '%REBATE%'), 0) AS rebate
      FROM ledger_transaction t
      JOIN ledger_entry e ON e.transaction_id = t.id
      JOIN ledger_account a ON a.id = e.account_id AND a.member_id IS NOT NULL
      WHERE t.merchant_id = ${merchantId} AND (t.kind = 'BONUS' OR t.kind LIKE '%REBATE%')
        AND t.created_at >= ${period.start} AND t.created_at < ${period.end}
      GROUP BY a.member_id
    )
    SELECT c.ancestor_id AS agent_id, sum(m.bonus)::text AS bonus, sum(m.rebate)::text AS rebate
    FROM agent_closure c JOIN per_member m ON m.member_id = c.member_id
    WHERE c.ancestor_id = ANY(${ids}::bigint[])
    GROUP BY c.ancestor_id`.execute(db);
  const salaries = await sql<{ agent_id: bigint; salary: string }>`
    SELECT c.ancestor_id AS agent_id, sum(b.keep_minor)::text AS salary
    FROM agent_bill b JOIN agent_closure c ON c.member_id = b.member_id
    WHERE b.merchant_id = ${merchantId} AND c.ancestor_id = ANY(${ids}::bigint[])
      AND b.contract_type IN ('DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')
      AND b.status NOT IN ('REJECTED', 'NOT_REACHED')
      AND b.period_start >= ${period.start} AND b.period_end <= ${period.end}
    GROUP BY c.ancestor_id`.execute(db);
  const costs = new Map<bigint, TTeamCosts>();
  const of = (id: bigint) => {
    let cost = costs.get(id);
    if (!cost) costs.set(id, (cost = { rebateMinor: 0n, bonusMinor: 0n, salaryMinor: 0n, feeMinor: 0n }));
    return cost;
  };
  for (const r of money.rows) {
    of(BigInt(r.agent_id)).bonusMinor = BigInt(r.bonus);
    of(BigInt(r.agent_id)).rebateMinor = BigInt(r.rebate);
  }
  for (const r of salaries.rows) of(BigInt(r.agent_id)).salaryMinor = BigInt(r.salary);
  return costs;
}

/**
 * Cumulative dividend contracts: the negative base of the same contract's bill for the period just before
 * (its net loss after its own carry), carried forward; 0 after a positive period or under a new contract.
 */
export async function carriedLosses(
  db: TDb,
  contractIds: bigint[],
  periodStart: Date,
): Promise<Map<bigint, bigint>> {
  if (contractIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('agent_bill')
    .select(['contract_id', sql<string | null>`inputs->>'netLossAfterCarryMinor'`.as('after')])
    .where('contract_id', 'in', contractIds)
    .where('period_end', '=', periodStart)
    .execute();
  const carries = new Map<bigint, bigint>();
  for (const r of rows) {
    const after = BigInt(r.after ?? '0');
    if (after < 0n) carries.set(r.contract_id, after);
  }
  return carries;
}
