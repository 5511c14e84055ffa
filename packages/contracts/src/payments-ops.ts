import { z } from 'zod';
import { ZMerchantCode } from './admin.js';
import {
  ZDepositStatus,
  ZListQuery,
  ZMinorUnits,
  ZPaged,
  ZPaymentGateway,
  ZPaymentMethod,
  ZPositiveMinorUnits,
} from './wallet.js';

// Operator-only shapes of the deposit API (/ops/merchants/:code/deposits, payment-methods): the server's routes
// and the console's money area share them.

const ZText = (max: number) => z.string().trim().min(1).max(max);

export const ZPaymentMethodCode = z.string().regex(/^[A-Z0-9_]{2,32}$/, 'payment_method_code_rule');
export const ZMethodParams = z.object({ code: ZMerchantCode, methodCode: ZPaymentMethodCode });
export const ZOpsDepositParams = z.object({ code: ZMerchantCode, id: z.string().regex(/^\d{1,18}$/) });

export const ZBankDetailsInput = z.object({
  bankName: ZText(64),
  accountName: ZText(64),
  accountNumber: ZText(34),
  branch: ZText(64)
    .nullish()
    .transform((value) => value ?? null),
});

/** PUT /ops/merchants/:code/payment-methods/:methodCode: the whole method (create or replace). */
export const ZPaymentMethodSave = z
  .object({
    displayName: ZText(64),
    gateway: ZPaymentGateway,
    minAmount: ZPositiveMinorUnits,
    maxAmount: ZPositiveMinorUnits,
    dailyMaxAmount: ZPositiveMinorUnits,
    /** Required for MANUAL_BANK (what the member transfers to); ignored for SANDBOX. */
    bankDetails: ZBankDetailsInput.nullish().transform((value) => value ?? null),
    isEnabled: z.boolean().default(true),
    sortOrder: z.number().int().min(-1000).max(1000).default(0),
  })
  .refine((body) => body.maxAmount >= body.minAmount, { message: 'max_below_min', path: ['maxAmount'] })
  .refine((body) => body.dailyMaxAmount >= body.maxAmount, {
    message: 'daily_below_max',
    path: ['dailyMaxAmount'],
  })
  .refine((body) => body.gateway !== 'MANUAL_BANK' || body.bankDetails !== null, {
    message: 'bank_details_required',
    path: ['bankDetails'],
  });
export type TPaymentMethodSave = z.infer<typeof ZPaymentMethodSave>;

/** A method as the operator sees it; the gateway secret is never answered, only whether there is one. */
export const ZOpsPaymentMethod = ZPaymentMethod.omit({ usedToday: true }).extend({
  isEnabled: z.boolean(),
  sortOrder: z.number().int(),
  hasGatewaySecret: z.boolean(),
});
export type TOpsPaymentMethod = z.infer<typeof ZOpsPaymentMethod>;

export const ZOpsDeposit = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  methodCode: z.string(),
  methodName: z.string(),
  gateway: ZPaymentGateway,
  amount: ZMinorUnits,
  status: ZDepositStatus,
  gatewayOrderId: z.string().nullable(),
  hasProof: z.boolean(),
  reason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  /** Above the merchant's dual-control limit: the operator whose approval waits for a second one. */
  firstApprovedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
});
export type TOpsDeposit = z.infer<typeof ZOpsDeposit>;
export const ZOpsDepositPage = ZPaged(ZOpsDeposit);
export type TOpsDepositPage = z.infer<typeof ZOpsDepositPage>;

export const ZOpsDepositQuery = ZListQuery.extend({ status: ZDepositStatus.optional() });
export type TOpsDepositQuery = z.infer<typeof ZOpsDepositQuery>;

export const ZApproveDepositRequest = z.object({ reason: z.string().trim().max(500).optional() });
export const ZRejectDepositRequest = z.object({ reason: ZText(500) });
