import {
  LOTTERY_BET_TYPES,
  type TLotteryBetDefinition,
  type TLotteryFamily,
  type TLotteryResult,
} from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeMember } from '../../../test/member-factories.js';
import {
  expectLedgerMatches,
  gameOfBetCode,
  makeDrawnIssue,
  makeGames,
  placeBets,
  verdicts,
  type TBetSpec,
  type TGames,
  type TIssue,
} from './settlement.test-helpers.js';
import { settleLotteryIssues } from './settle-lottery-issues.js';

const BETS = 3_000;
const ISSUES_PER_GAME = 4;
const SEED = Number(process.env.LOTTERY_SETTLE_SEED ?? 20260310);

/** mulberry32: a small seeded generator, so a failing run can be replayed with its seed. */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]) => list[int(list.length)]!;
  const shuffle = <T>(list: readonly T[]) => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return { next, int, pick, shuffle };
}
type TRandom = ReturnType<typeof randomFrom>;

/** A random board; half of them from a narrow digit range, so numbers repeat, tie and form runs often. */
function randomBoard(r: TRandom, family: TLotteryFamily): TLotteryResult {
  const narrow = r.next() < 0.5;
  const digit = () => String(narrow ? r.int(3) : r.int(10));
  const num = (length: number) => Array.from({ length }, digit).join('');
  const nums = (count: number, length: number) => Array.from({ length: count }, () => num(length));
  const ordered = (n: number, take: number) =>
    r.shuffle(Array.from({ length: n }, (_, i) => String(i + 1).padStart(2, '0'))).slice(0, take);
  switch (family) {
    case 'VN_NORTH':
      return {
        family,
        prizes: {
          DB: nums(1, 5),
          G1: nums(1, 5),
          G2: nums(2, 5),
          G3: nums(6, 5),
          G4: nums(4, 4),
          G5: nums(6, 4),
          G6: nums(3, 3),
          G7: nums(4, 2),
        },
      };
    case 'VN_SOUTH':
      return {
        family,
        prizes: {
          DB: nums(1, 6),
          G1: nums(1, 5),
          G2: nums(1, 5),
          G3: nums(2, 5),
          G4: nums(7, 5),
          G5: nums(1, 4),
          G6: nums(3, 4),
          G7: nums(1, 3),
          G8: nums(1, 2),
        },
      };
    case '4D':
      return {
        family,
        prizes: {
          FIRST: nums(1, 4),
          SECOND: nums(1, 4),
          THIRD: nums(1, 4),
          STARTER: nums(10, 4),
          CONSOLATION: nums(10, 4),
        },
      };
    case 'THAI':
      return {
        family,
        prizes: { FIRST: nums(1, 6), FRONT3: nums(2, 3), LAST3: nums(2, 3), LAST2: nums(1, 2) },
      };
    case 'SSC':
      return { family, balls: nums(5, 1) };
    case 'PK10':
      return { family, cars: ordered(10, 10) };
    case 'K3':
      return { family, dice: Array.from({ length: 3 }, () => String(1 + (narrow ? r.int(2) : r.int(6)))) };
    case '11X5':
      return { family, balls: ordered(11, 5) };
  }
}

const STATIONS = ['ho-chi-minh', 'dong-thap', 'ca-mau'];

/** Valid random picks; numbers often taken from the board so bets hit. */
function randomPicks(r: TRandom, definition: TLotteryBetDefinition, boards: TLotteryResult[]): string[] {
  const spec = definition.picks;
  if (spec.type === 'OPTIONS') return [r.pick(spec.options)];
  const drawn = boards.flatMap((b) =>
    JSON.stringify(b)
      .match(/\d+/g)!
      .filter((n) => n.length >= spec.digits),
  );
  const count = spec.count + r.int(Math.min(spec.countMax ?? spec.count, spec.count + 4) - spec.count + 1);
  const picks = new Set<string>();
  for (let guard = 0; picks.size < count && guard < 1000; guard += 1) {
    const fromBoard = drawn.length > 0 && r.next() < 0.6;
    const raw = fromBoard
      ? ((n) => (r.next() < 0.5 ? n.slice(-spec.digits) : n.slice(0, spec.digits)))(r.pick(drawn))
      : String(spec.min + r.int(spec.max - spec.min + 1)).padStart(spec.digits, '0');
    if (Number(raw) >= spec.min && Number(raw) <= spec.max) picks.add(raw);
  }
  return [...picks];
}

let t: TTestApp;
let merchantId: bigint;
let games: TGames;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await makeMerchant(t.db)).id;
  games = await makeGames(t.db, merchantId);
});
afterAll(() => t.close());

describe('settlement, randomized', () => {
  it(`settles ${BETS} random bets on random boards as the engine does (seed ${SEED})`, async () => {
    const r = randomFrom(SEED);
    const members: bigint[] = [];
    for (let i = 0; i < 40; i += 1) members.push((await makeMember(t.db, { merchantId })).id);
    const issuesOf = new Map<string, TIssue[]>();
    for (const game of Object.values(games)) {
      const issues: TIssue[] = [];
      for (let i = 0; i < ISSUES_PER_GAME; i += 1) {
        const family = game.family;
        const stations =
          game.engine_code === 'VN_MN' ? STATIONS : game.engine_code === 'VN_MB' ? ['ha-noi'] : [''];
        const boards = stations.map((stationId) => ({ stationId, result: randomBoard(r, family) }));
        issues.push(await makeDrawnIssue(t.db, game, boards));
      }
      issuesOf.set(game.engine_code, issues);
    }
    const specs: TBetSpec[] = Array.from({ length: BETS }, () => {
      const definition = r.pick(LOTTERY_BET_TYPES);
      const issue = r.pick(issuesOf.get(gameOfBetCode(games, definition.code).engine_code)!);
      const available = issue.boards.map((b) => b.stationId).filter((s) => s !== '');
      const { min, max } = definition.stations;
      const stationCount = available.length ? min + r.int(Math.min(max, available.length) - min + 1) : 0;
      const stationIds = r.shuffle(available).slice(0, stationCount);
      const boards = stationIds.length
        ? stationIds.map((s) => issue.boards.find((b) => b.stationId === s)!.result)
        : issue.boards.map((b) => b.result);
      const picks = randomPicks(r, definition, boards);
      return {
        issue,
        memberId: r.pick(members),
        betCode: definition.code,
        picks,
        stationIds: available.filter((s) => stationIds.includes(s)),
        unitStakeMinor: BigInt(1 + r.int(5_000)),
        halfPayPicks: r.next() < 0.3 ? [r.pick(picks)] : [],
        maxPayoutMinor: r.next() < 0.2 ? BigInt(1 + r.int(200_000)) : null,
        tieRule: r.next() < 0.5 ? 'REFUND' : 'LOSE',
      };
    });
    const ids = await placeBets(t.db, merchantId, specs);

    const { failed } = await settleLotteryIssues(t.db, { batchSize: 250 });
    expect(failed).toBe(0);
    const { actual, expected } = await verdicts(t.db, [...issuesOf.values()].flat(), ids);
    expect(actual).toEqual(expected);
    expect(actual.filter((v) => v.status === 'WON').length).toBeGreaterThan(BETS / 10);
    expect(actual.some((v) => v.status === 'REFUNDED')).toBe(true);
    await expectLedgerMatches(t.db, ids);
  }, 240_000);
});
