import {
  MAX_ODDS,
  MIN_ODDS,
  gradeSelection,
  selectionsOf,
  type TSportsMarket,
  type TSportsScore,
  type TSportsSelection,
} from '@kirin/contracts';

/** A distribution of final scores: each score with its probability (summing to about 1). */
export type TScoreDistribution = { score: TSportsScore; p: number }[];

/** The book's margin on the simulated prices: offered odds are 95 % of the fair ones. */
const PRICE_MARGIN = 0.95;
/** Markets where a selection is nearly certain (or impossible) are suspended rather than priced absurdly. */
const MIN_PROBABILITY = 0.01;

function poissonPmf(lambda: number, max: number): number[] {
  const pmf: number[] = [];
  let term = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    pmf.push(term);
    term = (term * lambda) / (k + 1);
  }
  return pmf;
}

/** Football: the current score plus independent Poisson goals for the time left (up to 10 more each). */
export function footballDistribution(
  current: TSportsScore,
  homeRate: number,
  awayRate: number,
): TScoreDistribution {
  const home = poissonPmf(homeRate, 10);
  const away = poissonPmf(awayRate, 10);
  const out: TScoreDistribution = [];
  home.forEach((ph, h) =>
    away.forEach((pa, a) =>
      out.push({ score: { home: current.home + h, away: current.away + a }, p: ph * pa }),
    ),
  );
  return out;
}

/** Esports best of `bestOf` maps: each map won by home with probability `pHome`, from the maps won so far. */
export function bestOfDistribution(current: TSportsScore, pHome: number, bestOf: number): TScoreDistribution {
  const need = Math.ceil(bestOf / 2);
  const out: TScoreDistribution = [];
  const walk = (home: number, away: number, p: number) => {
    if (home === need || away === need) {
      out.push({ score: { home, away }, p });
      return;
    }
    walk(home + 1, away, p * pHome);
    walk(home, away + 1, p * (1 - pHome));
  };
  walk(current.home, current.away, 1);
  return out;
}

/**
 * A selection's price from the score distribution: the fair odds o solve E[return] = 1 with the market's own
 * grading (half results and pushes included), times the margin, floored to 0.01. Null: not worth offering.
 */
export function priceSelection(
  market: TSportsMarket,
  selection: TSportsSelection,
  distribution: TScoreDistribution,
): number | null {
  let win = 0;
  let back = 0; // stake returned regardless of the odds
  for (const { score, p } of distribution) {
    switch (gradeSelection(market, selection, score)) {
      case 'WIN':
        win += p;
        break;
      case 'HALF_WIN':
        win += p / 2;
        back += p / 2;
        break;
      case 'HALF_LOSE':
        back += p / 2;
        break;
      case 'VOID':
      case 'PUSH':
        back += p;
        break;
      case 'LOSE':
        break;
    }
  }
  if (win < MIN_PROBABILITY || 1 - back - win < MIN_PROBABILITY) return null;
  const fair = (1 - back) / win;
  const offered = Math.floor(fair * PRICE_MARGIN * 100) * 10;
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, offered));
}

/** Every selection of a market priced; the market is suspended when any selection is not worth offering. */
export function priceMarket(
  market: TSportsMarket,
  distribution: TScoreDistribution,
): { suspended: boolean; prices: Partial<Record<TSportsSelection, number>> } {
  const prices: Partial<Record<TSportsSelection, number>> = {};
  for (const selection of selectionsOf(market.kind)) {
    const price = priceSelection(market, selection, distribution);
    if (price === null) return { suspended: true, prices: {} };
    prices[selection] = price;
  }
  return { suspended: false, prices };
}
