import { z } from 'zod';
import { ZWagerBase } from './bonus.js';
import { ZLanguage } from './system.js';

// The promotions catalogue (issue 18, docs/promotions.md "Promotions catalogue"): kinds, the activity statuses
// of spec section 4, member answers and operator inputs.

export const PROMOTION_KINDS = [
  'FIRST_DEPOSIT',
  'RELOAD',
  'APPLICATION',
  'DAILY_SIGN_IN',
  'BET_VOLUME',
] as const;
export const ZPromotionKind = z.enum(PROMOTION_KINDS);
export type TPromotionKind = z.infer<typeof ZPromotionKind>;

/** Spec section 4 "Activities": what the member sees on a card and what the detail's button does. */
export const ACTIVITY_STATUSES = [
  'COMING_SOON',
  'JOIN',
  'JOINED',
  'CLAIM',
  'CLAIMED',
  'APPLYING',
  'ISSUED',
  'REJECTED',
  'IN_PROGRESS',
  'SIGNED',
  'CLOSED',
] as const;
export const ZActivityStatus = z.enum(ACTIVITY_STATUSES);
export type TActivityStatus = z.infer<typeof ZActivityStatus>;

/** What a member (or the schedule, the deposit flow, an operator) does to an activity. */
export const ACTIVITY_EVENTS = [
  'OPEN',
  'TRACK',
  'JOIN',
  'QUALIFY',
  'CLAIM',
  'APPLY',
  'APPROVE',
  'REJECT',
  'PAY',
  'CANCEL',
  'SIGN',
  'NEXT_PERIOD',
  'CLOSE',
] as const;
export const ZActivityEvent = z.enum(ACTIVITY_EVENTS);
export type TActivityEvent = z.infer<typeof ZActivityEvent>;

const ZMinor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const ZPositiveMinor = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** Remark of an application: spec section 5, at most 140 characters. */
export const PROMOTION_REMARK_MAX_CHARS = 140;
export const PROMOTION_MAX_IMAGES = 3;
export const PROMOTION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Who may take part; every field left out means "anyone". All given fields must hold. */
export const ZPromotionAudience = z
  .object({
    /** Registered at most this many days ago. */
    newMemberDays: z.number().int().min(1).max(3650).optional(),
    /** Credited deposits before the claim, inclusive bounds. */
    depositCountMin: z.number().int().min(0).max(100_000).optional(),
    depositCountMax: z.number().int().min(0).max(100_000).optional(),
    /** member.rank_level bounds. */
    vipLevelMin: z.number().int().min(0).max(100).optional(),
    vipLevelMax: z.number().int().min(0).max(100).optional(),
    /** At least one of these member labels. */
    memberLabels: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
    /** Only the team (downline, at any depth) of this agent, by member id. */
    agentId: z
      .string()
      .regex(/^\d{1,18}$/)
      .optional(),
  })
  .strict();
export type TPromotionAudience = z.infer<typeof ZPromotionAudience>;

const ZDepositBonusRules = z.object({
  /** Bonus as basis points of the deposit: 10000 = 100 %. */
  percentBp: z.number().int().min(1).max(100_000),
  capMinor: ZPositiveMinor,
  minDepositMinor: ZPositiveMinor,
  /** A qualifying deposit made without choosing the promotion may still be claimed this many hours later. */
  claimWindowHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30),
});
export const ZPromotionRules = z.discriminatedUnion('kind', [
  ZDepositBonusRules.extend({ kind: z.literal('FIRST_DEPOSIT') }).strict(),
  ZDepositBonusRules.extend({ kind: z.literal('RELOAD') }).strict(),
  z.object({ kind: z.literal('APPLICATION'), amountMinor: ZPositiveMinor }).strict(),
  z
    .object({
      kind: z.literal('DAILY_SIGN_IN'),
      /** The reward of streak day 1, 2, …; past the end the last one repeats. */
      streakRewardsMinor: z.array(ZPositiveMinor).min(1).max(31),
    })
    .strict(),
  z
    .object({
      kind: z.literal('BET_VOLUME'),
      period: z.enum(['DAY', 'WEEK']),
      tiers: z
        .array(z.object({ validBetMinor: ZPositiveMinor, rewardMinor: ZPositiveMinor }).strict())
        .min(1)
        .max(10)
        .refine(
          (tiers) => tiers.every((tier, i) => i === 0 || tier.validBetMinor > tiers[i - 1]!.validBetMinor),
          {
            message: 'tiers_ascending',
          },
        ),
    })
    .strict(),
]);
export type TPromotionRules = z.infer<typeof ZPromotionRules>;

export const ZPromotionCategory = z.object({ code: z.string(), name: z.string() });

export const ZPromotionCard = z.object({
  id: z.string(),
  code: z.string(),
  category: z.string().nullable(),
  kind: ZPromotionKind,
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  status: ZActivityStatus,
});
export type TPromotionCard = z.infer<typeof ZPromotionCard>;

export const ZPromotionList = z.object({
  categories: z.array(ZPromotionCategory),
  list: z.array(ZPromotionCard),
});
export type TPromotionList = z.infer<typeof ZPromotionList>;

export const ZPromotionDetail = ZPromotionCard.extend({
  html: z.string(),
  termsHtml: z.string(),
  rules: ZPromotionRules,
  wagerMultiple: z.number().int(),
  wagerBase: ZWagerBase,
  /** The events the member may send now (the button(s) the detail shows). */
  actions: z.array(z.enum(['JOIN', 'CLAIM', 'APPLY', 'SIGN'])),
  /** The member's claim of the current period, if any. */
  claim: z
    .object({ bonus: ZMinor, rejectReason: z.string().nullable(), issuedAt: z.string().nullable() })
    .nullable(),
  /** Bet volume: valid bet of the current period and the next tier's threshold (null when all are claimed). */
  progress: z.object({ validBet: ZMinor, nextTier: ZMinor.nullable() }).nullable(),
  /** Daily sign-in: the streak so far (days) and the reward of today's sign-in. */
  streak: z.object({ days: z.number().int(), todayReward: ZMinor }).nullable(),
  /** What claiming now would pay (deposit kinds with a qualifying deposit, reached bet tiers). */
  claimable: ZMinor.nullable(),
});
export type TPromotionDetail = z.infer<typeof ZPromotionDetail>;

export const ZPromotionListQuery = z.object({ language: ZLanguage.optional() });
export const ZPromotionDetailQuery = z
  .object({
    id: z
      .string()
      .regex(/^\d{1,18}$/)
      .optional(),
    code: z.string().trim().min(1).max(64).optional(),
    language: ZLanguage.optional(),
  })
  .refine((q) => q.id !== undefined || q.code !== undefined, { message: 'id_or_code' });
export const ZPromotionIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });
export const ZPromotionClaimRequest = z.object({ requestId: z.string().trim().min(8).max(64) });

/** The text fields of PUT /wps/promotions/:id/application (multipart, with up to 3 `images`). */
export const ZPromotionApplicationFields = z.object({
  remark: z.string().trim().max(PROMOTION_REMARK_MAX_CHARS).default(''),
});

// Operator side.
const ZPromotionCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,64}$/);
export const ZOpsPromotionContent = z
  .object({
    language: ZLanguage,
    title: z.string().trim().min(1).max(120),
    summary: z.string().trim().max(300).default(''),
    html: z.string().max(100_000).default(''),
    termsHtml: z.string().max(100_000).default(''),
  })
  .strict();
export const ZOpsPromotionInput = z
  .object({
    code: ZPromotionCode,
    category: ZPromotionCode.nullable().default(null),
    status: z.enum(['DRAFT', 'PUBLISHED', 'ARCHIVED']).default('DRAFT'),
    startsAt: z.string().datetime({ offset: true }),
    endsAt: z.string().datetime({ offset: true }).nullable().default(null),
    audience: ZPromotionAudience.default({}),
    rules: ZPromotionRules,
    wagerMultiple: z.number().int().min(0).max(100).default(1),
    wagerBase: ZWagerBase.default('BONUS'),
    imageUrl: z.string().trim().max(500).nullable().default(null),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    contents: z.array(ZOpsPromotionContent).min(1).max(10),
  })
  .strict()
  .refine((p) => p.endsAt === null || new Date(p.endsAt) > new Date(p.startsAt), {
    message: 'ends_before_start',
    path: ['endsAt'],
  });
export type TOpsPromotionInput = z.infer<typeof ZOpsPromotionInput>;

export const ZOpsPromotion = z.object({
  id: z.string(),
  code: z.string(),
  category: z.string().nullable(),
  kind: ZPromotionKind,
  status: z.enum(['DRAFT', 'PUBLISHED', 'ARCHIVED']),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  audience: ZPromotionAudience,
  rules: ZPromotionRules,
  wagerMultiple: z.number().int(),
  wagerBase: ZWagerBase,
  imageUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  contents: z.array(
    z.object({
      language: z.string(),
      title: z.string(),
      summary: z.string(),
      html: z.string(),
      termsHtml: z.string(),
    }),
  ),
});
export type TOpsPromotion = z.infer<typeof ZOpsPromotion>;

export const ZOpsPromotionParams = z.object({ code: z.string(), id: z.string().regex(/^\d{1,18}$/) });
export const ZOpsPromotionCategoryInput = z
  .object({
    categories: z
      .array(
        z
          .object({ code: ZPromotionCode, names: z.record(ZLanguage, z.string().trim().min(1).max(60)) })
          .strict(),
      )
      .max(30),
  })
  .strict();

export const ZOpsApplication = z.object({
  claimId: z.string(),
  promotionId: z.string(),
  promotionCode: z.string(),
  username: z.string(),
  status: z.string(),
  remark: z.string().nullable(),
  imageCount: z.number().int(),
  bonus: ZMinor,
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
});
export const ZOpsApplicationQuery = z.object({
  status: z.enum(['APPLYING', 'ISSUED', 'REJECTED']).default('APPLYING'),
});
export const ZOpsApplicationParams = z.object({ code: z.string(), claimId: z.string().regex(/^\d{1,18}$/) });
export const ZOpsApplicationImageParams = ZOpsApplicationParams.extend({
  position: z.coerce.number().int().min(1).max(PROMOTION_MAX_IMAGES),
});
export const ZOpsApplicationReview = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('APPROVE') }).strict(),
  z.object({ decision: z.literal('REJECT'), reason: z.string().trim().min(1).max(200) }).strict(),
]);

export const ZOpsPromotionCost = z.object({
  promotionId: z.string(),
  grants: z.number().int(),
  paid: ZMinor,
  /** Forfeits belong to the bonus part (grantBonus); 0 until it is merged. */
  forfeited: ZMinor,
  /** Valid bets of the claimants since their first grant. */
  turnoverGenerated: ZMinor,
  turnoverTarget: ZMinor,
  applying: z.number().int(),
  rejected: z.number().int(),
});
