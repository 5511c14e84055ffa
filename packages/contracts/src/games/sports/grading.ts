/**
 * Sportsbook market grading (docs/games.md, "Sports and esports"): which outcome a selection gets from a
 * final score. Lines are whole quarter units (`lineQuarters`: -0.25 → -1, 2.5 → 10) so no float ever decides a
 * bet. A quarter line (±0.25, ±0.75, …) is two half stakes on the neighbouring half/whole lines, which is
 * what makes HALF_WIN and HALF_LOSE.
 */

export const SPORTS_GAME_CODE = 'KIRIN_SPORTS';
export const ESPORTS_GAME_CODE = 'KIRIN_ESPORTS';

/** 1X2 (football), Asian handicap, over/under (total) and match winner (esports, two-way). */
export const SPORTS_MARKET_KINDS = ['ONE_X_TWO', 'ASIAN_HANDICAP', 'OVER_UNDER', 'MATCH_WINNER'] as const;
export type TSportsMarketKind = (typeof SPORTS_MARKET_KINDS)[number];

export const SPORTS_SELECTIONS = ['HOME', 'DRAW', 'AWAY', 'OVER', 'UNDER'] as const;
export type TSportsSelection = (typeof SPORTS_SELECTIONS)[number];

export const SPORTS_LEG_OUTCOMES = ['WIN', 'LOSE', 'HALF_WIN', 'HALF_LOSE', 'VOID', 'PUSH'] as const;
export type TSportsLegOutcome = (typeof SPORTS_LEG_OUTCOMES)[number];

/** A final score (goals, or maps for esports). */
export type TSportsScore = { home: number; away: number };

/** What a market is: its kind and, for handicap and totals, its line in quarter units. */
export type TSportsMarket = { kind: TSportsMarketKind; lineQuarters: number | null };

/** The selections each market offers. */
export function selectionsOf(kind: TSportsMarketKind): readonly TSportsSelection[] {
  switch (kind) {
    case 'ONE_X_TWO':
      return ['HOME', 'DRAW', 'AWAY'];
    case 'ASIAN_HANDICAP':
    case 'MATCH_WINNER':
      return ['HOME', 'AWAY'];
    case 'OVER_UNDER':
      return ['OVER', 'UNDER'];
  }
}

/** Whether a line needs splitting: ±0.25, ±0.75, ±1.25 … (odd quarter counts). */
export function isQuarterLine(lineQuarters: number): boolean {
  return Math.abs(lineQuarters) % 2 === 1;
}

/** Grading of one whole/half line from the selection's side: the margin in quarter units. */
function gradeMargin(marginQuarters: number): 'WIN' | 'LOSE' | 'PUSH' {
  if (marginQuarters > 0) return 'WIN';
  if (marginQuarters < 0) return 'LOSE';
  return 'PUSH';
}

/**
 * Grades a line market from the selection's margin before the line (quarter units) and the line itself. A
 * quarter line is split into the two lines a quarter either side; each carries half the stake.
 */
function gradeLine(marginQuarters: number, lineQuarters: number): TSportsLegOutcome {
  if (!isQuarterLine(lineQuarters)) return gradeMargin(marginQuarters + lineQuarters);
  const low = gradeMargin(marginQuarters + lineQuarters - 1);
  const high = gradeMargin(marginQuarters + lineQuarters + 1);
  if (low === high) return low;
  // Two lines half a goal apart: one is a PUSH and the other decides the half.
  const decided = low === 'PUSH' ? high : low;
  return decided === 'WIN' ? 'HALF_WIN' : 'HALF_LOSE';
}

function requireLine(market: TSportsMarket): number {
  if (market.lineQuarters === null || !Number.isInteger(market.lineQuarters))
    throw new Error(`${market.kind} needs a whole number of quarter units as its line`);
  return market.lineQuarters;
}

/**
 * The outcome of a selection of a market for a final score. The handicap line is the HOME side's (AWAY gets
 * its opposite); the totals line is the goal count OVER must pass. A two-way match winner that ends level is void.
 */
export function gradeSelection(
  market: TSportsMarket,
  selection: TSportsSelection,
  score: TSportsScore,
): TSportsLegOutcome {
  if (!selectionsOf(market.kind).includes(selection))
    throw new Error(`${selection} is not a selection of ${market.kind}`);
  const diff = score.home - score.away;
  switch (market.kind) {
    case 'ONE_X_TWO': {
      const winner = diff > 0 ? 'HOME' : diff < 0 ? 'AWAY' : 'DRAW';
      return winner === selection ? 'WIN' : 'LOSE';
    }
    case 'MATCH_WINNER':
      if (diff === 0) return 'VOID';
      return (diff > 0 ? 'HOME' : 'AWAY') === selection ? 'WIN' : 'LOSE';
    case 'ASIAN_HANDICAP': {
      const line = requireLine(market);
      return selection === 'HOME' ? gradeLine(diff * 4, line) : gradeLine(-diff * 4, -line);
    }
    case 'OVER_UNDER': {
      const line = requireLine(market);
      const total = (score.home + score.away) * 4;
      return selection === 'OVER' ? gradeLine(total, -line) : gradeLine(-total, line);
    }
  }
}

/** A line for people: quarter units → "-0.25", "+1", "2.5" (handicap lines are signed). */
export function formatLine(lineQuarters: number, signed: boolean): string {
  const text = String(lineQuarters / 4);
  return signed && lineQuarters > 0 ? `+${text}` : text;
}
