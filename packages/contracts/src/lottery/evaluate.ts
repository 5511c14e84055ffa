/**
 * Validating picks, pricing the stake, and settling a bet against a draw (docs/lottery-engine.md). Money is
 * integer minor units; odds are integer thousandths (1.982 → 1982, 99.9 → 99900), multiplied in bigint.
 */
import type { TLotteryBetDefinition } from './bet-definition.js';
import { lotteryDrawNumbers, type TLotteryResult } from './draw-model.js';
import { matchLotteryPicks, type TLotteryHitEvent } from './matchers.js';

export type TLotteryOutcome = 'WIN' | 'LOSE' | 'REFUND';
/** Hits counted per prize label: 'WIN', a tier (4D 'FIRST') or a pick ('DRAGON', a sum '10'). */
export type TLotteryPrizeHit = { prize: string; count: number };
export type TLotteryEvaluation = { hits: number; prizeHits: TLotteryPrizeHit[]; outcome: TLotteryOutcome };
/** Odds in thousandths per prize label; most bets have only WIN. Paid per unit stake per hit. */
export type TLotteryOdds = Readonly<Record<string, number>>;

export type TLotteryPickProblem = {
  code: 'PICK_COUNT' | 'PICK_FORMAT' | 'PICK_RANGE' | 'PICK_DUPLICATE' | 'PICK_OPTION' | 'STATION_COUNT';
  message: string;
};

/** Why the picks (and station count) do not fit the bet type; an empty list means they do. */
export function validateLotteryPicks(
  definition: TLotteryBetDefinition,
  picks: readonly string[],
  stations = 1,
): TLotteryPickProblem[] {
  const problems: TLotteryPickProblem[] = [];
  const spec = definition.picks;
  const countMax = spec.countMax ?? spec.count;
  if (picks.length < spec.count || picks.length > countMax)
    problems.push({
      code: 'PICK_COUNT',
      message:
        spec.count === countMax
          ? `${definition.code} takes exactly ${spec.count} pick(s), got ${picks.length}`
          : `${definition.code} takes ${spec.count} to ${countMax} picks, got ${picks.length}`,
    });
  if (spec.type === 'NUMBERS') {
    const format = new RegExp(`^\\d{${spec.digits}}$`);
    for (const pick of picks) {
      if (!format.test(pick))
        problems.push({ code: 'PICK_FORMAT', message: `"${pick}" is not ${spec.digits} zero-padded digits` });
      else if (Number(pick) < spec.min || Number(pick) > spec.max)
        problems.push({ code: 'PICK_RANGE', message: `"${pick}" is outside ${spec.min}–${spec.max}` });
    }
    if (spec.distinct && new Set(picks).size !== picks.length)
      problems.push({ code: 'PICK_DUPLICATE', message: `${definition.code} needs distinct numbers` });
  } else {
    for (const pick of picks)
      if (!(spec.options as readonly string[]).includes(pick))
        problems.push({ code: 'PICK_OPTION', message: `"${pick}" is not one of ${spec.options.join(', ')}` });
    if (new Set(picks).size !== picks.length)
      problems.push({ code: 'PICK_DUPLICATE', message: `${definition.code} takes each option once` });
  }
  if (!Number.isInteger(stations) || stations < definition.stations.min || stations > definition.stations.max)
    problems.push({
      code: 'STATION_COUNT',
      message: `${definition.code} covers ${definition.stations.min}–${definition.stations.max} station(s), got ${stations}`,
    });
  return problems;
}

/** How many combinations the picks make: each pick, the whole set, or every unordered pair. */
export function lotteryCombinationCount(definition: TLotteryBetDefinition, picks: readonly string[]): number {
  switch (definition.combination) {
    case 'EACH_PICK':
      return picks.length;
    case 'WHOLE':
      return 1;
    case 'PAIRS':
      return (picks.length * (picks.length - 1)) / 2;
  }
}

/** Stake units the bet costs: combinations × units per combination × stations (lô MB: 27 per number). */
export function lotteryStakeUnits(
  definition: TLotteryBetDefinition,
  picks: readonly string[],
  stations: number,
) {
  return lotteryCombinationCount(definition, picks) * definition.unitsPerCombination * stations;
}

const toSafeMinor = (value: bigint, what: string): number => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`${what} exceeds the largest safe amount`);
  return Number(value);
};

const assertMinor = (value: number, what: string) => {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${what} is a whole number of minor units ≥ 0`);
};

/** What the player is charged: unit stake × stake units, computed by the server from the picks. */
export function lotteryStakeMinor(
  definition: TLotteryBetDefinition,
  picks: readonly string[],
  unitStakeMinor: number,
  stations = 1,
): number {
  assertMinor(unitStakeMinor, 'the unit stake');
  const units = lotteryStakeUnits(definition, picks, stations);
  return toSafeMinor(BigInt(unitStakeMinor) * BigInt(units), 'the stake');
}

const prizeLabel = (definition: TLotteryBetDefinition, hit: TLotteryHitEvent) =>
  definition.prizeKey === 'WIN' ? 'WIN' : definition.prizeKey === 'TIER' ? hit.tier : hit.pick;

/**
 * Settles picks against the draw: `draw` is one result, or one per station the bet covers (in order). Hits are
 * counted per station and added; a pooled bet (đá xiên) reads its stations' numbers as one draw. A tie without
 * any hit follows the tie rule (merchant policy may override the definition's).
 */
export function evaluateLotteryBet(
  definition: TLotteryBetDefinition,
  picks: readonly string[],
  draw: TLotteryResult | readonly TLotteryResult[],
  policy: { tieRule?: TLotteryBetDefinition['tieRule'] } = {},
): TLotteryEvaluation {
  const results = Array.isArray(draw) ? (draw as readonly TLotteryResult[]) : [draw as TLotteryResult];
  if (results.length < definition.stations.min || results.length > definition.stations.max)
    throw new Error(
      `${definition.code} settles against ${definition.stations.min}–${definition.stations.max} station(s)`,
    );
  const wrongFamily = results.find((result) => result.family !== definition.family);
  if (wrongFamily)
    throw new Error(`${definition.code} settles against ${definition.family}, not ${wrongFamily.family}`);
  const boards = definition.stations.pooled
    ? [results.flatMap(lotteryDrawNumbers)]
    : results.map((result) => lotteryDrawNumbers(result));
  const counts = new Map<string, number>();
  let tie = false;
  for (const rows of boards) {
    const match = matchLotteryPicks(definition.matcher, picks, rows);
    tie ||= match.tie;
    const paidUnits = new Set<string>();
    for (const hit of match.events) {
      if (definition.payout === 'ONCE' && paidUnits.has(hit.unit)) continue;
      paidUnits.add(hit.unit);
      const label = prizeLabel(definition, hit);
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
  }
  const prizeHits = [...counts].map(([prize, count]) => ({ prize, count }));
  const hits = prizeHits.reduce((sum, hit) => sum + hit.count, 0);
  const tieRule = policy.tieRule ?? definition.tieRule;
  const outcome: TLotteryOutcome = hits > 0 ? 'WIN' : tie && tieRule === 'REFUND' ? 'REFUND' : 'LOSE';
  return { hits, prizeHits, outcome };
}

/**
 * The winnings: floor(unit stake × Σ odds(prize) × count / 1000), one rounding at the end. Vietnamese "1 ăn X"
 * and 4D prices exclude the stake; credit odds of the fast games include it, so this is what is credited.
 */
export function lotteryPayoutMinor(
  unitStakeMinor: number,
  odds: TLotteryOdds,
  prizeHits: readonly TLotteryPrizeHit[],
): number {
  assertMinor(unitStakeMinor, 'the unit stake');
  let thousandths = 0n;
  for (const { prize, count } of prizeHits) {
    const price = odds[prize];
    if (price === undefined || !Number.isSafeInteger(price) || price < 0)
      throw new Error(`no odds for the prize ${prize}`);
    thousandths += BigInt(unitStakeMinor) * BigInt(price) * BigInt(count);
  }
  return toSafeMinor(thousandths / 1000n, 'the payout');
}

/** What settlement credits: the payout on a win, the whole stake on a refund, nothing on a loss. */
export function lotterySettlementMinor(
  evaluation: TLotteryEvaluation,
  bet: { unitStakeMinor: number; stakeMinor: number; odds: TLotteryOdds },
): number {
  switch (evaluation.outcome) {
    case 'WIN':
      return lotteryPayoutMinor(bet.unitStakeMinor, bet.odds, evaluation.prizeHits);
    case 'REFUND':
      return bet.stakeMinor;
    case 'LOSE':
      return 0;
  }
}
