/**
 * Vietnamese bet types, North (MB, codes VN_MB_*) and South/Central (MN and MT share one board, codes VN_MN_*).
 * Rules and multipliers from the reference (docs/lottery-engine.md, "Vietnamese bets"): stake units count what a
 * bet covers (lô 2 số covers all 27 / 18 numbers, so one point costs 27 / 18 units and pays per hit).
 */
import type { TLotteryBetDefinition, TLotteryMatcher, TLotteryPickSpec } from './bet-definition.js';

type TVnRegion = 'MB' | 'MN';

const LAST = (digits: number) => ({ start: -digits, length: digits });
const FIRST = (digits: number) => ({ start: 0, length: digits });

const numbers = (digits: number, count = 1, countMax = 100): TLotteryPickSpec => ({
  type: 'NUMBERS',
  digits,
  min: 0,
  max: 10 ** digits - 1,
  count,
  countMax,
  distinct: true,
});

/** A bet covering every pick separately (lô, đề, …): each pick is a unit, paid per occurrence. */
function perPick(
  region: TVnRegion,
  code: string,
  name: string,
  digits: number,
  matcher: TLotteryMatcher,
  unitsPerCombination: number,
): TLotteryBetDefinition {
  return {
    code: `VN_${region}_${code}`,
    family: region === 'MB' ? 'VN_NORTH' : 'VN_SOUTH',
    name,
    picks: numbers(digits, 1, Math.min(100, 10 ** digits)),
    matcher,
    combination: 'EACH_PICK',
    unitsPerCombination,
    stations: region === 'MB' ? { min: 1, max: 1 } : { min: 1, max: 4 },
    payout: 'PER_OCCURRENCE',
    prizeKey: 'WIN',
    tieRule: 'LOSE',
  };
}

/** A bet whose picks form one unit (xiên, lô trượt), paid once. */
function wholeSet(
  region: TVnRegion,
  code: string,
  name: string,
  count: number,
  matcher: TLotteryMatcher,
): TLotteryBetDefinition {
  return {
    ...perPick(region, code, name, 2, matcher, 1),
    picks: numbers(2, count, count),
    combination: 'WHOLE',
    payout: 'ONCE',
  };
}

function regionBets(region: TVnRegion): TLotteryBetDefinition[] {
  const north = region === 'MB';
  const lo = (digits: number) => ({ kind: 'DIGITS_IN_TIERS', tiers: 'ALL', slice: LAST(digits) }) as const;
  const inTiers = (tiers: readonly string[], slice: { start: number; length: number }) =>
    ({ kind: 'DIGITS_IN_TIERS', tiers, slice }) as const;
  // The 2-digit "đầu" prize: the four G7 in the North, the one G8 in the South.
  const headTiers = north ? ['G7'] : ['G8'];
  const headCount = north ? 4 : 1;
  const bets: TLotteryBetDefinition[] = [
    perPick(region, 'LO2', 'Lô 2 số', 2, lo(2), north ? 27 : 18),
    perPick(region, 'LO3', 'Lô 3 số', 3, lo(3), north ? 23 : 17),
    perPick(region, 'LO4', 'Lô 4 số', 4, lo(4), north ? 20 : 16),
    perPick(region, 'DE', 'Đề (đặc biệt)', 2, inTiers(['DB'], LAST(2)), 1),
    perPick(region, 'DE_DAU', 'Đề đầu ĐB', 2, inTiers(['DB'], FIRST(2)), 1),
    perPick(region, 'DE_G1', 'Đề giải nhất', 2, inTiers(['G1'], LAST(2)), 1),
    perPick(region, 'BA_CANG', '3 càng', 3, inTiers(['DB'], LAST(3)), 1),
    // One digit covers ten đề numbers, hence ten units.
    perPick(region, 'DAU1', 'Đầu (1 số)', 1, inTiers(['DB'], { start: -2, length: 1 }), 10),
    perPick(region, 'DUOI1', 'Đuôi (1 số)', 1, inTiers(['DB'], LAST(1)), 10),
    perPick(region, 'DAU2', 'Đầu (2 số)', 2, inTiers(headTiers, LAST(2)), headCount),
    perPick(region, 'DUOI2', 'Đuôi (2 số)', 2, inTiers(['DB'], LAST(2)), 1),
    perPick(region, 'DAU_DUOI', 'Đầu đuôi', 2, inTiers([...headTiers, 'DB'], LAST(2)), headCount + 1),
    // Xỉu chủ: the 3-digit prize (three G6 in the North, the G7 in the South) and the last 3 of ĐB.
    perPick(region, 'XIU_CHU', 'Xỉu chủ', 3, inTiers([north ? 'G6' : 'G7', 'DB'], LAST(3)), north ? 4 : 2),
    perPick(region, 'BAO_LO2', 'Bao lô 2 số', 2, lo(2), north ? 27 : 18),
    perPick(region, 'BAO_LO3', 'Bao lô 3 số', 3, lo(3), north ? 23 : 17),
    perPick(region, 'BAO_LO4', 'Bao lô 4 số', 4, lo(4), north ? 20 : 16),
    north
      ? perPick(region, 'BAO_LO8', 'Bao lô 8', 2, inTiers(['G7', 'G6', 'DB'], LAST(2)), 8)
      : perPick(region, 'BAO_LO7', 'Bao lô 7', 2, inTiers(['G8', 'G7', 'G6', 'G5', 'DB'], LAST(2)), 7),
  ];
  for (const n of [2, 3, 4])
    bets.push(
      wholeSet(region, `XIEN${n}`, `Xiên ${n}`, n, {
        kind: 'ALL_PICKS_PRESENT',
        tiers: 'ALL',
        slice: LAST(2),
      }),
    );
  for (const n of [4, 8, 10])
    bets.push(
      wholeSet(region, `LO_TRUOT${n}`, `Lô trượt ${n}`, n, {
        kind: 'NO_PICK_PRESENT',
        tiers: 'ALL',
        slice: LAST(2),
      }),
    );
  // Đá: every pair of the picks is a unit costing 2 × the lô count per station (the agent convention).
  const loCount = north ? 27 : 18;
  const pairMatcher = { kind: 'PAIR_PRESENT', tiers: 'ALL', slice: LAST(2) } as const;
  const daThang: TLotteryBetDefinition = {
    ...perPick(region, 'DA_THANG', 'Đá thẳng', 2, pairMatcher, 2 * loCount),
    picks: numbers(2, 2, 10),
    combination: 'PAIRS',
    payout: 'ONCE',
  };
  bets.push(daThang);
  if (!north)
    bets.push({
      ...daThang,
      code: 'VN_MN_DA_XIEN',
      name: 'Đá xiên (2 đài)',
      stations: { min: 2, max: 2, pooled: true },
    });
  return bets;
}

export const LOTTERY_VN_BET_TYPES: readonly TLotteryBetDefinition[] = [
  ...regionBets('MB'),
  ...regionBets('MN'),
];
