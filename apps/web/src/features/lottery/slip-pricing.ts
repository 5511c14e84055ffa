import {
  findLotteryBetType,
  formatLotteryOdds,
  lotteryPayoutMinor,
  lotteryStakeMinor,
  lotteryStakeUnits,
  validateLotteryPicks,
  type TLotteryBetDefinition,
  type TLotteryPickProblem,
} from '@kirin/contracts';
import type { z } from 'zod';
import type { ZLotteryBetTypeOffer } from '@kirin/contracts';

export type TBetTypeOffer = z.infer<typeof ZLotteryBetTypeOffer>;

/** One bet of the slip as the player made it; the stake is priced from it, as the server will. */
export type TSlipLine = {
  key: string;
  betCode: string;
  picks: string[];
  stationIds: string[];
  unitStakeMinor: number;
};

export type TPricedLine = {
  /** Stake units (the multiplier): combinations × units per combination × stations. */
  units: number;
  stakeMinor: number;
  /** One hit at the best prize of the odds sold now, capped at the game's maximum payout. */
  potentialWinMinor: number;
  /** The odds of that prize, as text ("99", "1.982"). */
  bestOdds: string;
  /** Per-occurrence bets pay every hit: the potential win is per hit. */
  isPerHit: boolean;
  halfPayPicks: string[];
  closedPicks: string[];
};

/** The stations a bet covers for pricing: at least one (games without stations count as one). */
export const stationCountOf = (stationIds: readonly string[]) => Math.max(1, stationIds.length);

/** The prize label with the best odds a hit of these picks can win. */
function bestPrizeOf(
  definition: TLotteryBetDefinition,
  odds: Record<string, number>,
  picks: readonly string[],
) {
  const labels = Object.keys(odds);
  const picked = definition.prizeKey === 'PICK' ? labels.filter((label) => picks.includes(label)) : [];
  const candidates = picked.length > 0 ? picked : labels;
  return candidates.reduce<string | null>(
    (best, label) => (best === null || (odds[label] ?? 0) > (odds[best] ?? 0) ? label : best),
    null,
  );
}

/** Stake, multiplier and potential win of one bet at the odds `offer` sells now. */
export function priceLine(
  line: Pick<TSlipLine, 'picks' | 'stationIds' | 'unitStakeMinor'>,
  definition: TLotteryBetDefinition,
  offer: TBetTypeOffer,
  maxPayoutMinor: number | null,
): TPricedLine {
  const stations = stationCountOf(line.stationIds);
  const best = bestPrizeOf(definition, offer.odds, line.picks);
  const rawWin =
    best === null ? 0 : lotteryPayoutMinor(line.unitStakeMinor, offer.odds, [{ prize: best, count: 1 }]);
  const capOf = (mode: 'HALF_PAY' | 'CLOSED') =>
    offer.cappedPicks
      .filter((cap) => cap.mode === mode && line.picks.includes(cap.pick))
      .map((cap) => cap.pick);
  return {
    units: lotteryStakeUnits(definition, line.picks, stations),
    stakeMinor: lotteryStakeMinor(definition, line.picks, line.unitStakeMinor, stations),
    potentialWinMinor: maxPayoutMinor === null ? rawWin : Math.min(rawWin, maxPayoutMinor),
    bestOdds: best === null ? '—' : formatLotteryOdds(offer.odds[best] ?? 0),
    isPerHit: definition.payout === 'PER_OCCURRENCE',
    halfPayPicks: capOf('HALF_PAY'),
    closedPicks: capOf('CLOSED'),
  };
}

/** Why the picks cannot go on the slip yet; engine problems first, then numbers the operator closed. */
export function lineProblems(
  line: Pick<TSlipLine, 'betCode' | 'picks' | 'stationIds'>,
  offer: TBetTypeOffer | undefined,
): TLotteryPickProblem['code'][] {
  const definition = findLotteryBetType(line.betCode);
  if (!definition || !offer) return ['PICK_OPTION'];
  const problems = validateLotteryPicks(definition, line.picks, stationCountOf(line.stationIds)).map(
    (p) => p.code,
  );
  return [...new Set(problems)];
}

/** The sum of the slip's stakes. */
export function slipTotalMinor(priced: readonly Pick<TPricedLine, 'stakeMinor'>[]): number {
  return priced.reduce((sum, line) => sum + line.stakeMinor, 0);
}
