import { z } from 'zod';
import { ZGameCategory, type TGameCategory } from './games.js';
import { ZMinorUnits, ZPage, ZPageSize, ZPaged, ZRequestId } from './wallet.js';

/**
 * Points and the points mall (/pointMall, module PTSYS3; docs/loyalty.md "Points"). Points travel as integers
 * in hundredths of a point (like money in minor units): 1234 = 12.34 points. Prices and the conversion
 * minimum are whole points.
 */

export const POINTS_BALANCE_PATH = '/wps/relay/MCS2_getPointBalance';
export const POINTS_REWARD_PATH = '/wps/relay/MCS2_getPointReward';
export const POINTS_REDEEM_LIST_PATH = '/wps/relay/MCS2_getRedeemPointList';
export const POINTS_CONFIG_PATH = '/wps/relay/MCS2_getPointConfig';
/** Ours: the member's point entries (the spec names the tab, not its call). */
export const POINTS_DETAILS_PATH = '/wps/relay/MCS2_getPointDetails';
export const POINTS_REDEEM_PATH = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
export const POINTS_CONVERT_PATH = '/wps/relay/passwordCheck/MCS2_convertPoint';

/** Spec section 9: points per 1.00 point-base of valid bet, in hundredths. LOTT and ELOTT: the merchant's. */
export const POINT_CATEGORY_VALUES_CENTI: Record<Exclude<TGameCategory, 'LOTT' | 'ELOTT'>, number> = {
  LIVE: 70,
  SPORTS: 100,
  ESPORTS: 100,
  FISH: 120,
  RNG: 120,
  PVP: 100,
};

/** The value of each category for a merchant whose lottery value is `lotteryValueCenti`. */
export function pointCategoryValues(lotteryValueCenti: number): Record<TGameCategory, number> {
  return { ...POINT_CATEGORY_VALUES_CENTI, LOTT: lotteryValueCenti, ELOTT: lotteryValueCenti };
}

/** Points (hundredths) a valid bet earns: floor(validBet × value / base), per round. */
export function pointsForValidBet(validBetMinor: bigint, valueCenti: number, baseMinor: bigint): bigint {
  return (validBetMinor * BigInt(valueCenti)) / baseMinor;
}

/** Hundredths of a point to the display form: 123456 → "1,234.56". */
export function formatPoints(centi: number): string {
  const sign = centi < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(centi));
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

export const ZPointsCenti = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
export const ZSignedPointsCenti = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

export const POINT_GOODS_TYPES = ['VIRTUAL', 'PHYSICAL'] as const;
export const ZPointGoodsType = z.enum(POINT_GOODS_TYPES);
export type TPointGoodsType = z.infer<typeof ZPointGoodsType>;

/** Spec section 4: applying (in process), approved, rejected. */
export const POINT_EXCHANGE_STATUSES = ['APPLYING', 'APPROVED', 'REJECTED'] as const;
export const ZPointExchangeStatus = z.enum(POINT_EXCHANGE_STATUSES);
export type TPointExchangeStatus = z.infer<typeof ZPointExchangeStatus>;

export const POINT_ENTRY_SOURCES = ['ROUND', 'REDEEM', 'REFUND', 'CONVERT'] as const;
export const ZPointEntrySource = z.enum(POINT_ENTRY_SOURCES);

/** MCS2_getPointBalance: the member's current points (hundredths). */
export const ZPointBalance = z.object({ currentPoints: ZPointsCenti });
export type TPointBalance = z.infer<typeof ZPointBalance>;

/** One category's value in the config answer. */
export const ZPointCategoryValue = z.object({ gameCategory: ZGameCategory, valueCenti: z.number().int() });

/** MCS2_getPointConfig: how points are earned and spent, and the rules text in the asked language. */
export const ZPointConfig = z.object({
  isEnabled: z.boolean(),
  /** Valid bet (minor units) per point at value 1.00. */
  baseMinor: ZMinorUnits,
  categoryValues: z.array(ZPointCategoryValue),
  /** This many points make 1.00 (100 minor units) of balance. */
  ratio: z.number().int().min(0),
  minConvertPoints: z.number().int().min(0),
  exchangeTypes: z.array(z.enum(['GOODS', 'BALANCE'])),
  rules: z.string(),
});
export type TPointConfig = z.infer<typeof ZPointConfig>;

/** One goods item of the mall (MCS2_getPointReward). */
export const ZPointGoods = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  goodsType: ZPointGoodsType,
  /** Whole points per unit. */
  pricePoints: z.number().int().positive(),
  /** VIRTUAL: cash per unit (minor units). */
  bonus: ZMinorUnits,
  /** Available quantity; null = unlimited. */
  availableQuantity: z.number().int().min(0).nullable(),
  perMemberLimit: z.number().int().positive().nullable(),
  /** How many the member has exchanged (not rejected). */
  redeemedByMe: z.number().int().min(0),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** In its window and enabled. */
  isAvailable: z.boolean(),
});
export type TPointGoods = z.infer<typeof ZPointGoods>;
export const ZPointGoodsList = z.object({ list: z.array(ZPointGoods) });
export type TPointGoodsList = z.infer<typeof ZPointGoodsList>;

const ZShortText = (max: number) => z.string().trim().min(1).max(max);
export const ZShippingAddress = z.object({
  name: ZShortText(60),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/, 'points_phone_rule'),
  address: ZShortText(300),
});
export type TShippingAddress = z.infer<typeof ZShippingAddress>;

const ZPaymentPassword = z.string().regex(/^\d{6}$/, 'payment_password_rule');

/** passwordCheck/MCS2_redeemPointReward: exchange points for goods, once per requestId. */
export const ZPointRedeemRequest = z.object({
  goodsId: z.string().regex(/^\d{1,18}$/),
  quantity: z.number().int().min(1).max(100),
  paymentPassword: ZPaymentPassword,
  requestId: ZRequestId,
  /** Required for PHYSICAL goods, refused for VIRTUAL. */
  shippingAddress: ZShippingAddress.optional(),
});
export type TPointRedeemRequest = z.infer<typeof ZPointRedeemRequest>;

/** One exchange record (MCS2_getRedeemPointList). */
export const ZPointExchange = z.object({
  id: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  goodsType: ZPointGoodsType,
  redeemQuantity: z.number().int().positive(),
  /** Points spent (hundredths). */
  points: ZPointsCenti,
  bonus: ZMinorUnits,
  status: ZPointExchangeStatus,
  remark: z.string().nullable(),
  shippingAddress: ZShippingAddress.nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TPointExchange = z.infer<typeof ZPointExchange>;

export const ZPointExchangeQuery = z.object({
  page: ZPage,
  pageSize: ZPageSize,
  status: ZPointExchangeStatus.optional(),
});
export const ZPointExchangePage = ZPaged(ZPointExchange);
export type TPointExchangePage = z.infer<typeof ZPointExchangePage>;

/** The redeem answer: the record and the points left. */
export const ZPointRedeemResult = z.object({ exchange: ZPointExchange, currentPoints: ZPointsCenti });
export type TPointRedeemResult = z.infer<typeof ZPointRedeemResult>;

/** passwordCheck/MCS2_convertPoint: whole points to the main wallet at the merchant's ratio. */
export const ZPointConvertRequest = z.object({
  points: z.number().int().min(1).max(1_000_000_000),
  paymentPassword: ZPaymentPassword,
  requestId: ZRequestId,
});
export type TPointConvertRequest = z.infer<typeof ZPointConvertRequest>;

export const ZPointConversion = z.object({
  id: z.string(),
  changedPoints: ZPointsCenti,
  amount: ZMinorUnits,
  ratio: z.number().int().positive(),
  currentPoints: ZPointsCenti,
  createdAt: z.string(),
});
export type TPointConversion = z.infer<typeof ZPointConversion>;

/** One point entry (the point details tab): changed points and the balance after it. */
export const ZPointEntry = z.object({
  id: z.string(),
  source: ZPointEntrySource,
  changedPoints: ZSignedPointsCenti,
  balance: ZPointsCenti,
  gameCategory: ZGameCategory.nullable(),
  validBet: ZMinorUnits.nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type TPointEntry = z.infer<typeof ZPointEntry>;
export const ZPointEntryQuery = z.object({ page: ZPage, pageSize: ZPageSize });
export const ZPointEntryPage = ZPaged(ZPointEntry);
export type TPointEntryPage = z.infer<typeof ZPointEntryPage>;

// ---------------------------------------------------------------- operator

/** GET / PUT /ops/merchants/:code/points/settings. */
export const ZPointSettings = z.object({
  baseMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  lotteryValueCenti: z.number().int().min(0).max(1000),
  ratio: z.number().int().min(1).max(1_000_000),
  minConvertPoints: z.number().int().min(0).max(1_000_000_000),
  rules: z.record(z.string().regex(/^[A-Z]{2}$/), z.string().max(5000)),
});
export type TPointSettings = z.infer<typeof ZPointSettings>;
/** The settings, or null when the merchant has no points programme yet. */
export const ZOpsPointSettings = ZPointSettings.nullable();

export const ZPointGoodsInput = z
  .object({
    name: ZShortText(60),
    description: z.string().trim().max(500).default(''),
    imageUrl: z.string().trim().max(500).nullable().default(null),
    goodsType: ZPointGoodsType,
    pricePoints: z.number().int().min(1).max(1_000_000_000),
    bonus: ZMinorUnits.default(0),
    stock: z.number().int().min(0).max(1_000_000_000).nullable(),
    perMemberLimit: z.number().int().min(1).max(1_000_000).nullable().default(null),
    startsAt: z.string().datetime({ offset: true }).nullable().default(null),
    endsAt: z.string().datetime({ offset: true }).nullable().default(null),
    isEnabled: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(100_000).default(0),
  })
  .refine((g) => (g.goodsType === 'VIRTUAL') === g.bonus > 0, {
    message: 'points_goods_bonus_rule',
    path: ['bonus'],
  })
  .refine((g) => !g.startsAt || !g.endsAt || Date.parse(g.endsAt) > Date.parse(g.startsAt), {
    message: 'points_goods_window_rule',
    path: ['endsAt'],
  });
export type TPointGoodsInput = z.input<typeof ZPointGoodsInput>;

export const ZOpsPointGoods = ZPointGoods.omit({ redeemedByMe: true }).extend({
  stock: z.number().int().min(0).nullable(),
  isEnabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type TOpsPointGoods = z.infer<typeof ZOpsPointGoods>;
export const ZOpsPointGoodsList = z.object({ list: z.array(ZOpsPointGoods) });

export const ZOpsPointExchange = ZPointExchange.extend({ memberId: z.string(), username: z.string() });
export const ZOpsPointExchangeQuery = ZPointExchangeQuery.extend({
  username: z.string().trim().min(1).max(64).optional(),
});
export const ZOpsPointExchangePage = ZPaged(ZOpsPointExchange);
export type TOpsPointExchangePage = z.infer<typeof ZOpsPointExchangePage>;

export const ZOpsPointDecision = z.object({ remark: z.string().trim().max(300).optional() });
export const ZOpsPointRejection = z.object({ remark: z.string().trim().min(1).max(300) });

export const ZOpsMemberPoints = z.object({
  memberId: z.string(),
  username: z.string(),
  currentPoints: ZPointsCenti,
  entries: ZPointEntryPage,
});
