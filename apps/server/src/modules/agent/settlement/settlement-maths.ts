import type { TContractBasis, TContractTier } from '../../../db/tables/agent.js';

/**
 * The settlement's arithmetic, with no database (docs/agent-programme.md "Settlement"): tier selection, each
 * agent's gross from its team's totals, and the differential keep = gross − Σ gross of its direct downlines.
 * Money is bigint minor units; rates are parts per million.
 */

export const PPM = 1_000_000n;

/** base × ppm / 1 000 000, rounded half-up to the minor unit (half away from zero for a negative base). */
export function applyRate(baseMinor: bigint, ratePpm: number | bigint): bigint {
  const product = baseMinor * BigInt(ratePpm);
  if (product < 0n) return -((-product + PPM / 2n) / PPM);
  return (product + PPM / 2n) / PPM;
}

/** What a team did in a period: the settlement reads these per agent from bet_round and the ledger. */
export type TTeamTotals = {
  validBetMinor: bigint;
  payoutMinor: bigint;
  rebateMinor: bigint;
  bonusMinor: bigint;
  salaryMinor: bigint;
  feeMinor: bigint;
  /** Stake of won and of lost bets (WIN_LOSS_STAKE basis). */
  wonStakeMinor: bigint;
  lostStakeMinor: bigint;
  /** Team accounts (the agent included) whose period valid bet reached the active minimum. */
  activeCount: number;
};

export const ZERO_TOTALS: TTeamTotals = {
  validBetMinor: 0n,
  payoutMinor: 0n,
  rebateMinor: 0n,
  bonusMinor: 0n,
  salaryMinor: 0n,
  feeMinor: 0n,
  wonStakeMinor: 0n,
  lostStakeMinor: 0n,
  activeCount: 0,
};

/** Team net loss seen from the platform: validBet − payouts − rebates − bonuses − salaries − fees. */
export function netLossOf(t: TTeamTotals): bigint {
  return t.validBetMinor - t.payoutMinor - t.rebateMinor - t.bonusMinor - t.salaryMinor - t.feeMinor;
}

/**
 * The highest tier whose every threshold is met (valid bet, net loss when the tier sets one, active count),
 * or undefined: the bill is NOT_REACHED and pays 0. Thresholds are inclusive (exactly at one meets it).
 */
export function selectTier(
  tiers: readonly TContractTier[],
  validBetMinor: bigint,
  netLossMinor: bigint,
  activeCount: number,
): number | undefined {
  let chosen: number | undefined;
  tiers.forEach((tier, index) => {
    const isBetMet = validBetMinor >= BigInt(tier.minValidBetMinor);
    const isLossMet = tier.minNetLossMinor === undefined || netLossMinor >= BigInt(tier.minNetLossMinor);
    const isActiveMet = activeCount >= tier.minActive;
    if (isBetMet && isLossMet && isActiveMet) chosen = index;
  });
  return chosen;
}

export type TSettleNode = {
  memberId: bigint;
  /** Who pays this agent: its contract's upline, or null for the platform. */
  payerId: bigint | null;
  basis: TContractBasis;
  tiers: readonly TContractTier[];
  totals: TTeamTotals;
  /** Dividend, cumulative contracts: the negative base carried from the previous unpaid period (≤ 0). */
  carryMinor: bigint;
};

export type TSettledBill = {
  memberId: bigint;
  payerId: bigint | null;
  netLossMinor: bigint;
  carryMinor: bigint;
  /** What the rate applied to (after carry and the clamp at 0 for a net-loss basis). */
  baseMinor: bigint;
  tierIndex: number | null;
  ratePpm: number | null;
  grossMinor: bigint;
  downlines: { memberId: bigint; grossMinor: bigint }[];
  downlineGrossMinor: bigint;
  keepMinor: bigint;
};

type TGross = { baseMinor: bigint; ratePpm: number | null; grossMinor: bigint };

/** One agent's gross from its own tier: the differential is applied afterwards over the whole tree. */
export function grossOf(node: TSettleNode, tier: TContractTier): TGross {
  const t = node.totals;
  switch (node.basis) {
    case 'NET_LOSS': {
      // A team that made a profit (after any carried loss) earns nothing, whatever its tier.
      const base = netLossOf(t) + node.carryMinor;
      const clamped = base > 0n ? base : 0n;
      if (tier.rateType === 'F')
        return {
          baseMinor: clamped,
          ratePpm: null,
          grossMinor: clamped > 0n ? BigInt(tier.amountMinor ?? 0) : 0n,
        };
      return { baseMinor: clamped, ratePpm: tier.ratePpm, grossMinor: applyRate(clamped, tier.ratePpm) };
    }
    case 'VALID_BET': {
      if (tier.rateType === 'F')
        return { baseMinor: t.validBetMinor, ratePpm: null, grossMinor: BigInt(tier.amountMinor ?? 0) };
      return {
        baseMinor: t.validBetMinor,
        ratePpm: tier.ratePpm,
        grossMinor: applyRate(t.validBetMinor, tier.ratePpm),
      };
    }
    case 'WIN_LOSS_STAKE': {
      // Each part rounds on its own, as the bill shows them: 8 + 30 = 38.
      const won = applyRate(t.wonStakeMinor, tier.winRatePpm ?? 0);
      const lost = applyRate(t.lostStakeMinor, tier.lossRatePpm ?? 0);
      return { baseMinor: t.wonStakeMinor + t.lostStakeMinor, ratePpm: null, grossMinor: won + lost };
    }
    case 'TEAM_RESULT': {
      const isTeamLosing = t.validBetMinor - t.payoutMinor > 0n;
      const rate = (isTeamLosing ? tier.lossRatePpm : tier.winRatePpm) ?? 0;
      return { baseMinor: t.validBetMinor, ratePpm: rate, grossMinor: applyRate(t.validBetMinor, rate) };
    }
  }
}

/**
 * Settles one period's tree: each node's tier and gross from its own team totals, then
 * keep = gross − Σ gross of the nodes it pays (its direct downlines in this run). Keep may be negative: the
 * upline still pays its downline (reference note section 1, "Negative keep").
 */
export function settleTree(nodes: readonly TSettleNode[]): TSettledBill[] {
  const bills = nodes.map((node): TSettledBill => {
    const netLoss = netLossOf(node.totals);
    const tierIndex = selectTier(
      node.tiers,
      node.totals.validBetMinor,
      netLoss + node.carryMinor,
      node.totals.activeCount,
    );
    const tier = tierIndex === undefined ? undefined : node.tiers[tierIndex];
    const gross = tier ? grossOf(node, tier) : { baseMinor: 0n, ratePpm: null, grossMinor: 0n };
    return {
      memberId: node.memberId,
      payerId: node.payerId,
      netLossMinor: netLoss,
      carryMinor: node.carryMinor,
      baseMinor: gross.baseMinor,
      tierIndex: tierIndex ?? null,
      ratePpm: gross.ratePpm,
      grossMinor: gross.grossMinor,
      downlines: [],
      downlineGrossMinor: 0n,
      keepMinor: gross.grossMinor,
    };
  });
  const byMember = new Map(bills.map((bill) => [bill.memberId, bill]));
  for (const bill of bills) {
    const payer = bill.payerId === null ? undefined : byMember.get(bill.payerId);
    if (!payer || bill.grossMinor === 0n) continue;
    payer.downlines.push({ memberId: bill.memberId, grossMinor: bill.grossMinor });
    payer.downlineGrossMinor += bill.grossMinor;
    payer.keepMinor -= bill.grossMinor;
  }
  return bills;
}

/** Real-time salary: the base is the valid bet of single bets at or above the minimum; smaller ones are ignored. */
export function realtimeBase(betsMinor: readonly bigint[], singleBetMinMinor: bigint): bigint {
  return betsMinor.filter((bet) => bet >= singleBetMinMinor).reduce((sum, bet) => sum + bet, 0n);
}
