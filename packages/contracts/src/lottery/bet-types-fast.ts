/**
 * Fast-game (ELOTT) bet types: SSC, PK10, K3 and 11x5. Positions are tiers B1…B5 (balls), P1…P10 (cars in
 * finishing order), D1…D3 (dice); per-position bets are generated per position so each has its own code and odds.
 */
import type {
  TLotteryBetDefinition,
  TLotteryMatcher,
  TLotteryPickOption,
  TLotteryPickSpec,
  TLotteryPrizeKey,
  TLotteryTieRule,
} from './bet-definition.js';
import type { TLotteryFamily } from './draw-model.js';

type TFastFamily = Extract<TLotteryFamily, 'SSC' | 'PK10' | 'K3' | '11X5'>;

function bet(
  family: TFastFamily,
  code: string,
  name: string,
  picks: TLotteryPickSpec,
  matcher: TLotteryMatcher,
  extra: Partial<{ prizeKey: TLotteryPrizeKey; tieRule: TLotteryTieRule; combination: 'WHOLE' }> = {},
): TLotteryBetDefinition {
  return {
    code,
    family,
    name,
    picks,
    matcher,
    combination: extra.combination ?? 'EACH_PICK',
    unitsPerCombination: 1,
    stations: { min: 1, max: 1 },
    payout: 'ONCE',
    prizeKey: extra.prizeKey ?? 'WIN',
    tieRule: extra.tieRule ?? 'LOSE',
  };
}

const numbers = (digits: number, min: number, max: number, count = 1, countMax = max - min + 1) =>
  ({ type: 'NUMBERS', digits, min, max, count, countMax, distinct: true }) as const;
const oneOf = (...options: TLotteryPickOption[]): TLotteryPickSpec => ({
  type: 'OPTIONS',
  options,
  count: 1,
});
const BIG_SMALL = oneOf('BIG', 'SMALL');
const ODD_EVEN = oneOf('ODD', 'EVEN');
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const tiers = (prefix: string, from: number, to: number) => range(from, to).map((i) => `${prefix}${i}`);

function ssc(): TLotteryBetDefinition[] {
  const bets: TLotteryBetDefinition[] = [];
  for (const k of range(1, 5)) {
    const at = [`B${k}`];
    bets.push(
      bet('SSC', `SSC_B${k}_DIGIT`, `Ball ${k} digit (定位胆)`, numbers(1, 0, 9), {
        kind: 'DIGITS_IN_TIERS',
        tiers: at,
        slice: { start: 0, length: 1 },
      }),
      bet('SSC', `SSC_B${k}_BIG_SMALL`, `Ball ${k} big/small`, BIG_SMALL, {
        kind: 'BIG_SMALL',
        source: { sumOf: at },
        smallMax: 4,
        bigMin: 5,
      }),
      bet('SSC', `SSC_B${k}_ODD_EVEN`, `Ball ${k} odd/even`, ODD_EVEN, {
        kind: 'ODD_EVEN',
        source: { sumOf: at },
      }),
    );
  }
  const all = tiers('B', 1, 5);
  bets.push(
    bet('SSC', 'SSC_SUM_BIG_SMALL', 'Sum big/small (总和大小)', BIG_SMALL, {
      kind: 'BIG_SMALL',
      source: { sumOf: all },
      smallMax: 22,
      bigMin: 23,
    }),
    bet('SSC', 'SSC_SUM_ODD_EVEN', 'Sum odd/even (总和单双)', ODD_EVEN, {
      kind: 'ODD_EVEN',
      source: { sumOf: all },
    }),
    // Equal balls 1 and 5: DRAGON and TIGER lose (the reference's rule), TIE wins at its own price.
    bet(
      'SSC',
      'SSC_DRAGON_TIGER',
      'Dragon/tiger/tie (龙虎和)',
      oneOf('DRAGON', 'TIGER', 'TIE'),
      { kind: 'COMPARE_POSITIONS', left: 'B1', right: 'B5' },
      { prizeKey: 'PICK' },
    ),
  );
  const forms = oneOf('LEOPARD', 'STRAIGHT', 'PAIR', 'HALF_STRAIGHT', 'MIXED');
  for (const [part, from] of [
    ['FRONT3', 1],
    ['MIDDLE3', 2],
    ['BACK3', 3],
  ] as const) {
    const three = tiers('B', from, from + 2) as [string, string, string];
    bets.push(
      bet(
        'SSC',
        `SSC_${part}_FORM`,
        `${part} form (豹子/顺子/对子/半顺/杂六)`,
        forms,
        { kind: 'FORM', tiers: three },
        { prizeKey: 'PICK' },
      ),
    );
    if (part !== 'MIDDLE3')
      bets.push(
        bet('SSC', `SSC_${part}_DIRECT`, `${part} direct (直选)`, numbers(3, 0, 999, 1, 100), {
          kind: 'SEQUENCE_EQUALS',
          tiers: three,
          width: 1,
        }),
      );
  }
  return bets;
}

function pk10(): TLotteryBetDefinition[] {
  const bets: TLotteryBetDefinition[] = [];
  for (const k of range(1, 10)) {
    const at = [`P${k}`];
    bets.push(
      bet('PK10', `PK10_P${k}_NUMBER`, `Position ${k} car`, numbers(2, 1, 10), {
        kind: 'DIGITS_IN_TIERS',
        tiers: at,
        slice: { start: 0, length: 2 },
      }),
      bet('PK10', `PK10_P${k}_BIG_SMALL`, `Position ${k} big/small`, BIG_SMALL, {
        kind: 'BIG_SMALL',
        source: { sumOf: at },
        smallMax: 5,
        bigMin: 6,
      }),
      bet('PK10', `PK10_P${k}_ODD_EVEN`, `Position ${k} odd/even`, ODD_EVEN, {
        kind: 'ODD_EVEN',
        source: { sumOf: at },
      }),
    );
  }
  // Cars are distinct, so position k against position 11 − k never ties.
  for (const k of range(1, 5))
    bets.push(
      bet('PK10', `PK10_DT${k}`, `Dragon/tiger ${k} v ${11 - k}`, oneOf('DRAGON', 'TIGER'), {
        kind: 'COMPARE_POSITIONS',
        left: `P${k}`,
        right: `P${11 - k}`,
      }),
    );
  const top2 = { sumOf: ['P1', 'P2'] };
  bets.push(
    bet(
      'PK10',
      'PK10_TOP2_SUM',
      '1st + 2nd sum (冠亚和)',
      numbers(2, 3, 19),
      { kind: 'SUM_EQUALS', source: top2 },
      { prizeKey: 'PICK' },
    ),
    // Sum 11 is small (no tie): small ≤ 11, big ≥ 12.
    bet(
      'PK10',
      'PK10_TOP2_SUM_BIG_SMALL',
      '1st + 2nd sum big/small',
      BIG_SMALL,
      { kind: 'BIG_SMALL', source: top2, smallMax: 11, bigMin: 12 },
      { prizeKey: 'PICK' },
    ),
    bet(
      'PK10',
      'PK10_TOP2_SUM_ODD_EVEN',
      '1st + 2nd sum odd/even',
      ODD_EVEN,
      { kind: 'ODD_EVEN', source: top2 },
      { prizeKey: 'PICK' },
    ),
  );
  return bets;
}

function k3(): TLotteryBetDefinition[] {
  const dice = tiers('D', 1, 3);
  // The bet on "any triple" has nothing to choose: its one pick is the form it backs (豹子, LEOPARD), so every
  // bet has at least one pick in the database and on the slip.
  const anyTriple: TLotteryPickSpec = { type: 'OPTIONS', options: ['LEOPARD'], count: 1 };
  return [
    bet(
      'K3',
      'K3_SUM',
      'Sum (和值)',
      numbers(2, 3, 18),
      { kind: 'SUM_EQUALS', source: { sumOf: dice } },
      { prizeKey: 'PICK' },
    ),
    // A triple ties big/small; the default policy is that the house takes it (通吃), a merchant may refund.
    bet('K3', 'K3_SUM_BIG_SMALL', 'Sum big/small', BIG_SMALL, {
      kind: 'BIG_SMALL',
      source: { sumOf: dice },
      smallMax: 10,
      bigMin: 11,
      tieOnTriple: true,
    }),
    bet('K3', 'K3_SUM_ODD_EVEN', 'Sum odd/even', ODD_EVEN, { kind: 'ODD_EVEN', source: { sumOf: dice } }),
    bet(
      'K3',
      'K3_ANY_TRIPLE',
      'Any triple (通选三同号)',
      anyTriple,
      { kind: 'DISTINCT_COUNT', tiers: dice, distinct: 1 },
      { combination: 'WHOLE' },
    ),
    bet('K3', 'K3_GIVEN_TRIPLE', 'Given triple (三同号单选)', numbers(1, 1, 6), {
      kind: 'OCCURRENCES',
      tiers: dice,
      atLeast: 3,
    }),
    bet('K3', 'K3_GIVEN_PAIR', 'Given pair (二同号复选)', numbers(1, 1, 6), {
      kind: 'OCCURRENCES',
      tiers: dice,
      atLeast: 2,
    }),
    bet(
      'K3',
      'K3_THREE_DIFFERENT',
      'Three different (三不同号)',
      numbers(1, 1, 6, 3, 3),
      { kind: 'ALL_PICKS_PRESENT', tiers: dice, slice: { start: 0, length: 1 } },
      { combination: 'WHOLE' },
    ),
  ];
}

function elevenFive(): TLotteryBetDefinition[] {
  const balls = tiers('B', 1, 5);
  const bets: TLotteryBetDefinition[] = range(1, 5).map((n) =>
    bet(
      '11X5',
      `X115_ANY${n}`,
      `Any ${n} of 5 (任选${n})`,
      numbers(2, 1, 11, n, n),
      { kind: 'ALL_PICKS_PRESENT', tiers: balls, slice: { start: 0, length: 2 } },
      { combination: 'WHOLE' },
    ),
  );
  for (const k of range(1, 5)) {
    const at = [`B${k}`];
    bets.push(
      bet('11X5', `X115_B${k}_NUMBER`, `Ball ${k} number`, numbers(2, 1, 11), {
        kind: 'DIGITS_IN_TIERS',
        tiers: at,
        slice: { start: 0, length: 2 },
      }),
      bet('11X5', `X115_B${k}_BIG_SMALL`, `Ball ${k} big/small`, BIG_SMALL, {
        kind: 'BIG_SMALL',
        source: { sumOf: at },
        smallMax: 5,
        bigMin: 6,
      }),
      bet('11X5', `X115_B${k}_ODD_EVEN`, `Ball ${k} odd/even`, ODD_EVEN, {
        kind: 'ODD_EVEN',
        source: { sumOf: at },
      }),
    );
  }
  // Sum 15–45: small ≤ 29, big ≥ 31, 30 is the tie, refunded by default (merchant policy).
  bets.push(
    bet(
      '11X5',
      'X115_SUM_BIG_SMALL',
      'Sum big/small',
      BIG_SMALL,
      { kind: 'BIG_SMALL', source: { sumOf: balls }, smallMax: 29, bigMin: 31 },
      { tieRule: 'REFUND' },
    ),
  );
  return bets;
}

export const LOTTERY_FAST_BET_TYPES: readonly TLotteryBetDefinition[] = [
  ...ssc(),
  ...pk10(),
  ...k3(),
  ...elevenFive(),
];
