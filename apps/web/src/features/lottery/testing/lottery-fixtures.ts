import { NORTH } from '@kirin/contracts/lottery/test-draws';
import {
  drawFastLotteryResult,
  findLotteryGame,
  hashServerSeed,
  LOTTERY_DEFAULT_ODDS,
  lotteryBetTypesOf,
  ZDrawResultsAnswer,
  ZLotteryMyBetsAnswer,
  ZLotteryPlayAnswer,
  ZLotteryWinnersAnswer,
  ZOpenNumerosAnswer,
  ZPopularLotteryAnswer,
  type TLotteryBetView,
  type TLotteryGameView,
} from '@kirin/contracts';
import type { z } from 'zod';

/** The server's clock in these fixtures; tests put the browser's clock elsewhere on purpose. */
export const SERVER_NOW = '2025-03-01T10:00:00.000Z';
export const at = (offsetMs: number) => new Date(Date.parse(SERVER_NOW) + offsetMs).toISOString();

export function lotteryGame(overrides: Partial<TLotteryGameView> = {}): TLotteryGameView {
  return {
    gameCode: 'VN_MB',
    engineCode: 'VN_MB',
    family: 'VN_NORTH',
    area: 'VN',
    prizeMode: 'Lott',
    names: { EN: 'Vietnam North', TW: '越南北部' },
    stationId: null,
    periodMinutes: null,
    isSuspended: false,
    resultSource: 'SIMULATED',
    isSimulated: true,
    sortOrder: 1,
    ...overrides,
  };
}

export const VN_MB = lotteryGame();
export const VN_MN = lotteryGame({
  gameCode: 'VN_MN',
  engineCode: 'VN_MN',
  family: 'VN_SOUTH',
  names: { EN: 'Vietnam South', TW: '越南南部' },
  sortOrder: 2,
});
export const MY_4D = lotteryGame({
  gameCode: 'MY_4D',
  engineCode: 'MY_4D',
  family: '4D',
  area: 'SEA',
  prizeMode: 'SEA',
  names: { EN: 'Magnum 4D', TW: '萬能 4D' },
  resultSource: 'OPERATOR',
  isSimulated: false,
  sortOrder: 3,
});
export const SSC_1M = lotteryGame({
  gameCode: 'SSC_1M',
  engineCode: 'SSC_1M',
  family: 'SSC',
  area: 'ELOTT',
  prizeMode: 'Elott',
  names: { EN: 'SSC 1 minute', TW: '時時彩 1 分' },
  periodMinutes: 1,
  resultSource: 'INHOUSE',
  isSimulated: false,
  sortOrder: 4,
});
export const GAMES = [VN_MB, VN_MN, MY_4D, SSC_1M];

type TOpenNumero = z.infer<typeof ZOpenNumerosAnswer>['games'][number];

/** The issue of `game` taking bets: opened an hour ago, closing `closesInMs` after the server's now. */
export function openNumero(
  game: TLotteryGameView,
  closesInMs: number,
  overrides: Partial<TOpenNumero> = {},
): TOpenNumero {
  const isFast = game.area === 'ELOTT';
  return {
    gameCode: game.gameCode,
    prizeMode: game.prizeMode,
    area: game.area,
    numero: isFast ? '20250301-0601' : '20250301',
    stationIds:
      game.family === 'VN_NORTH'
        ? ['ha-noi']
        : game.family === 'VN_SOUTH'
          ? ['ho-chi-minh', 'dong-thap', 'ca-mau']
          : [],
    openAt: at(-3_600_000),
    closeAt: at(closesInMs),
    drawAt: at(closesInMs + 15_000),
    serverSeedHash: isFast ? 'a'.repeat(64) : null,
    isSuspended: false,
    resultSource: game.resultSource,
    isSimulated: game.isSimulated,
    ...overrides,
  };
}

export function openNumeros(games: TOpenNumero[]): z.infer<typeof ZOpenNumerosAnswer> {
  return ZOpenNumerosAnswer.parse({ serverTime: SERVER_NOW, games });
}

/** The play answer of `game` at the platform's default odds; `overrides` sets limits or caps. */
export function playAnswer(
  game: TLotteryGameView,
  overrides: Partial<z.input<typeof ZLotteryPlayAnswer>> = {},
  caps: Record<string, { pick: string; mode: 'HALF_PAY' | 'CLOSED' }[]> = {},
): z.infer<typeof ZLotteryPlayAnswer> {
  const engine = findLotteryGame(game.engineCode);
  if (!engine) throw new Error(`no engine game ${game.engineCode}`);
  return ZLotteryPlayAnswer.parse({
    serverTime: SERVER_NOW,
    game,
    oddsVersion: 3,
    minUnitStakeMinor: 100,
    maxBetStakeMinor: null,
    maxPayoutMinor: null,
    allowBetCancel: true,
    currency: 'USD',
    betTypes: lotteryBetTypesOf(engine).map((definition) => ({
      betCode: definition.code,
      odds: LOTTERY_DEFAULT_ODDS[definition.code] ?? { WIN: 1000 },
      cappedPicks: caps[definition.code] ?? [],
    })),
    openIssue: openNumero(game, 90_000),
    nextIssue: null,
    ...overrides,
  });
}

/** The engine tests' hand-checked North board: ĐB 86421 … G7 25 35 09 74 (27 numbers). */
export const NORTH_BOARD = NORTH;

export function vnNorthResults(total = 1): z.infer<typeof ZDrawResultsAnswer> {
  return ZDrawResultsAnswer.parse({
    serverTime: SERVER_NOW,
    gameCode: 'VN_MB',
    page: 1,
    pageSize: 10,
    total,
    items: [
      {
        numero: '20250228',
        status: 'SETTLED',
        drawAt: '2025-02-28T11:15:00.000Z',
        drawnAt: '2025-02-28T11:16:00.000Z',
        results: [{ stationId: 'ha-noi', source: 'SIMULATED', result: NORTH_BOARD }],
        serverSeed: null,
        serverSeedHash: null,
        isSimulated: true,
      },
    ],
  });
}

export const SSC_SEED = 'b7'.repeat(32);
export const SSC_NUMERO = '20250301-0600';

/** A drawn SSC period whose result really comes from its seed; `seed` replaces the revealed seed (tampering). */
export async function sscResults(seed = SSC_SEED): Promise<z.infer<typeof ZDrawResultsAnswer>> {
  const result = await drawFastLotteryResult('SSC', SSC_SEED, SSC_NUMERO);
  return ZDrawResultsAnswer.parse({
    serverTime: SERVER_NOW,
    gameCode: 'SSC_1M',
    page: 1,
    pageSize: 10,
    total: 1,
    items: [
      {
        numero: SSC_NUMERO,
        status: 'DRAWN',
        drawAt: at(-60_000),
        drawnAt: at(-55_000),
        results: [{ stationId: '', source: 'INHOUSE', result }],
        serverSeed: seed,
        serverSeedHash: await hashServerSeed(SSC_SEED),
        isSimulated: false,
      },
    ],
  });
}

export const EMPTY_RESULTS = (gameCode: string) =>
  ZDrawResultsAnswer.parse({ serverTime: SERVER_NOW, gameCode, page: 1, pageSize: 1, total: 0, items: [] });

export function lotteryBet(overrides: Partial<TLotteryBetView> = {}): TLotteryBetView {
  return {
    betId: '101',
    slipId: '7a1c8f7e-2d4b-4f55-9a39-0f6d3b2c1a10',
    gameCode: 'VN_MB',
    numero: '20250301',
    betCode: 'VN_MB_LO2',
    picks: ['27'],
    stationIds: ['ha-noi'],
    unitStakeMinor: 1000,
    stakeUnits: 27,
    stakeMinor: 27_000,
    odds: { WIN: 99_000 },
    oddsVersion: 3,
    halfPayPicks: [],
    maxPayoutMinor: null,
    status: 'OPEN',
    hits: null,
    payoutMinor: 0,
    placedAt: at(-60_000),
    settledAt: null,
    canCancel: true,
    isSimulated: true,
    ...overrides,
  };
}

export function myBets(items: TLotteryBetView[]): z.infer<typeof ZLotteryMyBetsAnswer> {
  return ZLotteryMyBetsAnswer.parse({ page: 1, pageSize: 10, total: items.length, items });
}

export const POPULAR = ZPopularLotteryAnswer.parse({
  games: [{ game: SSC_1M, turnoverMinor: 9_900_000, betCount: 321 }],
});

export const WINNERS = ZLotteryWinnersAnswer.parse({
  winners: [
    {
      maskedUsername: 'al***ce',
      gameCode: 'VN_MB',
      names: VN_MB.names,
      numero: '20250228',
      betCode: 'VN_MB_LO2',
      payoutMinor: 123_456_789,
      settledAt: at(-3_600_000),
    },
  ],
});
