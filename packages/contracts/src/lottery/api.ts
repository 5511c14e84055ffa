import { ZLotteryResult } from './draw-model.js';
import { z } from 'zod';

// The lottery calls' requests and answers, shared by the server and the site (docs/lottery.md, "Calls").

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

// ---- Playing: a game's bet types and odds, slips, my bets (docs/lottery.md, "Bets"). ----

const ZMinor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const ZStationId = z.string().regex(/^[a-z0-9-]{1,40}$/, 'a station id');

/** A bet type as a game sells it: the engine's code, the current odds (thousandths per prize label). */
export const ZLotteryBetTypeOffer = z.object({
  betCode: z.string(),
  /** Odds in thousandths per prize label ('WIN', a tier, or a picked value), as they would be snapshotted now. */
  odds: z.record(z.string(), z.number().int().min(0)),
  /** Numbers the operator capped for this bet type: HALF_PAY pays half on a hit, CLOSED refuses bets. */
  cappedPicks: z.array(z.object({ pick: z.string(), mode: z.enum(['HALF_PAY', 'CLOSED']) })),
});
export const ZLotteryPlayParams = z.object({ gameCode: ZLotteryGameCode });
/** `GET /lgw/games/:gameCode/play`: what the betting view needs for one game. */
export const ZLotteryPlayAnswer = z.object({
  serverTime: z.string(),
  game: ZLotteryGameView,
  oddsVersion: z.number().int(),
  minUnitStakeMinor: ZMinor,
  maxBetStakeMinor: ZMinor.nullable(),
  maxPayoutMinor: ZMinor.nullable(),
  allowBetCancel: z.boolean(),
  currency: z.string(),
  betTypes: z.array(ZLotteryBetTypeOffer),
  /** The issue taking bets now, or null between the close and the next opening. */
  openIssue: ZOpenNumero.nullable(),
  /**
   * The issue that opens next (its openAt after serverTime), or null when none is scheduled: between a close and
   * the next opening the betting view counts down to it and asks again when it opens.
   */
  nextIssue: ZOpenNumero.nullable(),
});

/** One bet of a slip. The stake is computed by the server from the picks; the client's figure is never read. */
export const ZLotteryBetRequest = z.strictObject({
  betCode: z.string().regex(/^[A-Z0-9_]{2,40}$/, 'a bet type code'),
  picks: z.array(z.string().min(1).max(20)).min(1).max(100),
  /** Vietnamese multi-station bets: the stations covered (of the issue's); empty for games without stations. */
  stationIds: z.array(ZStationId).max(4).default([]),
  unitStakeMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
/** `POST /lgw/bets`: a slip of bets on one issue, all accepted or none. slipId makes a retry safe. */
export const ZLotteryPlaceSlip = z.strictObject({
  gameCode: ZLotteryGameCode,
  numero: z.string().regex(/^\d{8}(-\d{4})?$/, 'an issue code'),
  slipId: z.uuid(),
  bets: z.array(ZLotteryBetRequest).min(1).max(50),
});
export type TLotteryPlaceSlip = z.infer<typeof ZLotteryPlaceSlip>;

export const LOTTERY_BET_STATUSES = ['OPEN', 'WON', 'LOST', 'REFUNDED', 'CANCELLED'] as const;
export const ZLotteryBetStatus = z.enum(LOTTERY_BET_STATUSES);
export const ZLotteryBetView = z.object({
  betId: z.string(),
  slipId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  betCode: z.string(),
  picks: z.array(z.string()),
  stationIds: z.array(z.string()),
  unitStakeMinor: ZMinor,
  stakeUnits: z.number().int(),
  stakeMinor: ZMinor,
  odds: z.record(z.string(), z.number().int()),
  oddsVersion: z.number().int(),
  halfPayPicks: z.array(z.string()),
  maxPayoutMinor: ZMinor.nullable(),
  status: ZLotteryBetStatus,
  hits: z.number().int().nullable(),
  payoutMinor: ZMinor,
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** True while the merchant allows cancelling and the issue has not closed. */
  canCancel: z.boolean(),
  isSimulated: z.boolean(),
});
export type TLotteryBetView = z.infer<typeof ZLotteryBetView>;
export const ZLotteryPlaceAnswer = z.object({
  slipId: z.string(),
  isReplay: z.boolean(),
  bets: z.array(ZLotteryBetView),
  totalStakeMinor: ZMinor,
  balanceMinor: ZMinor,
});

/** `GET /lgw/bets`: my bets, open ones or settled ones, newest first. */
export const ZLotteryMyBetsQuery = z.object({
  state: z.enum(['open', 'settled', 'all']).default('all'),
  gameCode: ZLotteryGameCode.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZLotteryMyBetsAnswer = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  items: z.array(ZLotteryBetView),
});
/** `POST /lgw/bets/:betId/cancel`: the whole stake back, before the close and only where the merchant allows. */
export const ZLotteryBetParams = z.object({ betId: z.string().regex(/^\d{1,18}$/, 'a bet id') });
export const ZLotteryCancelAnswer = z.object({ bet: ZLotteryBetView, balanceMinor: ZMinor });

// ---- Lobby calls (spec section 5 and "paths not shown": docs/lottery.md, "Calls"). ----

const ZLanguageQuery = z
  .string()
  .regex(/^[A-Za-z_-]{2,10}$/)
  .optional();
const ZDeviceQuery = z.enum(['WEB', 'H5', 'PC', 'MOBILE', 'html5', 'html5-desktop']).optional();

/** `GET /lgw/vn/games/game_menu`: Vietnamese games grouped by region, each with its open issue. */
export const ZVnGameMenuQuery = z.object({ language: ZLanguageQuery, device: ZDeviceQuery });
export const ZVnGameMenuAnswer = z.object({
  serverTime: z.string(),
  regions: z.array(
    z.object({
      region: z.enum(['NORTH', 'CENTRAL', 'SOUTH']),
      games: z.array(z.object({ game: ZLotteryGameView, openIssue: ZOpenNumero.nullable() })),
    }),
  ),
});
/** `GET /lgw/vn/games/game_menu/recent` (T): the games this member bet on lately, newest first. */
export const ZRecentLotteryGamesAnswer = z.object({ games: z.array(ZLotteryGameView) });
/** `GET /lgw/games/popular`: games by turnover over the last 24 h (count 20). */
export const ZPopularLotteryQuery = z.object({
  count: z.coerce.number().int().min(1).max(100).default(20),
  prizeMode: ZLotteryPrizeMode.optional(),
  device: ZDeviceQuery,
  language: ZLanguageQuery,
});
export const ZPopularLotteryAnswer = z.object({
  games: z.array(z.object({ game: ZLotteryGameView, turnoverMinor: ZMinor, betCount: z.number().int() })),
});
/** `GET /lgw/winners`: recent big wins, usernames masked (ab***yz). */
export const ZLotteryWinnersQuery = z.object({
  count: z.coerce.number().int().min(1).max(50).default(20),
  prizeMode: ZLotteryPrizeMode.optional(),
});
export const ZLotteryWinnersAnswer = z.object({
  winners: z.array(
    z.object({
      maskedUsername: z.string(),
      gameCode: z.string(),
      names: z.record(z.string(), z.string()),
      numero: z.string(),
      betCode: z.string(),
      payoutMinor: ZMinor,
      settledAt: z.string(),
    }),
  ),
});
/** The lobby link of spec section 3: where the site opens the lottery for these parameters. */
export const ZLotteryLobbyLinkQuery = z.object({
  lottoArea: z.enum(['VN', 'SEA', 'ELOTT']).default('VN'),
  launchMode: z.literal('LOTT').default('LOTT'),
  lottoPrizeMode: ZLotteryPrizeMode.optional(),
  lottoGameCode: ZLotteryGameCode.optional(),
  lottoView: z.enum(['betting', 'lobby']).default('lobby'),
  device: ZDeviceQuery,
  backUrl: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s]*$/, 'a path on this site')
    .optional(),
  language: ZLanguageQuery,
});
export const ZLotteryLobbyLinkAnswer = z.object({ url: z.string() });
