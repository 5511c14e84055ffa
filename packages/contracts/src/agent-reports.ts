import { z } from 'zod';
import { ZGameCategory } from './games.js';
import { ZDay, ZMinorUnits, ZPage, ZPageSize, ZPaged, ZSignedMinorUnits } from './wallet.js';

/**
 * The agent centre's team reports (issue 17; docs/agent-programme.md, "Team reports"), under
 * /wps/agent/reports/. Amounts are integer minor units; days are the merchant's zone, half-open ranges.
 */

export const AGENT_REPORT_PERIODS = ['TODAY', 'YESTERDAY', 'LAST_7_DAYS', 'THIS_MONTH', 'CUSTOM'] as const;
export const ZAgentReportPeriod = z.enum(AGENT_REPORT_PERIODS);
export type TAgentReportPeriod = z.infer<typeof ZAgentReportPeriod>;
/** A custom range covers at most this many days, both ends included. */
export const AGENT_REPORT_MAX_DAYS = 92;

/** The filters every report call shares. */
export const ZAgentReportFilter = z.object({
  period: ZAgentReportPeriod.default('TODAY'),
  /** CUSTOM only: the first and last day (inclusive), at most 92 days. */
  startDate: ZDay.optional(),
  endDate: ZDay.optional(),
  /** Narrows the report to this team member (and, with TEAM, its own team); must be in the caller's team. */
  username: z.string().trim().min(1).max(64).optional(),
  /** DIRECT: the subject and its direct downlines; TEAM: the subject and everyone below it. */
  scope: z.enum(['DIRECT', 'TEAM']).default('TEAM'),
  gameCategory: ZGameCategory.optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TAgentReportFilter = z.infer<typeof ZAgentReportFilter>;

/** The days a report covered: first and last day (inclusive) in the merchant's zone. */
export const ZAgentReportRange = z.object({ startDate: ZDay, endDate: ZDay });

export const ZAgentPlayTotals = z.object({
  rounds: z.number().int(),
  stake: ZMinorUnits,
  validBet: ZMinorUnits,
  payout: ZMinorUnits,
  /** The members' result: payout − stake (negative when the team lost). */
  winLoss: ZSignedMinorUnits,
});
export type TAgentPlayTotals = z.infer<typeof ZAgentPlayTotals>;

/** GET /wps/agent/reports/overview */
export const ZAgentTeamOverview = z.object({
  range: ZAgentReportRange,
  /** The member the figures are about (the caller, or the asked username). */
  subject: z.string(),
  figures: ZAgentPlayTotals.extend({
    teamSize: z.number().int(),
    onlineNow: z.number().int(),
    registrations: z.number().int(),
    firstDepositCount: z.number().int(),
    firstDepositAmount: ZMinorUnits,
    depositCount: z.number().int(),
    depositAmount: ZMinorUnits,
    /** Members who deposited, once per member and day (for one day: the depositors). */
    depositorDays: z.number().int(),
    withdrawalCount: z.number().int(),
    withdrawalAmount: ZMinorUnits,
    bonus: ZSignedMinorUnits,
    rebate: ZSignedMinorUnits,
    dividend: ZSignedMinorUnits,
    dailySalary: ZSignedMinorUnits,
    hourlySalary: ZSignedMinorUnits,
    realtimeSalary: ZSignedMinorUnits,
    /** What the house kept from the team after its costs: −winLoss − bonus − rebate − salaries − dividends. */
    netProfit: ZSignedMinorUnits,
  }),
  /** Every day of the range, oldest first (days without activity are zeros). */
  days: z.array(
    z.object({
      day: ZDay,
      validBet: ZMinorUnits,
      payout: ZMinorUnits,
      winLoss: ZSignedMinorUnits,
      depositAmount: ZMinorUnits,
      withdrawalAmount: ZMinorUnits,
    }),
  ),
});
export type TAgentTeamOverview = z.infer<typeof ZAgentTeamOverview>;

/** GET /wps/agent/reports/betting: each member's own play, most valid bet first. */
export const ZAgentTeamBettingRow = ZAgentPlayTotals.extend({
  username: z.string(),
  depth: z.number().int(),
});
export const ZAgentTeamBetting = ZPaged(ZAgentTeamBettingRow).extend({
  range: ZAgentReportRange,
  totals: ZAgentPlayTotals,
  byCategory: z.array(ZAgentPlayTotals.extend({ gameCategory: ZGameCategory })),
});
export type TAgentTeamBetting = z.infer<typeof ZAgentTeamBetting>;

/** One profit-and-loss row: with scope TEAM, the member's team totals (itself included). */
export const ZAgentProfitLossRow = ZAgentPlayTotals.extend({
  username: z.string(),
  isAgent: z.boolean(),
  /** Members below it (0 for a player). */
  teamSize: z.number().int(),
  bonus: ZSignedMinorUnits,
  rebate: ZSignedMinorUnits,
  netProfit: ZSignedMinorUnits,
});
export type TAgentProfitLossRow = z.infer<typeof ZAgentProfitLossRow>;

/**
 * GET /wps/agent/reports/profit-loss: the opened member (`username`, default the caller) with its own play
 * (`self`) and its direct downlines' rows; `trail` runs from the caller to the opened member.
 */
export const ZAgentProfitLoss = ZPaged(ZAgentProfitLossRow).extend({
  range: ZAgentReportRange,
  trail: z.array(z.string()),
  self: ZAgentProfitLossRow,
  totals: ZAgentProfitLossRow.omit({ username: true, isAgent: true }),
});
export type TAgentProfitLoss = z.infer<typeof ZAgentProfitLoss>;

export const AGENT_MONEY_KINDS = [
  'TRANSFER_UPLINE',
  'TRANSFER_DOWNLINE',
  'AGENT_DIVIDEND',
  'AGENT_DAILY_SALARY',
  'AGENT_HOURLY_SALARY',
  'AGENT_REALTIME_SALARY',
] as const;
export const ZAgentMoneyKind = z.enum(AGENT_MONEY_KINDS);
export type TAgentMoneyKind = z.infer<typeof ZAgentMoneyKind>;

/** GET /wps/agent/reports/transactions: the caller's own agent-money ledger rows, newest first. */
export const ZAgentTransactionQuery = ZAgentReportFilter.pick({
  period: true,
  startDate: true,
  endDate: true,
  page: true,
  pageSize: true,
}).extend({ kind: ZAgentMoneyKind.optional() });
export type TAgentTransactionQuery = z.infer<typeof ZAgentTransactionQuery>;
export const ZAgentTransaction = z.object({
  id: z.string(),
  kind: ZAgentMoneyKind,
  amount: ZSignedMinorUnits,
  balanceAfter: ZSignedMinorUnits,
  memo: z.string().nullable(),
  createdAt: z.string(),
});
export const ZAgentTransactions = ZPaged(ZAgentTransaction).extend({ range: ZAgentReportRange });
export type TAgentTransactions = z.infer<typeof ZAgentTransactions>;

/** GET /wps/agent/reports/announcements: live notices for agents (audience AGENT), in the caller's language. */
export const ZAgentAnnouncements = z.object({
  list: z.array(z.object({ id: z.string(), title: z.string(), content: z.string(), timestamp: z.string() })),
});
export type TAgentAnnouncements = z.infer<typeof ZAgentAnnouncements>;
