import { ZLotteryResult } from '@kirin/contracts';
import { z } from 'zod';

// The lottery calls' requests and answers. They live with the server until the site slice needs them; then
// they move to packages/contracts unchanged.

export const LOTTERY_PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export const ZLotteryPrizeMode = z.enum(LOTTERY_PRIZE_MODES);
export const ZLotteryResultSource = z.enum(['INHOUSE', 'OPERATOR', 'HTTP_FEED', 'SIMULATED']);
export const ZLotteryIssueStatus = z.enum(['OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'CANCELLED']);
export const ZLotteryGameCode = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'a game code');

/** A game as the site lists it; isSimulated marks the demo feed wherever a game shows. */
export const ZLotteryGameView = z.object({
  gameCode: z.string(),
  engineCode: z.string(),
  family: z.string(),
  area: z.enum(['VN', 'SEA', 'ELOTT']),
  prizeMode: ZLotteryPrizeMode,
  names: z.record(z.string(), z.string()),
  stationId: z.string().nullable(),
  periodMinutes: z.number().int().nullable(),
  isSuspended: z.boolean(),
  resultSource: ZLotteryResultSource,
  isSimulated: z.boolean(),
  sortOrder: z.number().int(),
});
export type TLotteryGameView = z.infer<typeof ZLotteryGameView>;

export const ZLotteryGamesQuery = z.object({ prizeMode: ZLotteryPrizeMode.optional() });

/** Each game's issue taking bets now: countdowns run from serverTime, not the browser's clock. */
export const ZOpenNumero = z.object({
  gameCode: z.string(),
  prizeMode: ZLotteryPrizeMode,
  area: z.enum(['VN', 'SEA', 'ELOTT']),
  numero: z.string(),
  stationIds: z.array(z.string()),
  openAt: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  /** Fast games: the SHA-256 of the period's server seed, published before its first bet. */
  serverSeedHash: z.string().nullable(),
  isSuspended: z.boolean(),
  resultSource: ZLotteryResultSource,
  isSimulated: z.boolean(),
});
export const ZOpenNumerosAnswer = z.object({ serverTime: z.string(), games: z.array(ZOpenNumero) });

export const ZVnNumerosQuery = z.object({ count: z.coerce.number().int().min(1).max(100).default(100) });
export const ZVnOpenNumero = z.object({
  gameCode: z.string(),
  stationId: z.string(),
  stationName: z.string(),
  numero: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  isSimulated: z.boolean(),
});
export const ZVnOpenNumerosAnswer = z.object({ serverTime: z.string(), numeros: z.array(ZVnOpenNumero) });

export const ZDrawResultsParams = z.object({ gameCode: ZLotteryGameCode });
export const ZDrawResultsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZDrawResultItem = z.object({
  numero: z.string(),
  status: z.enum(['DRAWN', 'SETTLED']),
  drawAt: z.string(),
  drawnAt: z.string().nullable(),
  results: z.array(z.object({ stationId: z.string(), source: ZLotteryResultSource, result: ZLotteryResult })),
  /** Fast games: the revealed seed and its hash, to check with verifyFastLotteryResult. */
  serverSeed: z.string().nullable(),
  serverSeedHash: z.string().nullable(),
  isSimulated: z.boolean(),
});
export const ZDrawResultsAnswer = z.object({
  serverTime: z.string(),
  gameCode: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  items: z.array(ZDrawResultItem),
});
