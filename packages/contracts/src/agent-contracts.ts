import { z } from 'zod';

/**
 * Agent contracts (issue 17, spec sections 3 and 4; docs/agent-programme.md "Contracts"): dividend and the
 * three salary lines. Rates are integers in parts per million (1.2 % = 12000); amounts in minor units.
 */

export const CONTRACT_TYPES = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export const ZContractType = z.enum(CONTRACT_TYPES);
export type TContractTypeName = z.infer<typeof ZContractType>;

/** The spec's call for each contract type (one path each; GET and POST both answer, see the docs). */
export const CONTRACT_PATHS: Record<TContractTypeName, string> = {
  DIVIDEND: '/wps/relay/MCS2_processDividendReq',
  DAILY_SALARY: '/wps/relay/MCS2_processDailySalContract',
  HOURLY_SALARY: '/wps/relay/MCS2_processContractHourSalary',
  REALTIME_SALARY: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};

export const CONTRACT_PERIODS = ['D', 'W', 'H', 'M', '1H', '5M'] as const;
export const ZContractPeriodCode = z.enum(CONTRACT_PERIODS);
export type TContractPeriodCode = z.infer<typeof ZContractPeriodCode>;
/** Periods a dividend may run on; the salary lines have one fixed period each. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export const FIXED_PERIOD: Record<Exclude<TContractTypeName, 'DIVIDEND'>, TContractPeriodCode> = {
  DAILY_SALARY: 'D',
  HOURLY_SALARY: '1H',
  REALTIME_SALARY: '5M',
};

export const ZContractBasis = z.enum(['NET_LOSS', 'VALID_BET', 'WIN_LOSS_STAKE', 'TEAM_RESULT']);
export type TContractBasisName = z.infer<typeof ZContractBasis>;
/** Bases whose tiers carry a win rate and a loss rate instead of one rate. */
export const isWinLossBasis = (basis: TContractBasisName) =>
  basis === 'WIN_LOSS_STAKE' || basis === 'TEAM_RESULT';

export const MAX_RATE_PPM = 1_000_000;
const ZPpm = z.number().int().min(0).max(MAX_RATE_PPM);
const ZThreshold = z.number().int().min(0).max(1e15);

/**
 * One tier: every threshold must be met; the highest tier met applies. A percentage tier (rateType P) pays
 * ratePpm of its basis; a fixed-amount tier (F, salaries on the valid-bet basis) pays amountMinor instead.
 * Win/loss bases use winRatePpm and lossRatePpm.
 */
export const ZContractTierInput = z
  .object({
    minValidBetMinor: ZThreshold,
    // A team loss the tier needs; none means none (a salary tier without one is met even when the team won).
    minNetLossMinor: ZThreshold.optional(),
    minActive: z.number().int().min(0).max(100_000),
    rateType: z.enum(['P', 'F']).default('P'),
    ratePpm: ZPpm,
    amountMinor: ZThreshold.optional(),
    winRatePpm: ZPpm.optional(),
    lossRatePpm: ZPpm.optional(),
  })
  .refine((t) => t.rateType !== 'F' || (t.amountMinor !== undefined && t.amountMinor > 0), {
    message: 'fixed_amount_required',
    path: ['amountMinor'],
  });
export type TContractTierInput = z.infer<typeof ZContractTierInput>;

export const ZContractTier = z.object({
  minValidBetMinor: z.number(),
  minNetLossMinor: z.number().optional(),
  minActive: z.number(),
  rateType: z.enum(['P', 'F']),
  ratePpm: z.number(),
  amountMinor: z.number().optional(),
  winRatePpm: z.number().optional(),
  lossRatePpm: z.number().optional(),
});
export type TContractTierView = z.infer<typeof ZContractTier>;

const ZIdString = z.string().regex(/^\d{1,18}$/, 'id_rule');

/** Tiers arrive as an array in a POST body, or as a JSON string in a GET query. */
const ZTiersField = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, z.array(ZContractTierInput).min(1).max(20));

/**
 * What one call asks (query on GET, body on POST). Without an action: read. NEW: the direct upline offers
 * terms to memberId (a change when it already holds some). TERMINATION: the upline asks to end memberId's
 * contract (the downline accepts), or the member ends its own at once. A / R: the member accepts or rejects
 * the request addressed to it. C: cancel: withdraw one's own pending request, or, on an agreed contract, the
 * same as TERMINATION.
 */
export const ZContractCall = z.object({
  action: z.enum(['NEW', 'TERMINATION', 'A', 'R', 'C']).optional(),
  memberId: ZIdString.optional(),
  contractId: ZIdString.optional(),
  tiers: ZTiersField.optional(),
  period: ZContractPeriodCode.optional(),
  basis: ZContractBasis.optional(),
  isCumulative: z
    .preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean())
    .optional(),
  gameCategory: z
    .string()
    .regex(/^[A-Z]{2,10}$/)
    .default('ALL'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TContractCall = z.output<typeof ZContractCall>;

export const ZContractStatusName = z.enum(['PENDING', 'VALID', 'REJECTED', 'TERMINATED', 'EXPIRED']);
export type TContractStatusName = z.infer<typeof ZContractStatusName>;

export const ZContractView = z.object({
  id: z.string(),
  type: ZContractType,
  /** The vendor's codes: P pending, V valid, E ended (rejected, terminated or expired). */
  code: z.enum(['P', 'V', 'E']),
  status: ZContractStatusName,
  /** NEW or TERMINATION: what the open request asks (on a VALID contract, TERMINATION is pending). */
  requestKind: z.enum(['NEW', 'TERMINATION']),
  /** Who asked: the upline, the member itself, or an operator (a top agent's contract). */
  requestedBy: z.enum(['UPLINE', 'MEMBER', 'OPERATOR']),
  memberId: z.string(),
  username: z.string(),
  uplineId: z.string().nullable(),
  gameCategory: z.string(),
  period: ZContractPeriodCode,
  basis: ZContractBasis,
  tiers: z.array(ZContractTier),
  isCumulative: z.boolean(),
  effectiveFrom: z.string().nullable(),
  effectiveUntil: z.string().nullable(),
  endedReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TContractView = z.infer<typeof ZContractView>;

/** A request addressed to the caller, with the vendor's warning: Y when accepting ends a downline's contract. */
export const ZPendingContractRequest = ZContractView.extend({ downlineHigherRate: z.enum(['Y', 'N']) });
export type TPendingContractRequest = z.infer<typeof ZPendingContractRequest>;

export const ZDownlineContract = z.object({
  memberId: z.string(),
  username: z.string(),
  /** The agreed contract (newest; it may have a termination pending). */
  contract: ZContractView.nullable(),
  /** An offer waiting for the downline. */
  pending: ZContractView.nullable(),
});
export type TDownlineContract = z.infer<typeof ZDownlineContract>;

export const ZContractAnswer = z.object({
  type: ZContractType,
  policy: z.object({
    isEnabled: z.boolean(),
    maxRatePpm: z.number(),
    maxTiers: z.number(),
    periods: z.array(ZContractPeriodCode),
  }),
  /** Whether the caller may offer this type to its direct downlines (it holds an agreed contract). */
  canOffer: z.boolean(),
  mine: ZContractView.nullable(),
  pending: z.array(ZPendingContractRequest),
  downlines: z.object({
    list: z.array(ZDownlineContract),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type TContractAnswer = z.infer<typeof ZContractAnswer>;

// ---------------------------------------------------------------- operator side

export const ZContractPolicy = z.object({
  type: ZContractType,
  isEnabled: z.boolean(),
  maxRatePpm: z.number().int(),
  maxTiers: z.number().int(),
  activeMinBetMinor: z.string(),
  singleBetMinMinor: z.string(),
  periods: z.array(ZContractPeriodCode),
  isReviewRequired: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TContractPolicy = z.infer<typeof ZContractPolicy>;

export const ZContractPolicySave = z.object({
  isEnabled: z.boolean(),
  maxRatePpm: ZPpm,
  maxTiers: z.number().int().min(1).max(20),
  activeMinBetMinor: z.coerce
    .bigint()
    .min(0n)
    .max(10n ** 15n),
  singleBetMinMinor: z.coerce
    .bigint()
    .min(0n)
    .max(10n ** 15n),
  periods: z.array(ZContractPeriodCode).min(1).max(6),
  isReviewRequired: z.boolean(),
});
export type TContractPolicySave = z.input<typeof ZContractPolicySave>;

export const ZContractPolicyParams = z.object({ code: z.string().min(1).max(40), type: ZContractType });

/** An operator grants a top agent (no upline) its contract: agreed at once, in force from the next period. */
export const ZContractGrant = z.object({
  memberId: ZIdString,
  type: ZContractType,
  tiers: z.array(ZContractTierInput).min(1).max(20),
  period: ZContractPeriodCode.optional(),
  basis: ZContractBasis.optional(),
  isCumulative: z.boolean().default(false),
  gameCategory: z
    .string()
    .regex(/^[A-Z]{2,10}$/)
    .default('ALL'),
});
export type TContractGrant = z.input<typeof ZContractGrant>;

export const ZContractIdParams = z.object({ code: z.string().min(1).max(40), id: ZIdString });

export const ZOpsContractQuery = z.object({
  type: ZContractType.optional(),
  memberId: ZIdString.optional(),
  status: ZContractStatusName.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
