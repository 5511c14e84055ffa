import { z } from 'zod';
import { ZMerchantCode } from './admin.js';
import { ZPositiveMinorUnits, ZRequestId, ZSignedMinorUnits, ZWalletCode } from './wallet.js';

// Operator-only shapes of the wallet domain (adjustments, vendor wallets, the ledger audit): the server's routes
// and the console's money area share them; the site never uses them.

const ZId = z.string().regex(/^\d{1,18}$/, 'id_rule');
const ZReason = z.string().trim().min(1).max(200);

export const ADJUSTMENT_STATUSES = ['PENDING_APPROVAL', 'APPLIED', 'REJECTED'] as const;
export const ZAdjustmentStatus = z.enum(ADJUSTMENT_STATUSES);
export type TAdjustmentStatus = z.infer<typeof ZAdjustmentStatus>;
/** Why an adjustment waits for a second operator: its own amount, or its requester's daily total alone. */
export const ZAdjustmentApprovalRule = z.enum(['AMOUNT', 'DAILY_TOTAL']);
export type TAdjustmentApprovalRule = z.infer<typeof ZAdjustmentApprovalRule>;

/** POST /ops/merchants/:code/adjustments: a signed amount in minor units, never 0. */
export const ZAdjustmentRequest = z.object({
  username: z.string().trim().min(1).max(64),
  walletCode: ZWalletCode,
  amount: ZSignedMinorUnits.refine((amount) => amount !== 0, 'amount_not_zero'),
  reason: ZReason,
  requestId: ZRequestId,
});
export type TAdjustmentRequest = z.infer<typeof ZAdjustmentRequest>;

export const ZAdjustment = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  walletCode: z.string(),
  amount: ZSignedMinorUnits,
  reason: z.string(),
  requestId: z.string(),
  status: ZAdjustmentStatus,
  /** null: applied by its requester alone; else why it needed (or needs) a second operator. */
  approvalRule: ZAdjustmentApprovalRule.nullable(),
  requestedBy: z.string().nullable(),
  /** The second operator who approved it (null when applied at once or rejected). */
  approvedBy: z.string().nullable(),
  rejectedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  transactionId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TAdjustment = z.infer<typeof ZAdjustment>;

export const ZAdjustmentParams = z.object({ code: ZMerchantCode, id: ZId });
export const ZAdjustmentQuery = z.object({
  status: ZAdjustmentStatus.optional(),
  /** One member's adjustments (the console's member page). */
  memberId: z
    .string()
    .regex(/^\d{1,18}$/, 'id_rule')
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TAdjustmentQuery = z.infer<typeof ZAdjustmentQuery>;
export const ZAdjustmentPage = z.object({
  items: z.array(ZAdjustment),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const ZRejectRequest = z.object({ reason: ZReason });

export const ZVendorParams = z.object({ code: ZMerchantCode, vassalage: ZWalletCode });
/** PUT /ops/merchants/:code/vendors/:vassalage: creates or replaces; a new vendor gets a random HMAC secret. */
/** A round may pay at most this multiple of its stake unless the operator says otherwise (migration 0025). */
export const DEFAULT_MAX_PAYOUT_MULTIPLE = 1_000_000;

export const ZVendorSave = z.object({
  displayName: z.string().trim().min(1).max(64),
  walletMode: z.enum(['SEAMLESS', 'TRANSFER']),
  isEnabled: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000),
  /** An http(s) URL, or a path on the platform's own origin (the in-house vendor's `/inhouse/launch`). */
  launchUrl: z
    .union([z.url({ protocol: /^https?$/ }).max(500), z.string().regex(/^\/(?!\/)[A-Za-z0-9\-._~/]{0,199}$/)])
    .nullable()
    .optional(),
  ipAllowList: z
    .array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]))
    .max(50)
    .optional(),
  /** The most a round of this vendor may pay in all (minor units); null or omitted: no such ceiling. */
  maxRoundPayoutMinor: ZPositiveMinorUnits.nullable().optional(),
  /** The most a round may pay as a multiple of its stake; null: none; omitted: the default 1,000,000×. */
  maxPayoutMultiple: z.number().int().min(1).max(DEFAULT_MAX_PAYOUT_MULTIPLE).nullable().optional(),
});
export type TVendorSave = z.infer<typeof ZVendorSave>;
/** A vendor integration as operators see it: never its HMAC secret. */
export const ZVendor = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  walletMode: z.enum(['SEAMLESS', 'TRANSFER']),
  isEnabled: z.boolean(),
  sortOrder: z.number().int(),
  launchUrl: z.string().nullable(),
  ipAllowList: z.array(z.string()),
  maxRoundPayoutMinor: z.number().int().nullable(),
  maxPayoutMultiple: z.number().int().nullable(),
  createdAt: z.string(),
  /** Launches refused while on (the games area's PUT …/vendors/:vassalage/maintenance); a replace keeps it. */
  isMaintenance: z.boolean(),
});
export type TVendor = z.infer<typeof ZVendor>;

export const ZLedgerAuditReport = z.object({
  runId: z.string(),
  isClean: z.boolean(),
  accounts: z.number().int(),
  transactions: z.number().int(),
  entries: z.number().int(),
  problems: z.array(z.object({ check: z.string(), detail: z.record(z.string(), z.string()) })),
});
export const ZLedgerAuditRun = z.object({
  id: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  isClean: z.boolean().nullable(),
  report: z.unknown(),
});
export type TLedgerAuditRun = z.infer<typeof ZLedgerAuditRun>;
