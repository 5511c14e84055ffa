import { z } from 'zod';
import { ZMerchantCode } from './admin.js';
import { ZIdString } from './games.js';
import { ZMinorUnits, ZPage, ZPageSize } from './wallet.js';

/**
 * Referral, invite friends (issue 19, docs/loyalty.md "Referral"): each member's code and registration link,
 * the merchant's referral rule, and the friends who registered with the code. Amounts are integer minor units.
 */

/** The member's code, link, the live rule and totals. */
export const REFERRAL_PATH = '/wps/referral';
/** The member's invited friends, newest first. */
export const REFERRAL_FRIENDS_PATH = '/wps/referral/friends';
/** The query parameter of the link (apps/web features/accounts/register-link-codes.ts reads it). */
export const REFERRAL_CODE_QUERY = 'referralCode';

/** Codes: 8 characters without 0/O/1/I/L, so a code read aloud or copied by hand is not mistaken. */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;

export const REFERRAL_STATUSES = ['REGISTERED', 'DEPOSITED', 'QUALIFIED', 'EXPIRED'] as const;
/** REGISTERED → DEPOSITED (first credited deposit) → QUALIFIED (conditions met, reward paid) or EXPIRED. */
export const ZReferralStatus = z.enum(REFERRAL_STATUSES);
export type TReferralStatus = z.infer<typeof ZReferralStatus>;

export const ZReferralRewardType = z.enum(['FIXED', 'PERCENT']);
export type TReferralRewardType = z.infer<typeof ZReferralRewardType>;

/** What the member is told about a rule. */
export const ZReferralRuleSummary = z.object({
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  rewardType: ZReferralRewardType,
  rewardFixedMinor: z.number(),
  /** Hundredths of a percent of the friend's first deposit: 1000 = 10%. */
  rewardPercentBp: z.number(),
  rewardCapMinor: z.number().nullable(),
  minFirstDepositMinor: z.number(),
  minValidBetMinor: z.number(),
  qualifyDays: z.number(),
  /** Turnover asked of the referrer on the reward, as a decimal text: '0' = none. */
  wagerMultiple: z.string(),
  maxRewardedFriends: z.number().nullable(),
});
export type TReferralRuleSummary = z.infer<typeof ZReferralRuleSummary>;

/** GET REFERRAL_PATH. */
export const ZReferralOverview = z.object({
  code: z.string(),
  /** The registration page on the site the member is using, carrying the code. */
  link: z.string(),
  /** The live rule; null when no referral promotion runs now. */
  rule: ZReferralRuleSummary.nullable(),
  totals: z.object({
    invited: z.number(),
    deposited: z.number(),
    qualified: z.number(),
    rewardMinor: z.number(),
  }),
});
export type TReferralOverview = z.infer<typeof ZReferralOverview>;

export const ZReferralFriendsQuery = z.object({ page: ZPage, pageSize: ZPageSize });
export const ZReferralFriend = z.object({
  /** Masked: `ab***z`. */
  username: z.string(),
  registeredAt: z.string(),
  status: ZReferralStatus,
  depositedAt: z.string().nullable(),
  qualifiedAt: z.string().nullable(),
  /** Until when the friend can still qualify; null when no rule applies. */
  deadline: z.string().nullable(),
  rewardMinor: z.number(),
  /** MAX_FRIENDS: qualified after the referrer's limit of rewarded friends was reached; NO_RULE: no live rule. */
  rewardNote: z.enum(['MAX_FRIENDS', 'NO_RULE']).nullable(),
});
export type TReferralFriend = z.infer<typeof ZReferralFriend>;
export const ZReferralFriendPage = z.object({
  list: z.array(ZReferralFriend),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TReferralFriendPage = z.infer<typeof ZReferralFriendPage>;

// Operator side (/ops).

const ZDecimalMultiple = z
  .number()
  .min(0)
  .max(100)
  // 1.1 * 100 is 110.00000000000001 in floating point: compare with a tolerance, not exactly.
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'two_places_at_most');

/** POST /ops/merchants/:code/referral-rules and PUT …/:id: a referral rule, validated as a whole. */
export const ZReferralRuleInput = z
  .object({
    name: z.string().trim().min(1).max(60),
    isEnabled: z.boolean().default(true),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    rewardType: ZReferralRewardType,
    rewardFixedMinor: ZMinorUnits.default(0),
    rewardPercentBp: z.number().int().min(0).max(10_000).default(0),
    rewardCapMinor: ZMinorUnits.min(1).nullable().default(null),
    minFirstDepositMinor: ZMinorUnits.default(0),
    minValidBetMinor: ZMinorUnits.default(0),
    qualifyDays: z.number().int().min(1).max(365),
    wagerMultiple: ZDecimalMultiple.default(0),
    maxRewardedFriends: z.number().int().min(1).max(100_000).nullable().default(null),
  })
  .superRefine((r, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (r.rewardType === 'FIXED' && r.rewardFixedMinor <= 0) fail('rewardFixedMinor', 'reward_required');
    if (r.rewardType === 'PERCENT' && r.rewardPercentBp <= 0) fail('rewardPercentBp', 'reward_required');
    if (r.rewardType === 'PERCENT' && r.rewardCapMinor === null) fail('rewardCapMinor', 'cap_required');
    if (r.endsAt !== null && Date.parse(r.endsAt) <= Date.parse(r.startsAt))
      fail('endsAt', 'ends_before_start');
  });
export type TReferralRuleInput = z.infer<typeof ZReferralRuleInput>;

export const ZReferralRuleState = z.enum(['SCHEDULED', 'LIVE', 'ENDED', 'DISABLED']);
export const ZOpsReferralRule = ZReferralRuleSummary.extend({
  id: z.string(),
  isEnabled: z.boolean(),
  state: ZReferralRuleState,
  friends: z.number(),
  rewardedFriends: z.number(),
  paidMinor: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOpsReferralRule = z.infer<typeof ZOpsReferralRule>;
export const ZOpsReferralRuleList = z.object({ list: z.array(ZOpsReferralRule) });

export const ZOpsReferralRuleParams = z.object({ code: ZMerchantCode, id: ZIdString });
export const ZOpsReferrerParams = z.object({ code: ZMerchantCode, memberId: ZIdString });
export const ZOpsReferralQuery = z.object({ page: ZPage, pageSize: ZPageSize });

/** A friend as the operator sees it: names unmasked, with the rule and the bonus grant. */
export const ZOpsReferralFriend = z.object({
  friendId: z.string(),
  friendUsername: z.string(),
  referrerId: z.string(),
  referrerUsername: z.string(),
  ruleId: z.string().nullable(),
  status: ZReferralStatus,
  registeredAt: z.string(),
  firstDepositMinor: z.number().nullable(),
  depositedAt: z.string().nullable(),
  validBetMinor: z.number(),
  qualifiedAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
  rewardMinor: z.number(),
  rewardNote: z.string().nullable(),
  grantId: z.string().nullable(),
});
export const ZOpsReferralFriendPage = z.object({
  list: z.array(ZOpsReferralFriend),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TOpsReferralFriendPage = z.infer<typeof ZOpsReferralFriendPage>;
