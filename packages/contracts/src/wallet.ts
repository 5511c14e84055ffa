import { z } from 'zod';
import { ZMerchantCode } from './admin.js';

/**
 * Money in the API is an integer count of minor units (1/100 of the display unit), never a float: 123456
 * is shown as "1,234.56" (formatMinorUnits). Safe integers only, so JSON numbers carry it exactly.
 */
export const ZMinorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** An amount to move: at least one minor unit. */
export const ZPositiveMinorUnits = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** A signed amount (operator adjustments, history lines). */
export const ZSignedMinorUnits = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

/**
 * The client's idempotency key for a money request: made once per user action and sent again on every
 * retry, so a retried request never moves money twice.
 */
export const ZRequestId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'request_id_rule');

/** The main wallet; vendor wallets are named by the vendor's code (vassalage). */
export const MAIN_WALLET = 'MAIN';
export const ZWalletCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{2,32}$/, 'wallet_code_rule');

export const ZWalletBalanceLine = z.object({
  walletCode: z.string(),
  walletName: z.string(),
  /** What the member can use now: the balance less pending holds. */
  availBalance: ZMinorUnits,
  /** Held for pending withdrawals (or bets in flight). */
  heldBalance: ZMinorUnits,
  currency: z.string(),
  currencySymbol: z.string(),
});
export type TWalletBalanceLine = z.infer<typeof ZWalletBalanceLine>;

/** Balance answer: `availablePromo.REFERRAL.enabled` is true while a referral rule is live (spec section 3). */
export const ZAvailablePromo = z.object({ REFERRAL: z.object({ enabled: z.boolean() }) });
export type TAvailablePromo = z.infer<typeof ZAvailablePromo>;

/** GET /wps/v2/wallets/balance. */
export const ZWalletBalance = z.object({
  /** Every wallet's available balance together. */
  sumBalance: ZMinorUnits,
  currency: z.string(),
  currencySymbol: z.string(),
  balance: z.array(ZWalletBalanceLine),
  /** A trial account's demo balance is play money (no ledger, no deposits). */
  isDemo: z.boolean(),
  /** Platform messages the member has not opened (CSP_unreadCount); absent for a trial account. */
  unreadMessage: z.number().int().nonnegative().optional(),
  /** Missions the member can claim now (the mission badge); absent for a trial account. */
  missionCount: z.number().int().nonnegative().optional(),
  /** Promotions the menus show (spec section 3): REFERRAL.enabled while a referral rule is live (docs/loyalty.md). */
  availablePromo: ZAvailablePromo.optional(),
  /** How many of availablePromo are enabled. */
  availablePromoCount: z.number().int().nonnegative().optional(),
});
export type TWalletBalance = z.infer<typeof ZWalletBalance>;

/** GET /wps/relay/GCS_merchantWallet: single wallet (seamless vendors only) or main plus vendor wallets. */
export const ZMerchantWallet = z.object({
  isSingle: z.boolean(),
  wallets: z.array(
    z.object({
      walletCode: z.string(),
      displayName: z.string(),
      /** MAIN, or TRANSFER for a vendor that keeps its own balance. */
      mode: z.enum(['MAIN', 'TRANSFER']),
    }),
  ),
});
export type TMerchantWallet = z.infer<typeof ZMerchantWallet>;

/** POST /wps/relay/GCS_walletTransfer: all or nothing between the main wallet and a vendor wallet. */
export const ZWalletTransferRequest = z
  .object({
    fromWallet: ZWalletCode,
    toWallet: ZWalletCode,
    /** Omit with isAll true to move the whole available balance of fromWallet. */
    amount: ZPositiveMinorUnits.optional(),
    isAll: z.boolean().default(false),
    requestId: ZRequestId,
  })
  .refine((body) => body.fromWallet !== body.toWallet, { message: 'same_wallet', path: ['toWallet'] })
  .refine((body) => body.isAll || body.amount !== undefined, {
    message: 'amount_required',
    path: ['amount'],
  });
export type TWalletTransferRequest = z.infer<typeof ZWalletTransferRequest>;

/** GET /wps/member/info/funds/consolidated (spec section 3). '0' is off; a period code (D, W, H, M) is on. */
export const CONSOLIDATED_FIELDS = [
  'dailysalreqtype',
  'divtypereq',
  'contracthoursalreq',
  'realtimesalreqtype',
  'contractmrdailysalinfotype',
  'contracthoursalinfo',
  'dailysalinfotype',
  'realtimesalinfotype',
  'divtypeinfo',
] as const;
export const ZConsolidated = z.object(
  Object.fromEntries(CONSOLIDATED_FIELDS.map((field) => [field, z.string()])) as Record<
    (typeof CONSOLIDATED_FIELDS)[number],
    z.ZodString
  >,
);
export type TConsolidated = z.infer<typeof ZConsolidated>;

/** Kinds of ledger transaction a member sees in the account record. */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_REFUND',
  'WALLET_TRANSFER',
  'TRANSFER_UPLINE',
  'TRANSFER_DOWNLINE',
  'ADJUSTMENT',
  'BET',
  'WIN',
  'ROLLBACK',
  'BONUS',
  // Lottery (issue 7): a bet, its payout, a refund (a tie under REFUND, a cancelled draw), a member's cancel.
  'LOTTERY_BET',
  'LOTTERY_PAYOUT',
  'LOTTERY_REFUND',
  'LOTTERY_CANCEL',
  // Agent programme (issue 17): a dividend or salary bill's payment, from the platform or the agent's upline.
  'AGENT_DIVIDEND',
  'AGENT_DAILY_SALARY',
  'AGENT_HOURLY_SALARY',
  'AGENT_REALTIME_SALARY',
] as const;
export const ZTransactionType = z.enum(TRANSACTION_TYPES);
export type TTransactionType = z.infer<typeof ZTransactionType>;

export const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_rule');
export const ZPage = z.coerce.number().int().min(1).max(100_000).default(1);
export const ZPageSize = z.coerce.number().int().min(1).max(100).default(10);

/** GET /wps/relay/ODSFE2_MemTransDet: the member's account record. Days are inclusive, in UTC+0 by default. */
export const ZTransactionQuery = z.object({
  type: ZTransactionType.optional(),
  startDate: ZDay.optional(),
  endDate: ZDay.optional(),
  walletCode: ZWalletCode.optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TTransactionQuery = z.infer<typeof ZTransactionQuery>;

export const ZTransactionLine = z.object({
  id: z.string(),
  time: z.string(),
  type: ZTransactionType,
  walletCode: z.string(),
  /** Positive: money in; negative: money out. */
  amount: ZSignedMinorUnits,
  balanceAfter: ZSignedMinorUnits,
  reference: z.string().nullable(),
  memo: z.string().nullable(),
});
export type TTransactionLine = z.infer<typeof ZTransactionLine>;

export const ZPaged = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export const ZTransactionPage = ZPaged(ZTransactionLine);
export type TTransactionPage = z.infer<typeof ZTransactionPage>;

// ---------------------------------------------------------------- deposits

export const PAYMENT_GATEWAYS = ['SANDBOX', 'MANUAL_BANK'] as const;
export const ZPaymentGateway = z.enum(PAYMENT_GATEWAYS);
export type TPaymentGateway = z.infer<typeof ZPaymentGateway>;

export const ZBankDetails = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.string().nullable(),
});
export type TBankDetails = z.infer<typeof ZBankDetails>;

/** A deposit method as the member sees it (GET /wps/payment/methods). */
export const ZPaymentMethod = z.object({
  id: z.string(),
  code: z.string(),
  displayName: z.string(),
  gateway: ZPaymentGateway,
  minAmount: ZMinorUnits,
  maxAmount: ZMinorUnits,
  dailyMaxAmount: ZMinorUnits,
  /** What the member has deposited today through this method (pending and credited). */
  usedToday: ZMinorUnits,
  /** Manual bank transfer only: where to send the money. */
  bankDetails: ZBankDetails.nullable(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

export const ZDepositRequest = z.object({
  methodId: z.string().regex(/^\d{1,18}$/),
  amount: ZPositiveMinorUnits,
  requestId: ZRequestId,
  /** A deposit-bonus promotion chosen with the deposit (docs/promotions.md): paid when the deposit is credited. */
  promotionId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});
export type TDepositRequest = z.infer<typeof ZDepositRequest>;

/**
 * CREATED: gateway order open (sandbox) or waiting for the transfer proof (manual bank).
 * PENDING_REVIEW: proof uploaded, an operator decides. CREDITED: money in the main wallet.
 * FAILED: the gateway said the payment failed. REJECTED: an operator refused it. EXPIRED: never paid.
 */
export const DEPOSIT_STATUSES = [
  'CREATED',
  'PENDING_REVIEW',
  'CREDITED',
  'FAILED',
  'REJECTED',
  'EXPIRED',
] as const;
export const ZDepositStatus = z.enum(DEPOSIT_STATUSES);
export type TDepositStatus = z.infer<typeof ZDepositStatus>;

export const ZDeposit = z.object({
  id: z.string(),
  methodId: z.string(),
  methodName: z.string(),
  gateway: ZPaymentGateway,
  amount: ZMinorUnits,
  status: ZDepositStatus,
  /** Sandbox: the hosted payment page to open. */
  paymentUrl: z.string().nullable(),
  bankDetails: ZBankDetails.nullable(),
  hasProof: z.boolean(),
  /** The operator's reason when rejected. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TDeposit = z.infer<typeof ZDeposit>;

export const ZListQuery = z.object({ page: ZPage, pageSize: ZPageSize });
export const ZDepositPage = ZPaged(ZDeposit);

// ---------------------------------------------------------------- withdrawals

export const ZBankAccountRequest = z.object({
  bankName: z.string().trim().min(2).max(64),
  /** Must match the member's real name (payee name); sets it when the member has none yet. */
  accountName: z.string().trim().min(2).max(64),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9 -]{6,34}$/, 'bank_account_number_rule')
    .transform((value) => value.replace(/[ -]/g, '')),
  branch: z.string().trim().max(64).optional(),
});
export type TBankAccountRequest = z.infer<typeof ZBankAccountRequest>;

export const ZBankAccount = z.object({
  id: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Only the last four digits are answered. */
  accountNumberMasked: z.string(),
  branch: z.string().nullable(),
  createdAt: z.string(),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

/** POST /wps/member/withdrawals (E): the amount is held at once. */
export const ZWithdrawalRequest = z.object({
  bankAccountId: z.string().regex(/^\d{1,18}$/),
  amount: ZPositiveMinorUnits,
  paymentPassword: z.string().regex(/^\d{6}$/, 'payment_password_rule'),
  requestId: ZRequestId,
});
export type TWithdrawalRequest = z.infer<typeof ZWithdrawalRequest>;

/**
 * REQUESTED (amount held) → APPROVED → PAID (hold posted, money sent) → CONFIRMED / AUTO_RECEIVED, or
 * DISPUTED (member says not received, with proof) until support settles it; REJECTED voids the hold.
 */
export const WITHDRAWAL_STATUSES = [
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'PAID',
  'CONFIRMED',
  'AUTO_RECEIVED',
  'DISPUTED',
] as const;
export const ZWithdrawalStatus = z.enum(WITHDRAWAL_STATUSES);
export type TWithdrawalStatus = z.infer<typeof ZWithdrawalStatus>;

export const ZWithdrawal = z.object({
  id: z.string(),
  amount: ZMinorUnits,
  status: ZWithdrawalStatus,
  bankName: z.string(),
  accountNumberMasked: z.string(),
  /** Withdrawal confirmation (spec section 3): what the member said arrived, and what is still missing. */
  receivedAmount: ZMinorUnits,
  remainingAmount: ZMinorUnits,
  hasProof: z.boolean(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When an unconfirmed paid withdrawal counts as received. */
  autoReceiveAt: z.string().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;
export const ZWithdrawalPage = ZPaged(ZWithdrawal);

/** GET /wps/member/withdrawals/overview: what the withdraw page needs in one call. */
export const ZWithdrawOverview = z.object({
  availBalance: ZMinorUnits,
  minAmount: ZMinorUnits,
  maxAmount: ZMinorUnits,
  dailyMaxAmount: ZMinorUnits,
  usedToday: ZMinorUnits,
  hasPaymentPassword: z.boolean(),
  payeeName: z.string().nullable(),
  bankAccounts: z.array(ZBankAccount),
  /** Paid withdrawals still waiting for the member's confirmation (the modal shows the first). */
  awaitingConfirmation: z.array(ZWithdrawal),
  /** Issue 21: a withdrawal above this needs a verified identity; 0 = no such rule. */
  kycThreshold: ZMinorUnits,
  isKycVerified: z.boolean(),
});
export type TWithdrawOverview = z.infer<typeof ZWithdrawOverview>;

/** POST /wps/member/withdrawals/:id/confirm. NOT_RECEIVED is multipart with a proof image instead. */
export const ZWithdrawalConfirmRequest = z.discriminatedUnion('result', [
  z.object({ result: z.literal('ALL_RECEIVED') }),
  z.object({ result: z.literal('RECEIVED'), receivedAmount: ZPositiveMinorUnits }),
]);
export type TWithdrawalConfirmRequest = z.infer<typeof ZWithdrawalConfirmRequest>;

// ---------------------------------------------------------------- transfer to upline / downline

export const ZTransferTargets = z.object({
  upline: z.object({ account: z.string() }).nullable(),
  downlines: z.array(z.object({ account: z.string(), nickname: z.string().nullable() })),
  availBalance: ZMinorUnits,
  /** The smallest amount a line transfer may move (the merchant's setting). */
  minAmount: ZMinorUnits,
  hasPaymentPassword: z.boolean(),
});
export type TTransferTargets = z.infer<typeof ZTransferTargets>;

/** POST /wps/member/transfer/line (E): to the member's own upline, or to one of its direct downlines. */
export const ZLineTransferRequest = z.object({
  direction: z.enum(['UPLINE', 'DOWNLINE']),
  /** The downline's username; ignored for UPLINE. */
  target: z.string().trim().max(64).optional(),
  amount: ZPositiveMinorUnits,
  paymentPassword: z.string().regex(/^\d{6}$/, 'payment_password_rule'),
  requestId: ZRequestId,
});
export type TLineTransferRequest = z.infer<typeof ZLineTransferRequest>;

/** File uploads (deposit and withdrawal proofs): png or jpg, checked by content, at most 5 MB. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MIME_TYPES = ['image/png', 'image/jpeg'] as const;

/** Per-merchant wallet rules (merchant settings `wallet`); defaults fill gaps. Amounts in minor units. */
export const ZWalletSettings = z.object({
  withdrawMinMinor: z.number().int().min(1).default(10_000),
  withdrawMaxMinor: z.number().int().min(1).default(5_000_000_000),
  withdrawDailyMaxMinor: z.number().int().min(1).default(20_000_000_000),
  /** A paid withdrawal the member has not confirmed after this many minutes counts as received. */
  withdrawAutoReceiveMinutes: z.number().int().min(1).max(43_200).default(1_440),
  /** Manual adjustments above this need a second operator's approval. */
  adjustmentDualApprovalMinor: z.number().int().min(0).default(10_000_000),
  /**
   * Issue 21: a withdrawal above this needs a verified identity (KYC_REQUIRED otherwise); 0 or null = off.
   */
  kycWithdrawThresholdMinor: z.number().int().min(0).nullable().default(0),
  /** Transfers along the agent line. */
  lineTransferMinMinor: z.number().int().min(1).default(100),
  /** An unpaid sandbox or bank deposit expires after this many minutes. */
  depositExpiryMinutes: z.number().int().min(5).max(10_080).default(1_440),
  /**
   * No longer read: agent_contract_policy is the one source of the consolidated *req fields (docs/agent-programme.md
   * "Contracts"). Kept so stored settings still parse.
   */
  agentContractRequests: z
    .object({
      dividend: z.string().default('0'),
      dailySalary: z.string().default('0'),
      hourlySalary: z.string().default('0'),
      realTimeSalary: z.string().default('0'),
    })
    .prefault({}),
});
export type TWalletSettings = z.infer<typeof ZWalletSettings>;

// ---------------------------------------------------------------- withdrawals: operator API
// Added by the withdrawals work (issue 4): the operator queue and its actions under /ops.

const ZIdParam = z.string().regex(/^\d{1,18}$/, 'id_rule');

/** GET /ops/merchants/:code/withdrawals: the queue, optionally one status and one member. */
export const ZOpsWithdrawalQuery = z.object({
  status: ZWithdrawalStatus.optional(),
  /** One member's withdrawals (the console's member page). */
  memberId: ZIdParam.optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TOpsWithdrawalQuery = z.infer<typeof ZOpsWithdrawalQuery>;

/** A withdrawal as finance sees it: the member and the bank account in full, to pay it. */
export const ZOpsWithdrawal = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  amount: ZMinorUnits,
  currency: z.string(),
  status: ZWithdrawalStatus,
  receivedAmount: ZMinorUnits,
  remainingAmount: ZMinorUnits,
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.string().nullable(),
  hasProof: z.boolean(),
  reason: z.string().nullable(),
  approvedBy: z.string().nullable(),
  paidBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  autoReceiveAt: z.string().nullable(),
});
export type TOpsWithdrawal = z.infer<typeof ZOpsWithdrawal>;
export const ZOpsWithdrawalPage = ZPaged(ZOpsWithdrawal);

export const ZOpsWithdrawalParams = z.object({ code: ZMerchantCode, id: ZIdParam });

const ZOpsReason = z.string().trim().min(1).max(500);
/** approve and paid: an optional note for the audit log. */
export const ZOpsOptionalReason = z.object({ reason: ZOpsReason.optional() }).prefault({});
/** reject: the reason the member is shown. */
export const ZOpsRequiredReason = z.object({ reason: ZOpsReason });
/** resolve-dispute: RECEIVED closes it as confirmed; REFUNDED gives the missing amount back to the main wallet. */
export const ZOpsResolveDispute = z.object({ outcome: z.enum(['RECEIVED', 'REFUNDED']), reason: ZOpsReason });
export type TOpsResolveDispute = z.infer<typeof ZOpsResolveDispute>;
