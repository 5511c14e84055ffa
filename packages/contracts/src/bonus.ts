import { z } from 'zod';
import { GAME_CATEGORIES } from './games.js';
import { ZMinorUnits, ZPage, ZPageSize, ZPaged, ZPositiveMinorUnits, ZRequestId } from './wallet.js';

// Bonus money with wagering, and the reward centre (issue 18; docs/promotions.md).

/** Where a bonus came from; `sourceRef` names the thing inside it (a promotion id, a mission, an operator action). */
export const BONUS_SOURCES = [
  'PROMOTION',
  'FIRST_DEPOSIT',
  'RED_ENVELOPE',
  'SIGN_IN',
  'BET_VOLUME',
  'CASHBACK',
  'MANUAL',
  'MISSION',
  'VIP',
  'REFERRAL',
  'REWARD',
] as const;
export const ZBonusSource = z.enum(BONUS_SOURCES);
export type TBonusSource = z.infer<typeof ZBonusSource>;

/** The turnover target is the multiple of the bonus, or of the bonus plus the deposit it came with. */
export const ZWagerBase = z.enum(['BONUS', 'BONUS_PLUS_DEPOSIT']);
export type TWagerBase = z.infer<typeof ZWagerBase>;

export const BONUS_GRANT_STATUSES = ['ACTIVE', 'COMPLETED', 'EXPIRED', 'FORFEITED', 'REVOKED'] as const;
export const ZBonusGrantStatus = z.enum(BONUS_GRANT_STATUSES);
export type TBonusGrantStatus = z.infer<typeof ZBonusGrantStatus>;

export const ZBonusEventKind = z.enum([
  'GRANTED',
  'WAGERED',
  'COMPLETED',
  'EXPIRED',
  'FORFEITED',
  'REVOKED',
  'LAPSED',
]);
export type TBonusEventKind = z.infer<typeof ZBonusEventKind>;

/** A wager multiple: 0 (no wagering) to 1000, at most two decimals; carried as text to stay exact. */
export const ZWagerMultiple = z
  .union([z.number(), z.string()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,4}(\.\d{1,2})?$/, 'wager_multiple_rule'))
  .refine((value) => Number(value) <= 1000, 'wager_multiple_rule');

export const ZBonusEvent = z.object({
  kind: ZBonusEventKind,
  amount: z.number().int(),
  note: z.string().nullable(),
  at: z.string(),
});
export type TBonusEvent = z.infer<typeof ZBonusEvent>;

/** One bonus grant as the member (and the operator) sees it, with its wagering progress. */
export const ZBonusGrant = z.object({
  id: z.string(),
  source: ZBonusSource,
  sourceRef: z.string(),
  currency: z.string(),
  bonusAmount: z.number().int(),
  depositAmount: z.number().int(),
  wagerBase: ZWagerBase,
  wagerMultiple: z.string(),
  turnoverTarget: z.number().int(),
  turnoverDone: z.number().int(),
  turnoverRemaining: z.number().int(),
  status: ZBonusGrantStatus,
  maxBet: z.number().int().nullable(),
  grantedAt: z.string(),
  expiresAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
  takenBack: z.number().int(),
  history: z.array(ZBonusEvent),
});
export type TBonusGrant = z.infer<typeof ZBonusGrant>;

export const ZBonusGrantQuery = z.object({
  status: ZBonusGrantStatus.optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TBonusGrantQuery = z.infer<typeof ZBonusGrantQuery>;
export const ZBonusGrantPage = ZPaged(ZBonusGrant).extend({
  /** What is left to bet over every open grant before a withdrawal; null when no wager is open. */
  openWager: z.number().int().nullable(),
});
export type TBonusGrantPage = z.infer<typeof ZBonusGrantPage>;

export const ZBonusGrantParams = z.object({ grantId: z.string().regex(/^\d{1,18}$/, 'id_rule') });

export const REWARD_STATUSES = ['CLAIMABLE', 'CLAIMED', 'EXPIRED'] as const;
export const ZRewardStatus = z.enum(REWARD_STATUSES);
export type TRewardStatus = z.infer<typeof ZRewardStatus>;

export const ZReward = z.object({
  id: z.string(),
  source: ZBonusSource,
  sourceRef: z.string(),
  /** The reward's name in the member's language (falls back to TW, then EN), or empty. */
  title: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  wagerBase: ZWagerBase,
  wagerMultiple: z.string(),
  status: ZRewardStatus,
  expiresAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
  grantId: z.string().nullable(),
  createdAt: z.string(),
});
export type TReward = z.infer<typeof ZReward>;

export const ZRewardQuery = z.object({
  status: ZRewardStatus.default('CLAIMABLE'),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TRewardQuery = z.infer<typeof ZRewardQuery>;
export const ZRewardPage = ZPaged(ZReward);
export type TRewardPage = z.infer<typeof ZRewardPage>;
export const ZRewardParams = z.object({ rewardId: z.string().regex(/^\d{1,18}$/, 'id_rule') });
export const ZRewardClaim = z.object({ reward: ZReward, grant: ZBonusGrant });
export type TRewardClaim = z.infer<typeof ZRewardClaim>;

/** Why an operator acted: required, up to 140 characters (like every operator remark). */
export const ZBonusReason = z.string().trim().min(1, 'field_required').max(140, 'remark_too_long');

/** POST /ops/merchants/:code/bonus/grants: a manual bonus for one member. */
export const ZOpsBonusGrantRequest = z.object({
  username: z.string().trim().min(1).max(64),
  amount: ZPositiveMinorUnits,
  depositAmount: ZMinorUnits.default(0),
  wagerBase: ZWagerBase.default('BONUS'),
  wagerMultiple: ZWagerMultiple,
  /** How many days the wager may stay open before the grant expires; none → no expiry. */
  validDays: z.number().int().min(1).max(365).optional(),
  reason: ZBonusReason,
  requestId: ZRequestId,
});
export type TOpsBonusGrantRequest = z.infer<typeof ZOpsBonusGrantRequest>;
export const ZOpsBonusRevokeRequest = z.object({ reason: ZBonusReason });
export const ZOpsBonusGrantQuery = z.object({
  username: z.string().trim().min(1).max(64),
  status: ZBonusGrantStatus.optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export const ZOpsBonusGrantParams = z.object({
  code: z.string().min(1).max(32),
  grantId: z.string().regex(/^\d{1,18}$/, 'id_rule'),
});

export const ZWagerWeights = z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(100));
/** A merchant's wagering settings: weights per game category (absent → 100), maximum bet, lapse threshold. */
export const ZBonusSettings = z.object({
  weights: z.record(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(100)),
  maxBet: ZPositiveMinorUnits.nullable(),
  lapseBalance: ZMinorUnits,
});
export type TBonusSettings = z.infer<typeof ZBonusSettings>;
export const ZBonusSettingsUpdate = z.object({
  weights: ZWagerWeights.optional(),
  maxBet: ZPositiveMinorUnits.nullable().optional(),
  lapseBalance: ZMinorUnits.optional(),
});
export type TBonusSettingsUpdate = z.infer<typeof ZBonusSettingsUpdate>;
