/**
 * The generic matcher kinds (bet-definition.ts) read against a draw's (tier, value) rows. A matcher reports hit
 * events, each naming the unit it pays (a pick, a pair, or '*' for the whole set), the pick and the tier it hit,
 * and whether the draw is a tie for the picks; evaluate.ts turns those into hits and an outcome.
 */
import type { TLotteryDigitSlice, TLotteryMatcher, TLotteryValueSource } from './bet-definition.js';
import type { TLotteryDrawNumber } from './draw-model.js';

export type TLotteryHitEvent = { unit: string; pick: string; tier: string };
export type TLotteryMatch = { events: TLotteryHitEvent[]; tie: boolean };

const WHOLE = '*';

/** The slice of a drawn number, or null when the number is too short to have it (a 2-digit G7 for lô 3). */
export function lotterySliceDigits(value: string, slice: TLotteryDigitSlice): string | null {
  const start = slice.start < 0 ? value.length + slice.start : slice.start;
  if (start < 0 || start + slice.length > value.length) return null;
  return value.slice(start, start + slice.length);
}

const inTiers = (rows: readonly TLotteryDrawNumber[], tiers: readonly string[] | 'ALL') =>
  tiers === 'ALL' ? rows : rows.filter((row) => tiers.includes(row.tier));

/** The slices of the rows in `tiers`, with their tiers, skipping numbers too short for the slice. */
function slices(
  rows: readonly TLotteryDrawNumber[],
  tiers: readonly string[] | 'ALL',
  slice: TLotteryDigitSlice,
) {
  return inTiers(rows, tiers).flatMap((row) => {
    const digits = lotterySliceDigits(row.value, slice);
    return digits === null ? [] : [{ tier: row.tier, digits }];
  });
}

/** The value at a tier (one of the fast games' positions), as a number. */
function valueAt(rows: readonly TLotteryDrawNumber[], tier: string): number {
  const row = rows.find((r) => r.tier === tier);
  if (!row) throw new Error(`the draw has no ${tier}`);
  return Number(row.value);
}

const derive = (rows: readonly TLotteryDrawNumber[], source: TLotteryValueSource) =>
  source.sumOf.reduce((sum, tier) => sum + valueAt(rows, tier), 0);

const sortDigits = (digits: string) => [...digits].sort().join('');

/** Adjacent on the circle 0–9, so 9 and 0 count as neighbours (the reference: 9-0-1 is a run). */
const isAdjacentDigit = (a: number, b: number) => (a - b + 10) % 10 === 1 || (b - a + 10) % 10 === 1;

/** The SSC form of three digits: LEOPARD (豹子) > STRAIGHT (顺子) > PAIR (对子) > HALF_STRAIGHT (半顺) > MIXED. */
export function lotteryThreeDigitForm(
  digits: readonly number[],
): 'LEOPARD' | 'STRAIGHT' | 'PAIR' | 'HALF_STRAIGHT' | 'MIXED' {
  const [a, b, c] = digits as [number, number, number];
  const distinct = new Set(digits).size;
  if (distinct === 1) return 'LEOPARD';
  if (distinct === 3) {
    const set = new Set(digits);
    if (digits.some((d) => set.has((d + 1) % 10) && set.has((d + 2) % 10))) return 'STRAIGHT';
  }
  if (distinct === 2) return 'PAIR';
  if (isAdjacentDigit(a, b) || isAdjacentDigit(b, c) || isAdjacentDigit(a, c)) return 'HALF_STRAIGHT';
  return 'MIXED';
}

const event = (unit: string, pick: string, tier = WHOLE): TLotteryHitEvent => ({ unit, pick, tier });

/** Every hit event of `picks` against one draw's rows (one station, or the pooled stations of đá xiên). */
export function matchLotteryPicks(
  matcher: TLotteryMatcher,
  picks: readonly string[],
  rows: readonly TLotteryDrawNumber[],
): TLotteryMatch {
  const noTie = (events: TLotteryHitEvent[]): TLotteryMatch => ({ events, tie: false });
  switch (matcher.kind) {
    case 'DIGITS_IN_TIERS': {
      const drawn = slices(rows, matcher.tiers, matcher.slice);
      return noTie(
        picks.flatMap((pick) => drawn.filter((d) => d.digits === pick).map((d) => event(pick, pick, d.tier))),
      );
    }
    case 'PERMUTATION_OF': {
      const drawn = slices(rows, matcher.tiers, matcher.slice);
      return noTie(
        picks.flatMap((pick) =>
          drawn
            .filter((d) => sortDigits(d.digits) === sortDigits(pick))
            .map((d) => event(pick, pick, d.tier)),
        ),
      );
    }
    case 'ALL_PICKS_PRESENT':
    case 'NO_PICK_PRESENT': {
      const drawn = new Set(slices(rows, matcher.tiers, matcher.slice).map((d) => d.digits));
      const present = picks.filter((pick) => drawn.has(pick)).length;
      const wins = matcher.kind === 'ALL_PICKS_PRESENT' ? present === picks.length : present === 0;
      return noTie(wins ? [event(WHOLE, WHOLE)] : []);
    }
    case 'PAIR_PRESENT': {
      const drawn = new Set(slices(rows, matcher.tiers, matcher.slice).map((d) => d.digits));
      const events: TLotteryHitEvent[] = [];
      picks.forEach((a, i) =>
        picks.slice(i + 1).forEach((b) => {
          if (drawn.has(a) && drawn.has(b)) events.push(event(`${a}-${b}`, `${a}-${b}`));
        }),
      );
      return noTie(events);
    }
    case 'SEQUENCE_EQUALS': {
      const drawn = matcher.tiers.map((tier) => rows.find((r) => r.tier === tier)?.value ?? '').join('');
      return noTie(picks.filter((pick) => pick === drawn).map((pick) => event(pick, pick)));
    }
    case 'OCCURRENCES': {
      const drawn = inTiers(rows, matcher.tiers);
      return noTie(
        picks
          .filter((pick) => drawn.filter((r) => r.value === pick).length >= matcher.atLeast)
          .map((pick) => event(pick, pick)),
      );
    }
    case 'DISTINCT_COUNT': {
      const distinct = new Set(inTiers(rows, matcher.tiers).map((r) => r.value)).size;
      return noTie(distinct === matcher.distinct ? [event(WHOLE, WHOLE)] : []);
    }
    case 'BIG_SMALL': {
      const value = derive(rows, matcher.source);
      const values = matcher.source.sumOf.map((tier) => valueAt(rows, tier));
      const isTriple = values.length === 3 && new Set(values).size === 1;
      if ((value > matcher.smallMax && value < matcher.bigMin) || (matcher.tieOnTriple && isTriple))
        return { events: [], tie: true };
      const drawn = value >= matcher.bigMin ? 'BIG' : 'SMALL';
      return noTie(picks.filter((pick) => pick === drawn).map((pick) => event(pick, pick)));
    }
    case 'ODD_EVEN': {
      const drawn = derive(rows, matcher.source) % 2 === 1 ? 'ODD' : 'EVEN';
      return noTie(picks.filter((pick) => pick === drawn).map((pick) => event(pick, pick)));
    }
    case 'SUM_EQUALS': {
      const value = derive(rows, matcher.source);
      return noTie(picks.filter((pick) => Number(pick) === value).map((pick) => event(pick, pick)));
    }
    case 'COMPARE_POSITIONS': {
      const left = valueAt(rows, matcher.left);
      const right = valueAt(rows, matcher.right);
      if (left === right)
        return {
          events: picks.filter((pick) => pick === 'TIE').map((pick) => event(pick, pick)),
          tie: picks.some((pick) => pick !== 'TIE'),
        };
      const drawn = left > right ? 'DRAGON' : 'TIGER';
      return noTie(picks.filter((pick) => pick === drawn).map((pick) => event(pick, pick)));
    }
    case 'FORM': {
      const drawn = lotteryThreeDigitForm(matcher.tiers.map((tier) => valueAt(rows, tier)));
      return noTie(picks.filter((pick) => pick === drawn).map((pick) => event(pick, pick)));
    }
  }
}
