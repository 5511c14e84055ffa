import { z } from 'zod';
import { ZMinorUnits, ZSignedMinorUnits } from '../wallet.js';
import { ZLotteryIssueStatus } from './api.js';

// The operator routes' liability, reports and result entries per station (docs/lottery.md).

/** The longest window one report reads. */
export const LOTTERY_REPORT_MAX_DAYS = 92;

export const ZOpsLiabilityQuery = z.object({
  betCode: z
    .string()
    .regex(/^[A-Z0-9_]{2,40}$/, 'a bet type code')
    .optional(),
  /** A Vietnamese station; '' for games without stations. */
  stationId: z
    .string()
    .regex(/^[a-z0-9-]{0,40}$/, 'a station id')
    .optional(),
  /** payout: potential payout, highest first (the default); stake; bets; headroom: least left first. */
  sort: z.enum(['payout', 'stake', 'bets', 'headroom']).default('payout'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
export type TOpsLiabilityQuery = z.infer<typeof ZOpsLiabilityQuery>;

export const ZOpsLiabilityRow = z.object({
  stationId: z.string(),
  betCode: z.string(),
  pick: z.string(),
  stakeMinor: ZMinorUnits,
  potentialPayoutMinor: ZMinorUnits,
  betCount: z.number().int(),
  /** The operator's cap on this number, if any. */
  capMode: z.enum(['HALF_PAY', 'CLOSED', 'LIMIT']).nullable(),
  /** The liability cap that applies: the number's LIMIT, else the game's per-number cap; null: none. */
  liabilityCapMinor: ZMinorUnits.nullable(),
  /** What more the house may owe on this number before bets on it are refused; null without a cap. */
  headroomMinor: ZMinorUnits.nullable(),
});
export const ZOpsLiabilityAnswer = z.object({
  issueId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  status: ZLotteryIssueStatus,
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  rows: z.array(ZOpsLiabilityRow),
});

const ZReportWindow = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});
/** from before to, and at most LOTTERY_REPORT_MAX_DAYS apart. */
const isWindowSound = (window: { from: string; to: string }) => {
  const span = Date.parse(window.to) - Date.parse(window.from);
  return span > 0 && span <= LOTTERY_REPORT_MAX_DAYS * 86_400_000;
};
const WINDOW_RULE = { message: `from before to, at most ${LOTTERY_REPORT_MAX_DAYS} days`, path: ['to'] };

/** Reports read the bets of the issues drawn in [from, to): an issue's bets are never split across windows. */
export const ZOpsGamesReportQuery = ZReportWindow.refine(isWindowSound, WINDOW_RULE);
export const ZOpsIssuesReportQuery = ZReportWindow.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
}).refine(isWindowSound, WINDOW_RULE);

/** Turnover counts every bet not cancelled by its player; payout counts a refund as its stake. */
const ZReportTotals = z.object({
  currency: z.string(),
  turnoverMinor: ZMinorUnits,
  payoutMinor: ZMinorUnits,
  /** The house's result: turnover − payout (negative when players won more than they staked). */
  winLossMinor: ZSignedMinorUnits,
  betCount: z.number().int(),
  /** Bets not settled yet: their payout is still 0 here. */
  openBetCount: z.number().int(),
});
export const ZOpsGamesReport = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(ZReportTotals.extend({ gameCode: z.string(), names: z.record(z.string(), z.string()) })),
});
export const ZOpsIssuesReport = z.object({
  gameCode: z.string(),
  from: z.string(),
  to: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  rows: z.array(
    ZReportTotals.extend({
      issueId: z.string(),
      numero: z.string(),
      status: ZLotteryIssueStatus,
      drawAt: z.string(),
    }),
  ),
});

export const ZOpsResultEntries = z.object({
  issueId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  status: ZLotteryIssueStatus,
  resultSource: z.string(),
  stations: z.array(
    z.object({
      stationId: z.string(),
      state: z.enum(['DRAWN', 'WAITING_FIRST', 'WAITING_SECOND', 'MISMATCH']),
      result: z.object({ source: z.string(), result: z.unknown() }).nullable(),
      entries: z.array(z.object({ operatorId: z.string(), result: z.unknown(), enteredAt: z.string() })),
    }),
  ),
});
