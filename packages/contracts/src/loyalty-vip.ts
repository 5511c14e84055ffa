import { z } from 'zod';
import { ZMerchantCode } from './admin.js';
import { ZMinorUnits } from './wallet.js';

/**
 * VIP levels and player rank (issue 19, docs/loyalty.md "VIP levels"). Amounts are integer minor units.
 * Upgrade needs both thresholds, counted since the member's count start (registration, last relegation or
 * manual set); keep needs the level's valid bet in each keep window, or the member goes down one level.
 */

/** The merchant's level table (any visitor may read it; the /vip page shows it before login). */
export const VIP_LEVELS_PATH = '/wps/vip/levels';
/** The member's own level, progress to the next and keep requirement (token required). */
export const VIP_STATUS_PATH = '/wps/vip/status';
/** The member's level changes and VIP bonuses, newest first (token required). */
export const VIP_HISTORY_PATH = '/wps/vip/history';

export const VIP_MAX_LEVEL = 99;
/** A member is served by VIP customer service above this rank (spec section 6). */
export const VIP_SERVICE_RANK_ABOVE = 4;

const ZTexts = z.record(z.string().regex(/^[A-Z]{2}$/), z.string().trim().max(500));
const ZWagerMultiple = z.number().min(0).max(100).multipleOf(0.01);

/** One level as the operator writes it. */
export const ZVipLevelInput = z.object({
  level: z.number().int().min(0).max(VIP_MAX_LEVEL),
  names: z.record(z.string().regex(/^[A-Z]{2}$/), z.string().trim().min(1).max(30)),
  upgradeValidBet: ZMinorUnits,
  upgradeDeposit: ZMinorUnits,
  keepValidBet: ZMinorUnits,
  keepDays: z.number().int().min(1).max(366),
  levelUpBonus: ZMinorUnits,
  monthlyBonus: ZMinorUnits,
  wagerMultiple: ZWagerMultiple,
  perks: ZTexts,
});
export type TVipLevelInput = z.infer<typeof ZVipLevelInput>;

/**
 * PUT /ops/merchants/:code/vip/levels: the whole ladder at once. Levels run 0, 1, … N without gaps, level 0
 * needs nothing, and each threshold is at least the one below with one of them strictly above.
 */
/** The ladder as answered: a merchant that has not set one up yet has no levels (the input rules are for saving). */
export const ZVipLevelTableView = z.object({ levels: z.array(ZVipLevelInput) });

export const ZVipLevelTable = z
  .object({
    levels: z
      .array(ZVipLevelInput)
      .min(1)
      .max(VIP_MAX_LEVEL + 1),
  })
  .superRefine((table, ctx) => {
    const fail = (index: number, field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: ['levels', index, field], message });
    table.levels.forEach((l, i) => {
      if (l.level !== i) fail(i, 'level', 'vip_levels_not_consecutive');
      if (Object.keys(l.names).length === 0) fail(i, 'names', 'vip_name_required');
      const below = table.levels[i - 1];
      if (i === 0) {
        if (l.upgradeValidBet !== 0 || l.upgradeDeposit !== 0)
          fail(i, 'upgradeValidBet', 'vip_level_zero_free');
        if (l.levelUpBonus !== 0) fail(i, 'levelUpBonus', 'vip_level_zero_no_bonus');
      } else if (below) {
        if (l.upgradeValidBet < below.upgradeValidBet)
          fail(i, 'upgradeValidBet', 'vip_threshold_not_increasing');
        if (l.upgradeDeposit < below.upgradeDeposit)
          fail(i, 'upgradeDeposit', 'vip_threshold_not_increasing');
        if (l.upgradeValidBet === below.upgradeValidBet && l.upgradeDeposit === below.upgradeDeposit)
          fail(i, 'upgradeValidBet', 'vip_threshold_not_increasing');
      }
    });
  });
export type TVipLevelTable = z.infer<typeof ZVipLevelTable>;

/** One level as everyone reads it: the name in the request's language, cashback % per category. */
export const ZVipLevel = ZVipLevelInput.omit({ names: true, perks: true }).extend({
  name: z.string(),
  perks: z.string(),
  /** Cashback rates (parts per million) this level gets, per game category (cashback table). */
  cashbackPpm: z.record(z.string(), z.number().int()),
});
export type TVipLevel = z.infer<typeof ZVipLevel>;
export const ZVipLevels = z.object({ levels: z.array(ZVipLevel) });
export type TVipLevels = z.infer<typeof ZVipLevels>;

/** GET /wps/vip/status. next null at the top level; keep null at level 0. */
export const ZVipStatus = z.object({
  level: z.number().int(),
  name: z.string(),
  reachedAt: z.string().nullable(),
  /** Since when valid bet and deposits count towards the next level. */
  countFrom: z.string(),
  validBet: ZMinorUnits,
  deposit: ZMinorUnits,
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      validBet: ZMinorUnits,
      deposit: ZMinorUnits,
      levelUpBonus: ZMinorUnits,
    })
    .nullable(),
  keep: z
    .object({
      validBet: ZMinorUnits,
      required: ZMinorUnits,
      windowFrom: z.string(),
      windowTo: z.string(),
      daysLeft: z.number().int(),
    })
    .nullable(),
});
export type TVipStatus = z.infer<typeof ZVipStatus>;

export const ZVipChangeReason = z.enum(['UPGRADE', 'RELEGATION', 'MANUAL']);
export const ZVipLevelChange = z.object({
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  reason: ZVipChangeReason,
  createdAt: z.string(),
});
export const ZVipBonus = z.object({
  kind: z.enum(['LEVEL_UP', 'MONTHLY']),
  /** levelup:<level> or monthly:<yyyy-mm>. */
  sourceRef: z.string(),
  amount: ZMinorUnits,
  createdAt: z.string(),
});
export const ZVipHistory = z.object({ changes: z.array(ZVipLevelChange), bonuses: z.array(ZVipBonus) });
export type TVipHistory = z.infer<typeof ZVipHistory>;

/** GET /ops/merchants/:code/vip/members/:memberId. */
export const ZOpsVipMemberParams = z.object({
  code: ZMerchantCode,
  memberId: z.string().regex(/^\d{1,18}$/),
});
export const ZOpsVipMember = ZVipStatus.extend({
  memberId: z.string(),
  username: z.string(),
  lastBoundary: z.string().nullable(),
  history: ZVipHistory,
});
export type TOpsVipMember = z.infer<typeof ZOpsVipMember>;

/** POST /ops/merchants/:code/vip/members/:memberId/level: sets the level by hand (no level-up bonus). */
export const ZOpsVipSetLevel = z.object({
  level: z.number().int().min(0).max(VIP_MAX_LEVEL),
  note: z.string().trim().min(1).max(200),
});

/** POST /ops/merchants/:code/vip/evaluate: applies the day `date` (merchant zone) ends; once per boundary. */
export const ZOpsVipEvaluate = z.object({
  date: z.iso.date().refine((d) => d >= '2000-01-01' && d <= '2999-12-31', 'date_out_of_range'),
});
export const ZOpsVipEvaluation = z.object({
  boundary: z.string(),
  members: z.number().int(),
  upgraded: z.number().int(),
  relegated: z.number().int(),
  monthlyPaid: z.number().int(),
  alreadyRun: z.boolean(),
});
export type TOpsVipEvaluation = z.infer<typeof ZOpsVipEvaluation>;
