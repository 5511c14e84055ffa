import { z } from 'zod';
import { ZDay, ZMinorUnits, ZPaymentGateway, ZSignedMinorUnits } from './wallet.js';

/**
 * The operator console's dashboard and daily reconciliation (docs/operators.md, "Dashboard and
 * reconciliation"), in the money area. Amounts are integer minor units of the merchant's currency; days are
 * business days: calendar days of the merchant's brand `timeZone`.
 */

/** The dashboard's chart covers this many days, today included. */
export const DASHBOARD_MIN_DAYS = 7;
export const DASHBOARD_MAX_DAYS = 90;
export const DASHBOARD_DEFAULT_DAYS = 30;
/** A reconciliation report covers at most this many days, both ends included. */
export const RECONCILIATION_MAX_DAYS = 92;

/** A real calendar day (2024-02-30 is refused), `yyyy-MM-dd`. */
export const ZCalendarDay = ZDay.refine((day) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}, 'date_rule');

/** Days from `first` to `last`, both included (calendar days, whatever the zone's clock does). */
export function daysBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;
}

export const ZDashboardQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .min(DASHBOARD_MIN_DAYS)
    .max(DASHBOARD_MAX_DAYS)
    .default(DASHBOARD_DEFAULT_DAYS),
});
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

/** How many and how much. */
export const ZCountAmount = z.object({ count: z.number().int().min(0), amount: ZMinorUnits });
export type TCountAmount = z.infer<typeof ZCountAmount>;

/** A period's figures, all from the ledger except `newMembers` (see docs/operators.md for each definition). */
export const ZDashboardFigures = z.object({
  /** Credited deposits (ledger DEPOSIT). */
  deposits: ZCountAmount,
  /** Withdrawals marked paid (ledger WITHDRAWAL). */
  withdrawals: ZCountAmount,
  /** What members staked, less stakes given back (rollbacks, lottery refunds and cancels) in the period. */
  stake: ZSignedMinorUnits,
  /** What games and the lottery paid members. */
  payouts: ZMinorUnits,
  /** stake − payouts. */
  ggr: ZSignedMinorUnits,
  /** Ledger BONUS credited to members, less bonuses taken back (forfeits, revocations). */
  bonuses: ZSignedMinorUnits,
  /** Ledger REBATE (cashback) and POINTS_REBATE (points converted to cash). */
  rebates: ZMinorUnits,
  /** ggr − bonuses − rebates. */
  ngr: ZSignedMinorUnits,
  /** Members who placed a bet (a game or lottery stake posted) or were granted a login in the period. */
  activeMembers: z.number().int().min(0),
  /** Accounts registered in the period (trial accounts excluded). */
  newMembers: z.number().int().min(0),
});
export type TDashboardFigures = z.infer<typeof ZDashboardFigures>;

export const ZDashboardDay = ZDashboardFigures.extend({ day: ZDay });
export type TDashboardDay = z.infer<typeof ZDashboardDay>;

/** What waits for an operator, counted now. */
export const ZDashboardPending = z.object({
  /** Manual bank deposits with proof, waiting for a first operator. */
  depositsAwaitingReview: z.number().int(),
  /** Manual bank deposits approved once, waiting for a second operator (dual control). */
  depositsAwaitingSecondOperator: z.number().int(),
  withdrawalsAwaitingApproval: z.number().int(),
  withdrawalsAwaitingPayment: z.number().int(),
  /** Paid withdrawals the member reported as not received. */
  withdrawalsDisputed: z.number().int(),
  /** Manual adjustments waiting for a second operator (dual control). */
  adjustmentsAwaitingSecondOperator: z.number().int(),
  feedbackUnanswered: z.number().int(),
  promotionApplications: z.number().int(),
  pointExchanges: z.number().int(),
  /** Lottery draw stations with an operator's result typed and no draw result yet (one more operator needed). */
  lotteryResultsAwaitingSecondOperator: z.number().int(),
  /** Open live-chat conversations with a visitor message support has not read. */
  liveChatsWaiting: z.number().int(),
  agentBillsAwaitingReview: z.number().int(),
});
export type TDashboardPending = z.infer<typeof ZDashboardPending>;

/** The ledger auditor's latest finished run (it checks every merchant's books at once). */
export const ZDashboardLedgerAudit = z.object({
  runId: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  isClean: z.boolean(),
  problemCount: z.number().int(),
});

/** GET /ops/merchants/:code/dashboard */
export const ZMerchantDashboard = z.object({
  merchantCode: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  /** The business day "today" is, and the first day of its month. */
  businessDay: ZDay,
  monthStart: ZDay,
  today: ZDashboardFigures,
  thisMonth: ZDashboardFigures,
  /** One entry per day, oldest first, the last one today: `days` entries. */
  series: z.array(ZDashboardDay),
  pending: ZDashboardPending,
  /**
   * Shown to operators of every merchant only (like GET /ops/ledger/audit, the auditor reads every merchant's
   * books); null for a merchant-scoped operator and before the first run finished (`isLedgerAuditShown` says which).
   */
  ledgerAudit: ZDashboardLedgerAudit.nullable(),
  isLedgerAuditShown: z.boolean(),
  generatedAt: z.string(),
});
export type TMerchantDashboard = z.infer<typeof ZMerchantDashboard>;

/** GET /ops/merchants/:code/reports/reconciliation(.csv)?from&to: both days included, at most 92. */
export const ZReconciliationQuery = z
  .object({ from: ZCalendarDay, to: ZCalendarDay })
  .refine((q) => q.from <= q.to, { message: 'date_range_rule', path: ['to'] })
  .refine((q) => daysBetween(q.from, q.to) <= RECONCILIATION_MAX_DAYS, {
    message: 'date_range_too_long',
    path: ['from'],
  });
export type TReconciliationQuery = z.infer<typeof ZReconciliationQuery>;

/**
 * Credited deposits of one payment method. A line with a null method holds what the ledger's DEPOSIT postings
 * hold beyond the deposits that point to them (postings no deposit row accounts for): absent when they agree.
 */
export const ZReconciliationMethod = z.object({
  methodCode: z.string().nullable(),
  methodName: z.string().nullable(),
  gateway: ZPaymentGateway.nullable(),
  count: z.number().int(),
  amount: ZSignedMinorUnits,
});
export type TReconciliationMethod = z.infer<typeof ZReconciliationMethod>;

/**
 * The merchant's GATEWAY_CLEARING ledger account over a day. Every credited deposit debits it, so it runs
 * negative: what the gateways collected for the merchant and have not been booked as settled.
 */
export const ZClearingDay = z.object({
  opening: ZSignedMinorUnits,
  /** Money out of the account (deposits credited to members), as a positive amount. */
  debits: ZMinorUnits,
  /** Money into the account (no posting does this yet: gateway settlements are not booked). */
  credits: ZMinorUnits,
  closing: ZSignedMinorUnits,
});
export type TClearingDay = z.infer<typeof ZClearingDay>;

export const ZReconciliationDay = z.object({
  day: ZDay,
  deposits: ZCountAmount.extend({ byMethod: z.array(ZReconciliationMethod) }),
  /** Withdrawals marked paid. */
  withdrawals: ZCountAmount,
  /** Disputed withdrawals whose missing part was given back to the member. */
  withdrawalRefunds: ZCountAmount,
  /** deposits − withdrawals + withdrawal refunds: what came in less what went out to members' banks. */
  net: ZSignedMinorUnits,
  clearing: ZClearingDay,
});
export type TReconciliationDay = z.infer<typeof ZReconciliationDay>;

export const ZReconciliation = z.object({
  merchantCode: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  from: ZDay,
  to: ZDay,
  days: z.array(ZReconciliationDay),
  totals: ZReconciliationDay.omit({ day: true }),
  generatedAt: z.string(),
});
export type TReconciliation = z.infer<typeof ZReconciliation>;
