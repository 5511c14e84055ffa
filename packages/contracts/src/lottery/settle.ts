/**
 * One bet settled from its own snapshot (docs/lottery.md, "Settlement"): the engine's evaluation, then the
 * bet's half-pay picks, its payout ceiling and its tie rule. The settlement job runs the same rules in SQL and
 * is tested against this function; the game's current odds never enter.
 */
import type { TLotteryBetDefinition, TLotteryTieRule } from './bet-definition.js';
import type { TLotteryResult } from './draw-model.js';
import {
  evaluateLotteryBet,
  lotteryPayoutMinor,
  type TLotteryEvaluation,
  type TLotteryOdds,
  type TLotteryPrizeHit,
} from './evaluate.js';

/** What a bet row keeps for its settlement: odds in thousandths, tie rule, half-pay picks, payout ceiling. */
export type TLotteryBetSnapshot = {
  unitStakeMinor: number;
  stakeMinor: number;
  odds: TLotteryOdds;
  tieRule: TLotteryTieRule;
  halfPayPicks: readonly string[];
  maxPayoutMinor: number | null;
};

export type TLotteryBetStatusAfterDraw = 'WON' | 'LOST' | 'REFUNDED';

export type TLotteryBetSettlement = TLotteryEvaluation & {
  /** The part of prizeHits on units holding a half-pay pick (a pick, a pair, or the whole set). */
  halfPrizeHits: TLotteryPrizeHit[];
  status: TLotteryBetStatusAfterDraw;
  /** What the member is credited: the payout (half where due, capped) on a win, the stake on a refund. */
  creditMinor: number;
};

function subtractHits(all: readonly TLotteryPrizeHit[], part: readonly TLotteryPrizeHit[]) {
  const left = new Map(all.map((hit) => [hit.prize, hit.count]));
  for (const hit of part) left.set(hit.prize, (left.get(hit.prize) ?? 0) - hit.count);
  return [...left].filter(([, count]) => count > 0).map(([prize, count]) => ({ prize, count }));
}

/**
 * The hits on half-pay units. A whole-set bet (xiên, lô trượt, any-n) is one unit: half if it holds a half-pay
 * pick. Per-pick and per-pair bets: every unit without a half-pay pick is exactly what the picks without them
 * win, so the rest is the half part.
 */
function halfPayHits(
  definition: TLotteryBetDefinition,
  picks: readonly string[],
  draw: TLotteryResult | readonly TLotteryResult[],
  evaluation: TLotteryEvaluation,
  halfPayPicks: readonly string[],
): TLotteryPrizeHit[] {
  const half = new Set(halfPayPicks);
  if (!picks.some((pick) => half.has(pick))) return [];
  if (definition.combination === 'WHOLE') return evaluation.prizeHits;
  const fullPicks = picks.filter((pick) => !half.has(pick));
  return subtractHits(evaluation.prizeHits, evaluateLotteryBet(definition, fullPicks, draw).prizeHits);
}

/**
 * Settles a bet: status, hits and the credit. Payout = floor(unit × Σ odds × (full hits + half hits / 2) / 1000),
 * one floor at the end, then at most the bet's ceiling; a tie refunded by the bet's rule credits the stake.
 */
export function settleLotteryBet(
  definition: TLotteryBetDefinition,
  picks: readonly string[],
  draw: TLotteryResult | readonly TLotteryResult[],
  snapshot: TLotteryBetSnapshot,
): TLotteryBetSettlement {
  const evaluation = evaluateLotteryBet(definition, picks, draw, { tieRule: snapshot.tieRule });
  const halfPrizeHits = halfPayHits(definition, picks, draw, evaluation, snapshot.halfPayPicks);
  switch (evaluation.outcome) {
    case 'WIN': {
      const halfByPrize = new Map(halfPrizeHits.map((hit) => [hit.prize, hit.count]));
      // Twice every full hit plus each half hit, halved once: floor(floor(x / 1000) / 2) = floor(x / 2000).
      const doubled = evaluation.prizeHits.map(({ prize, count }) => ({
        prize,
        count: 2 * count - (halfByPrize.get(prize) ?? 0),
      }));
      const payout = Math.floor(lotteryPayoutMinor(snapshot.unitStakeMinor, snapshot.odds, doubled) / 2);
      const creditMinor =
        snapshot.maxPayoutMinor === null ? payout : Math.min(payout, snapshot.maxPayoutMinor);
      return { ...evaluation, halfPrizeHits, status: 'WON', creditMinor };
    }
    case 'REFUND':
      return { ...evaluation, halfPrizeHits, status: 'REFUNDED', creditMinor: snapshot.stakeMinor };
    case 'LOSE':
      return { ...evaluation, halfPrizeHits, status: 'LOST', creditMinor: 0 };
  }
}
