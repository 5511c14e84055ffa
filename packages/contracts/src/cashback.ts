import { z } from 'zod';
import { ZGameCategory } from './games.js';
import { ZMinorUnits, ZPage, ZPageSize, ZPaged, ZPositiveMinorUnits, ZRequestId } from './wallet.js';

/**
 * Cashback (the member centre's manualRebate page, module MANPLAYREB3; docs/promotions.md "Cashback"): a
 * share of the member's valid bets since the last claim, per game category at the rate of the member's VIP
 * level. Money in minor units; rates in parts per million (0.4 % = 4000).
 */

/** The highest rate an operator may set: 10 %. */
export const CASHBACK_MAX_RATE_PPM = 100_000;
export const CASHBACK_MAX_VIP_LEVEL = 99;

export const ZCashbackRatePpm = z.number().int().min(0).max(CASHBACK_MAX_RATE_PPM);

/** One category's line: its valid bet in the window, the rate applied and what it earns (rounded down). */
export const ZCashbackLine = z.object({
  gameCategory: ZGameCategory,
  validBet: ZMinorUnits,
  ratePpm: ZCashbackRatePpm,
  amount: ZMinorUnits,
});
export type TCashbackLine = z.infer<typeof ZCashbackLine>;

/** GET /wps/cashback: what a claim now would pay. */
export const ZCashbackPreview = z.object({
  /** The window [windowFrom, windowTo) of settled rounds it covers (ISO times). */
  windowFrom: z.string(),
  windowTo: z.string(),
  vipLevel: z.number().int().min(0),
  lines: z.array(ZCashbackLine),
  validBet: ZMinorUnits,
  /** The sum of the lines' amounts. */
  computed: ZMinorUnits,
  /** What a claim pays: computed, limited by capPerClaim. */
  amount: ZMinorUnits,
  minClaim: ZMinorUnits,
  capPerClaim: ZMinorUnits.nullable(),
  /** amount > 0 and amount ≥ minClaim. */
  isClaimable: z.boolean(),
});
export type TCashbackPreview = z.infer<typeof ZCashbackPreview>;

/** POST /wps/cashback/claim: requestId made once per press and sent again on a retry. */
export const ZCashbackClaimRequest = z.object({ requestId: ZRequestId });
export type TCashbackClaimRequest = z.infer<typeof ZCashbackClaimRequest>;

/** One paid claim. */
export const ZCashbackClaim = z.object({
  id: z.string(),
  windowFrom: z.string(),
  windowTo: z.string(),
  vipLevel: z.number().int().min(0),
  lines: z.array(ZCashbackLine),
  validBet: ZMinorUnits,
  computed: ZMinorUnits,
  amount: ZMinorUnits,
  createdAt: z.string(),
});
export type TCashbackClaim = z.infer<typeof ZCashbackClaim>;

/** GET /wps/cashback/claims: newest first. */
export const ZCashbackClaimQuery = z.object({ page: ZPage, pageSize: ZPageSize });
export const ZCashbackClaimPage = ZPaged(ZCashbackClaim);
export type TCashbackClaimPage = z.infer<typeof ZCashbackClaimPage>;

/** One rate row: members at vipLevel or above (up to the next level with a row of the category). */
export const ZCashbackRate = z.object({
  gameCategory: ZGameCategory,
  vipLevel: z.number().int().min(0).max(CASHBACK_MAX_VIP_LEVEL),
  ratePpm: ZCashbackRatePpm,
});
export type TCashbackRate = z.infer<typeof ZCashbackRate>;

/** GET / PUT /ops/merchants/:code/cashback/rates: the whole table, replaced at once. */
export const ZCashbackRateTable = z
  .object({
    rates: z.array(ZCashbackRate).max(8 * (CASHBACK_MAX_VIP_LEVEL + 1)),
    minClaim: ZMinorUnits,
    capPerClaim: ZPositiveMinorUnits.nullable(),
  })
  .refine(
    (table) => new Set(table.rates.map((r) => `${r.gameCategory}:${r.vipLevel}`)).size === table.rates.length,
    { message: 'cashback_rate_duplicate', path: ['rates'] },
  )
  .refine((table) => table.capPerClaim === null || table.capPerClaim >= table.minClaim, {
    message: 'cashback_cap_below_minimum',
    path: ['capPerClaim'],
  });
export type TCashbackRateTable = z.infer<typeof ZCashbackRateTable>;

/** GET /ops/merchants/:code/cashback/claims. */
export const ZOpsCashbackClaimQuery = z.object({
  username: z.string().trim().min(1).max(64).optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export const ZOpsCashbackClaim = ZCashbackClaim.extend({ memberId: z.string(), username: z.string() });
export const ZOpsCashbackClaimPage = ZPaged(ZOpsCashbackClaim);
export type TOpsCashbackClaimPage = z.infer<typeof ZOpsCashbackClaimPage>;
