import { z } from 'zod';
import { ZAgentReportPeriod } from './agent-reports.js';
import { ZDay, ZMinorUnits, ZPage, ZPageSize, ZPaged, ZSignedMinorUnits } from './wallet.js';

/**
 * The agent's own settlement bills ("my income", issue 17) and the operator's bill review. Money in minor
 * units; rates in parts per million (1.2 % = 12000). docs/agent-programme.md "Settlement".
 */

export const AGENT_CONTRACT_TYPES = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export const ZAgentContractType = z.enum(AGENT_CONTRACT_TYPES);
export type TAgentContractType = z.infer<typeof ZAgentContractType>;

/**
 * NOT_REACHED: no tier met, pays 0. PENDING_REVIEW: waits for an operator. ISSUED: owed, payment under way.
 * PARTLY_PAID / INSUFFICIENT_BALANCE: the upline was short; the rest is a payable the retry job pays.
 * PAID: settled in full (a tier met by a team in profit is PAID at 0). REJECTED by an operator. EXPIRED: unused.
 */
export const AGENT_BILL_STATUSES = [
  'NOT_REACHED',
  'PENDING_REVIEW',
  'ISSUED',
  'PARTLY_PAID',
  'INSUFFICIENT_BALANCE',
  'PAID',
  'REJECTED',
  'EXPIRED',
] as const;
export const ZAgentBillStatus = z.enum(AGENT_BILL_STATUSES);
export type TAgentBillStatus = z.infer<typeof ZAgentBillStatus>;

export const ZAgentPeriodKind = z.enum(['D', 'W', 'H', 'M', '1H', '5M']);
export type TAgentPeriodKind = z.infer<typeof ZAgentPeriodKind>;

/**
 * GET /wps/agent/income/bills: days (merchant zone, inclusive) filter the period start; a period button
 * (the reports' TODAY … THIS_MONTH, or CUSTOM with both days) names them instead; neither: every bill.
 */
export const ZAgentIncomeQuery = z.object({
  type: ZAgentContractType.optional(),
  status: ZAgentBillStatus.optional(),
  period: ZAgentReportPeriod.optional(),
  startDate: ZDay.optional(),
  endDate: ZDay.optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TAgentIncomeQuery = z.infer<typeof ZAgentIncomeQuery>;

export const ZAgentBillParams = z.object({ billId: z.string().regex(/^\d{1,18}$/, 'id_rule') });

/** One bill as the list shows it. */
export const ZAgentIncomeBill = z.object({
  id: z.string(),
  type: ZAgentContractType,
  category: z.string(),
  periodKind: ZAgentPeriodKind,
  periodStart: z.string(),
  periodEnd: z.string(),
  teamValidBet: ZMinorUnits,
  netLoss: ZSignedMinorUnits,
  activeCount: z.number().int(),
  /** 1-based tier number; null when no tier was met. */
  tier: z.number().int().nullable(),
  /** null for a fixed-amount tier and for the win/loss-stake basis (two rates: see the detail). */
  ratePpm: z.number().int().nullable(),
  gross: ZMinorUnits,
  keep: ZSignedMinorUnits,
  paid: ZMinorUnits,
  status: ZAgentBillStatus,
  /** Who pays this bill: the platform (a top agent) or the agent's upline. */
  payer: z.enum(['PLATFORM', 'UPLINE']),
});
export type TAgentIncomeBill = z.infer<typeof ZAgentIncomeBill>;
export const ZAgentIncomeBillPage = ZPaged(ZAgentIncomeBill);
export type TAgentIncomeBillPage = z.infer<typeof ZAgentIncomeBillPage>;

export const ZAgentBillTier = z.object({
  minValidBet: ZMinorUnits,
  minNetLoss: ZSignedMinorUnits.nullable(),
  minActive: z.number().int(),
  rateType: z.enum(['P', 'F']),
  ratePpm: z.number().int(),
  amount: ZMinorUnits.nullable(),
  winRatePpm: z.number().int().nullable(),
  lossRatePpm: z.number().int().nullable(),
});

/** GET /wps/agent/income/bills/:billId: every figure the amount came from, so the agent can check it. */
export const ZAgentIncomeBillDetail = ZAgentIncomeBill.extend({
  basis: z.enum(['NET_LOSS', 'VALID_BET', 'WIN_LOSS_STAKE', 'TEAM_RESULT']),
  payerName: z.string().nullable(),
  payout: ZMinorUnits,
  rebate: ZSignedMinorUnits,
  bonus: ZSignedMinorUnits,
  salary: ZSignedMinorUnits,
  fee: ZSignedMinorUnits,
  /** Dividend, cumulative contracts: the negative base carried from the previous period (≤ 0). */
  carry: ZSignedMinorUnits,
  /** What the rate applied to. */
  base: ZSignedMinorUnits,
  wonStake: ZMinorUnits,
  lostStake: ZMinorUnits,
  activeMinBet: ZMinorUnits,
  singleBetMin: ZMinorUnits.nullable(),
  rateType: z.enum(['P', 'F']).nullable(),
  winRatePpm: z.number().int().nullable(),
  lossRatePpm: z.number().int().nullable(),
  fixedAmount: ZMinorUnits.nullable(),
  isCumulative: z.boolean(),
  tiers: z.array(ZAgentBillTier),
  downlines: z.array(z.object({ username: z.string(), gross: ZMinorUnits })),
  downlineGross: ZMinorUnits,
  events: z.array(z.object({ status: z.string(), amount: ZSignedMinorUnits, time: z.string() })),
});
export type TAgentIncomeBillDetail = z.infer<typeof ZAgentIncomeBillDetail>;

// Operator side (/ops/merchants/:code/agent-bills).

export const ZOpsAgentBillQuery = ZAgentIncomeQuery.extend({
  username: z.string().trim().min(1).max(64).optional(),
});
export type TOpsAgentBillQuery = z.infer<typeof ZOpsAgentBillQuery>;

export const ZOpsAgentBill = ZAgentIncomeBill.extend({
  username: z.string(),
  payerName: z.string().nullable(),
});
export type TOpsAgentBill = z.infer<typeof ZOpsAgentBill>;
export const ZOpsAgentBillPage = ZPaged(ZOpsAgentBill);

export const ZOpsAgentBillParams = z.object({
  code: z.string().min(1).max(64),
  billId: z.string().regex(/^\d{1,18}$/, 'id_rule'),
});

export const ZOpsAgentBillReview = z.object({
  decision: z.enum(['APPROVE', 'REJECT']),
  note: z.string().trim().max(500).optional(),
});
export type TOpsAgentBillReview = z.infer<typeof ZOpsAgentBillReview>;

/** Settles (or finishes paying) one period again: bills that exist are kept, never paid twice. */
export const ZOpsAgentSettleRerun = z.object({
  type: ZAgentContractType,
  periodKind: ZAgentPeriodKind,
  /** Any instant inside the period (ISO); the period is computed in the merchant's zone. */
  at: z.string().datetime({ offset: true }),
});
export type TOpsAgentSettleRerun = z.infer<typeof ZOpsAgentSettleRerun>;

export const ZOpsAgentSettleResult = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  billCount: z.number().int(),
  createdCount: z.number().int(),
  paidCount: z.number().int(),
});
export type TOpsAgentSettleResult = z.infer<typeof ZOpsAgentSettleResult>;
