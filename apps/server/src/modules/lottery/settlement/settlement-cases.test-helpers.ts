/**
 * Bets for every bet type against the hand-checked draws of the engine tests: for each type the picks that win
 * and lose on the board, as the engine itself tells them apart, with half-pay, ceiling, tie-rule and
 * multi-station variants. The settlement test runs them through SQL and compares with the engine.
 */
import {
  evaluateLotteryBet,
  LOTTERY_BET_TYPES,
  type TLotteryBetDefinition,
  type TLotteryResult,
} from '@kirin/contracts';
import { FOUR_D, NORTH, SOUTH_A, SOUTH_B, THAI } from '@kirin/contracts/lottery/test-draws';
import type { TBetSpec, TBoard, TIssue } from './settlement.test-helpers.js';

const ssc = (...balls: string[]): TLotteryResult => ({ family: 'SSC', balls });
const pk10 = (...cars: string[]): TLotteryResult => ({ family: 'PK10', cars });
const k3 = (...dice: string[]): TLotteryResult => ({ family: 'K3', dice });
const x115 = (...balls: string[]): TLotteryResult => ({ family: '11X5', balls });
const board = (result: TLotteryResult, stationId = ''): TBoard => ({ stationId, result });

/** The draws per engine game; each inner list is one issue's boards (stations in order). */
export const HAND_CHECKED_DRAWS: Record<string, TBoard[][]> = {
  VN_MB: [[board(NORTH, 'ha-noi')]],
  VN_MN: [[board(SOUTH_A, 'ho-chi-minh'), board(SOUTH_B, 'dong-thap')]],
  MY_4D: [[board(FOUR_D)]],
  SG_4D: [[board(FOUR_D)]],
  THAI_GOV: [[board(THAI)]],
  // 3 8 1 9 3: balls 1 and 5 equal (dragon/tiger tie); 9 0 1 1 7: 9-0-1 a run; 5 5 5 2 4: a leopard.
  SSC_1M: [
    [board(ssc('3', '8', '1', '9', '3'))],
    [board(ssc('9', '0', '1', '1', '7'))],
    [board(ssc('5', '5', '5', '2', '4'))],
  ],
  // 03 + 07 = 10; 05 + 06 = 11 (small, no tie).
  PK10_1M: [
    [board(pk10('03', '07', '10', '01', '05', '06', '02', '09', '04', '08'))],
    [board(pk10('05', '06', '01', '02', '03', '04', '07', '08', '09', '10'))],
  ],
  // A triple (big/small ties), a pair, three different.
  K3_1M: [[board(k3('4', '4', '4'))], [board(k3('2', '2', '5'))], [board(k3('6', '1', '3'))]],
  // Sum 30 (the tie, refunded by default); sum 41.
  X115_1M: [[board(x115('03', '11', '07', '01', '08'))], [board(x115('10', '11', '09', '06', '05'))]],
};

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

/** Every number the spec allows when there are at most a thousand, else the draw's own slices and a few misses. */
function universe(definition: TLotteryBetDefinition, draws: TLotteryResult[]): string[] {
  const spec = definition.picks;
  if (spec.type !== 'NUMBERS') return [];
  const inRange = (v: string) => /^\d+$/.test(v) && Number(v) >= spec.min && Number(v) <= spec.max;
  if (spec.max - spec.min < 1000)
    return Array.from({ length: spec.max - spec.min + 1 }, (_, i) => pad(spec.min + i, spec.digits));
  const drawn = draws.flatMap((draw) =>
    JSON.stringify(draw)
      .match(/\d+/g)!
      .flatMap((n) => (n.length >= spec.digits ? [n.slice(-spec.digits), n.slice(0, spec.digits)] : [])),
  );
  const misses = Array.from({ length: 30 }, (_, i) => pad((i * 7919 + 13) % (spec.max + 1), spec.digits));
  return [...new Set([...drawn, ...misses])].filter(inRange);
}

/** Whether a single number is among the draw's slices, by the engine: the set matcher read as "all present". */
function isPresent(definition: TLotteryBetDefinition, draws: TLotteryResult[], value: string): boolean {
  const m = definition.matcher;
  if (!('slice' in m)) return false;
  const probe: TLotteryBetDefinition = {
    ...definition,
    matcher: { kind: 'ALL_PICKS_PRESENT', tiers: m.tiers, slice: m.slice },
    combination: 'WHOLE',
  };
  return evaluateLotteryBet(probe, [value], draws).hits > 0;
}

type TPickSet = {
  picks: string[];
  halfPayPicks?: string[];
  maxPayoutMinor?: bigint;
  unitStakeMinor?: bigint;
};

/** Winning and losing pick sets of one definition on one issue's draws, with half-pay and ceiling variants. */
function pickSets(definition: TLotteryBetDefinition, draws: TLotteryResult[], isFirst: boolean): TPickSet[] {
  const spec = definition.picks;
  const variants = (win: string[], lose: string[]): TPickSet[] => [
    { picks: win },
    { picks: lose },
    ...(isFirst
      ? [
          { picks: win, halfPayPicks: [win[0]!], unitStakeMinor: 777n },
          { picks: win, maxPayoutMinor: 1_500n, unitStakeMinor: 333n },
        ]
      : []),
  ];
  if (spec.type === 'OPTIONS') {
    const options: string[] = [...spec.options];
    return options.flatMap((option) => [
      { picks: [option], unitStakeMinor: 501n },
      ...(isFirst ? [{ picks: [option], halfPayPicks: [option], unitStakeMinor: 777n }] : []),
    ]);
  }
  const all = universe(definition, draws);
  const count = spec.count;
  const countMax = Math.min(spec.countMax ?? count, 12);
  if (definition.combination === 'EACH_PICK') {
    const wins = all.filter((v) => evaluateLotteryBet(definition, [v], draws).hits > 0);
    const losses = all.filter((v) => !wins.includes(v));
    const win = [...wins.slice(0, Math.max(count, countMax - 1)), ...losses.slice(0, 1)].slice(0, countMax);
    return variants(win.length >= count ? win : losses.slice(0, count), losses.slice(0, count));
  }
  const present = all.filter((v) => isPresent(definition, draws, v));
  const absent = all.filter((v) => !present.includes(v));
  if (definition.combination === 'PAIRS')
    return variants([...present.slice(0, 3), absent[0]!], [present[0]!, ...absent.slice(0, 2)]);
  const isNoPick = definition.matcher.kind === 'NO_PICK_PRESENT';
  const [good, bad] = isNoPick ? [absent, present] : [present, absent];
  return variants(good.slice(0, count), [...good.slice(0, count - 1), bad[0]!]);
}

/** The station lists a bet of this type covers on an issue: each station, and all of them where allowed. */
function stationLists(definition: TLotteryBetDefinition, issue: TIssue): string[][] {
  const stations = issue.boards.map((b) => b.stationId).filter((s) => s !== '');
  if (stations.length === 0) return [[]];
  const { min, max } = definition.stations;
  const lists = min === 1 ? [[stations[0]!]] : [];
  if (max >= stations.length && stations.length >= min) lists.push(stations);
  return lists;
}

/** Bets of every bet type sold by the issues' games; `memberIds` take them in turn. */
export function betsForEveryType(
  issuesByGame: Record<string, TIssue[]>,
  engineOfCode: (code: string) => string,
  memberIds: bigint[],
): TBetSpec[] {
  const specs: TBetSpec[] = [];
  for (const definition of LOTTERY_BET_TYPES) {
    const issues = issuesByGame[engineOfCode(definition.code)] ?? [];
    issues.forEach((issue, index) => {
      for (const stationIds of stationLists(definition, issue)) {
        const draws = stationIds.length
          ? stationIds.map((s) => issue.boards.find((b) => b.stationId === s)!.result)
          : issue.boards.map((b) => b.result);
        for (const set of pickSets(definition, draws, index === 0))
          specs.push({
            issue,
            memberId: memberIds[specs.length % memberIds.length]!,
            betCode: definition.code,
            stationIds,
            ...set,
          });
      }
    });
  }
  return specs;
}
