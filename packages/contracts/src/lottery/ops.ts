import { z } from 'zod';
import { ZMinorUnits, ZPaged } from '../wallet.js';
import {
  ZLotteryGameCode,
  ZLotteryGameView,
  ZLotteryIssueStatus,
  ZLotteryPrizeMode,
  ZLotteryResultSource,
} from './api.js';

// The operator routes' requests and answers for games, issues, result entry and cancellation (the server's
// lottery.ops routes and the console; docs/lottery.md, "Operator routes").

const HH_MM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

export const ZOpsLotteryGame = ZLotteryGameView.extend({
  isEnabled: z.boolean(),
  utcOffsetMinutes: z.number().int(),
  closeBeforeDrawSeconds: z.number().int().nullable(),
  drawTime: z.string().nullable(),
  closeTime: z.string().nullable(),
  feedUrl: z.string().nullable(),
  updatedAt: z.string(),
  minUnitStakeMinor: ZMinorUnits,
  maxBetStakeMinor: ZMinorUnits.nullable(),
  maxPayoutMinor: ZMinorUnits.nullable(),
  numberLiabilityCapMinor: ZMinorUnits.nullable(),
  allowBetCancel: z.boolean(),
  tieRules: z.record(z.string(), z.enum(['LOSE', 'REFUND'])),
});

const ZPositiveMinor = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/**
 * What an operator may change. The period of a fast game is not here: issue codes number the periods of a day,
 * so a new period would reuse codes already drawn today (the game's code names its period: SSC_1M).
 */
export const ZOpsLotteryGameUpdate = z
  .strictObject({
    isEnabled: z.boolean(),
    isSuspended: z.boolean(),
    /** Vietnamese games: Lott (platform points) or ZY (the merchant's second price list); others keep theirs. */
    prizeMode: ZLotteryPrizeMode,
    sortOrder: z.number().int().min(0).max(100_000),
    names: z.record(z.string().regex(/^[A-Za-z_-]{2,10}$/), z.string().min(1).max(80)),
    closeBeforeDrawSeconds: z.number().int().min(5).max(600),
    drawTime: HH_MM.nullable(),
    closeTime: HH_MM.nullable(),
    resultSource: z.enum(['OPERATOR', 'HTTP_FEED']),
    feedUrl: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .nullable(),
    /** Limits in minor units; null: none. Checked against each other and the game's bet codes by the use case. */
    minUnitStakeMinor: ZPositiveMinor,
    maxBetStakeMinor: ZPositiveMinor.nullable(),
    maxPayoutMinor: ZPositiveMinor.nullable(),
    numberLiabilityCapMinor: ZPositiveMinor.nullable(),
    allowBetCancel: z.boolean(),
    /** The merchant's tie policy per bet code; replaces the whole map (an empty one: the definitions' rules). */
    tieRules: z.record(z.string().regex(/^[A-Z0-9_]{2,40}$/, 'a bet type code'), z.enum(['LOSE', 'REFUND'])),
  })
  .partial();
export type TOpsLotteryGameUpdate = z.infer<typeof ZOpsLotteryGameUpdate>;

export const ZOpsGameParams = z.object({
  code: z.string().min(1).max(40),
  gameCode: ZLotteryGameCode,
});
export const ZOpsIssueParams = z.object({
  code: z.string().min(1).max(40),
  id: z.string().regex(/^\d{1,18}$/),
});
export const ZOpsIssuesQuery = z.object({
  status: ZLotteryIssueStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZOpsLotteryIssue = z.object({
  id: z.string(),
  numero: z.string(),
  stationIds: z.array(z.string()),
  openAt: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  status: ZLotteryIssueStatus,
  serverSeedHash: z.string().nullable(),
  drawnAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  lastFeedError: z.string().nullable(),
  results: z.array(z.object({ stationId: z.string(), source: ZLotteryResultSource, result: z.unknown() })),
  entries: z.array(
    z.object({ stationId: z.string(), operatorId: z.string(), result: z.unknown(), enteredAt: z.string() }),
  ),
});
export type TOpsLotteryIssue = z.infer<typeof ZOpsLotteryIssue>;
/** GET …/lottery/games/:gameCode/issues: a page of the game's issues, newest draw first, with the total. */
export const ZOpsLotteryIssuePage = ZPaged(ZOpsLotteryIssue);

export const ZOpsResultEntry = z.strictObject({
  /** The station of a Vietnamese issue; left out for games without stations. */
  stationId: z.string().max(60).default(''),
  result: z.unknown(),
});
export const ZOpsResultEntryAnswer = z.object({
  state: z.enum(['WAITING_SECOND', 'CONFIRMED', 'MISMATCH']),
  issueStatus: z.string(),
  others: z.array(z.object({ operatorId: z.string(), isMatching: z.boolean(), enteredAt: z.string() })),
});

export const ZOpsCancelIssue = z.strictObject({ reason: z.string().trim().min(1).max(300) });
