/**
 * What a lottery bet type is, as data (docs/lottery-engine.md, "Bet types" and "Matchers"). A definition says
 * what the player picks, which drawn numbers it is matched against through one of a few generic matcher kinds,
 * how many units the stake covers, how hits are keyed for the odds, and what a tie does.
 */
import type { TLotteryFamily } from './draw-model.js';

/** A slice of a drawn number, like String.prototype.slice: start −2, length 2 is "the last two digits". */
export type TLotteryDigitSlice = { start: number; length: number };

/** A value derived from the draw: the sum of the numeric values of these tiers (one tier: that position). */
export type TLotteryValueSource = { sumOf: readonly string[] };

/**
 * The matcher kinds. Each is a filter or an aggregate over the draw's (tier, value) rows, so settlement can run
 * the same rule in SQL; the one-line SQL mapping of each is in the docs.
 */
export type TLotteryMatcher =
  /** Each pick hits once per drawn number in `tiers` (long enough) whose slice equals it: lô, đề, 3 càng, 4D. */
  | { kind: 'DIGITS_IN_TIERS'; tiers: readonly string[] | 'ALL'; slice: TLotteryDigitSlice }
  /** Each pick hits once per drawn number whose slice has the same digits in any order: Thai 3 tote. */
  | { kind: 'PERMUTATION_OF'; tiers: readonly string[]; slice: TLotteryDigitSlice }
  /** The whole pick set hits once if every pick is among the slices of `tiers`: xiên, 11x5 any-n. */
  | { kind: 'ALL_PICKS_PRESENT'; tiers: readonly string[] | 'ALL'; slice: TLotteryDigitSlice }
  /** The whole pick set hits once if no pick is among the slices: lô trượt. */
  | { kind: 'NO_PICK_PRESENT'; tiers: readonly string[] | 'ALL'; slice: TLotteryDigitSlice }
  /** Each unordered pair of picks hits once if both are among the slices: đá. */
  | { kind: 'PAIR_PRESENT'; tiers: readonly string[] | 'ALL'; slice: TLotteryDigitSlice }
  /** The pick, split into `width`-digit parts, equals the values of `tiers` in order: SSC 3-digit direct. */
  | { kind: 'SEQUENCE_EQUALS'; tiers: readonly string[]; width: number }
  /** Each pick hits if it is the value of at least `atLeast` of `tiers`: K3 given pair/triple, number shown. */
  | { kind: 'OCCURRENCES'; tiers: readonly string[]; atLeast: number }
  /** Hits if the values of `tiers` hold exactly `distinct` different values: K3 any triple (1), all different (3). */
  | { kind: 'DISTINCT_COUNT'; tiers: readonly string[]; distinct: number }
  /** Pick BIG or SMALL of a derived value; values strictly between are a tie, so is a triple if `tieOnTriple`. */
  | {
      kind: 'BIG_SMALL';
      source: TLotteryValueSource;
      smallMax: number;
      bigMin: number;
      tieOnTriple?: boolean;
    }
  /** Pick ODD or EVEN of a derived value. */
  | { kind: 'ODD_EVEN'; source: TLotteryValueSource }
  /** Pick the derived value itself: K3 sum, PK10 1st + 2nd; the odds are keyed by the value picked. */
  | { kind: 'SUM_EQUALS'; source: TLotteryValueSource }
  /** Pick DRAGON (left > right), TIGER (left < right) or TIE; equal values tie DRAGON and TIGER. */
  | { kind: 'COMPARE_POSITIONS'; left: string; right: string }
  /** Pick the form of three digit positions (豹子 > 顺子 > 对子 > 半顺 > 杂六; 9-0-1 is a run). */
  | { kind: 'FORM'; tiers: readonly [string, string, string] };

export type TLotteryMatcherKind = TLotteryMatcher['kind'];

/** Options a choice bet offers; numbers are picked as digit strings instead. */
export const LOTTERY_PICK_OPTIONS = [
  'BIG',
  'SMALL',
  'ODD',
  'EVEN',
  'DRAGON',
  'TIGER',
  'TIE',
  'LEOPARD',
  'STRAIGHT',
  'PAIR',
  'HALF_STRAIGHT',
  'MIXED',
] as const;
export type TLotteryPickOption = (typeof LOTTERY_PICK_OPTIONS)[number];

/** What the player picks: zero-padded numbers of `digits` digits within a range, or options from a list. */
export type TLotteryPickSpec =
  | {
      type: 'NUMBERS';
      digits: number;
      min: number;
      max: number;
      /** How many numbers the bet takes: exactly `count`, or from `count` to `countMax`. */
      count: number;
      countMax?: number;
      distinct: boolean;
    }
  | { type: 'OPTIONS'; options: readonly TLotteryPickOption[]; count: number; countMax?: number };

/**
 * How picks become stake units: EACH_PICK (every pick is its own unit, like lô numbers), WHOLE (the set is one
 * unit, like xiên), PAIRS (every unordered pair is a unit, like đá).
 */
export type TLotteryCombination = 'EACH_PICK' | 'WHOLE' | 'PAIRS';

/** What a tie does: LOSE keeps the stake, REFUND returns it in full (a push). Merchant policy may override. */
export type TLotteryTieRule = 'LOSE' | 'REFUND';

/**
 * How the odds are looked up for a hit: WIN (one price), TIER (per prize tier hit, as 4D pays per prize), PICK
 * (per value picked, as a sum bet pays by the sum).
 */
export type TLotteryPrizeKey = 'WIN' | 'TIER' | 'PICK';

export type TLotteryBetDefinition = {
  /** Stable id, stored on the bet and in the odds tables: REGION_BET or FAMILY_BET. */
  code: string;
  family: TLotteryFamily;
  /** Readable name (Vietnamese, Thai or Chinese term first) for operators; the site translates by code. */
  name: string;
  picks: TLotteryPickSpec;
  matcher: TLotteryMatcher;
  combination: TLotteryCombination;
  /** Stake units per combination per station: 27 for northern lô, 18 for southern lô, 1 for đề. */
  unitsPerCombination: number;
  /** Stations the bet may cover; each multiplies the stake. Đá xiên needs exactly two, read as one pool. */
  stations: { min: number; max: number; pooled?: boolean };
  /** PER_OCCURRENCE pays every hit (lô drawn twice pays twice); ONCE pays at most one hit per unit. */
  payout: 'PER_OCCURRENCE' | 'ONCE';
  prizeKey: TLotteryPrizeKey;
  tieRule: TLotteryTieRule;
};
