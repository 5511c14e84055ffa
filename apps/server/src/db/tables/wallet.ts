import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TVendorIntegrationTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  vassalage: string;
  display_name: string;
  wallet_mode: 'SEAMLESS' | 'TRANSFER';
  hmac_secret: string;
  ip_allow_list: Generated<string[]>;
  launch_url: string | null;
  is_enabled: Generated<boolean>;
  is_maintenance: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: Timestamp;
};

export type TSystemAccountKind =
  | 'HOUSE'
  | 'GATEWAY_CLEARING'
  | 'BONUS'
  | 'AGENT_PAYOUT'
  | 'ADJUSTMENT'
  | 'WITHDRAWAL_PAYOUT'
  | 'VENDOR_TRANSFER';

export type TLedgerAccountTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint | null;
  wallet_code: string;
  system_kind: TSystemAccountKind | null;
  shard: Generated<number>;
  currency: string;
  balance_minor: Generated<bigint>;
  held_minor: Generated<bigint>;
  created_at: Timestamp;
};

export type TLedgerTransactionTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  idempotency_key: string;
  request_hash: string;
  kind: string;
  reference: string | null;
  memo: string | null;
  created_at: Timestamp;
};

/** The key of every ledger transaction, unique across all months of the partitioned ledger_transaction (0052). */
export type TLedgerKeyTable = {
  merchant_id: bigint;
  idempotency_key: string;
  transaction_id: bigint;
  created_at: Timestamp;
};

export type TLedgerEntryTable = {
  id: Generated<bigint>;
  transaction_id: bigint;
  account_id: bigint;
  amount_minor: bigint;
  balance_after_minor: bigint;
  created_at: Timestamp;
};

export type TLedgerHoldTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  account_id: bigint;
  idempotency_key: string;
  amount_minor: bigint;
  status: Generated<'PENDING' | 'POSTED' | 'VOIDED'>;
  posted_minor: Generated<bigint>;
  posted_transaction_id: bigint | null;
  reference: string | null;
  created_at: Timestamp;
  resolved_at: OptionalTimestamp;
};

export type TLedgerAuditRunTable = {
  id: Generated<bigint>;
  started_at: Timestamp;
  finished_at: OptionalTimestamp;
  is_clean: boolean | null;
  report: ColumnType<unknown, string | undefined, string>;
};

export type TStoredFileTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint | null;
  purpose: string;
  /** application/pdf: KYC documents only (migration 0049). */
  mime_type: 'image/png' | 'image/jpeg' | 'application/pdf';
  size_bytes: number;
  sha256: string;
  /** Bytes kept in the row: proofs stored before migration 0014 only; newer files live in the file storage. */
  content: Buffer | null;
  /** Where the bytes are in the file storage (platform/file-storage.ts); null for the older in-row files. */
  storage_key: string | null;
  created_at: Timestamp;
};

export type TPaymentMethodTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  code: string;
  display_name: string;
  gateway: 'SANDBOX' | 'MANUAL_BANK';
  min_minor: bigint;
  max_minor: bigint;
  daily_max_minor: bigint;
  bank_details: ColumnType<unknown, string | null | undefined, string | null>;
  gateway_secret: string | null;
  is_enabled: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: Timestamp;
};

export type TDepositTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  method_id: bigint;
  request_id: string;
  amount_minor: bigint;
  status: Generated<'CREATED' | 'PENDING_REVIEW' | 'CREDITED' | 'FAILED' | 'REJECTED' | 'EXPIRED'>;
  gateway_order_id: string | null;
  proof_file_id: bigint | null;
  ledger_transaction_id: bigint | null;
  reason: string | null;
  reviewed_by: bigint | null;
  /** Above the merchant's dual-control limit: the first of the two approving operators. */
  first_approved_by: bigint | null;
  first_approved_at: OptionalTimestamp;
  /** Why it waits for a second operator (migration 0028); set exactly with first_approved_by. */
  first_approval_rule: 'AMOUNT' | 'DAILY_TOTAL' | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  expires_at: Timestamp;
};

export type TDepositCallbackTable = {
  id: Generated<bigint>;
  deposit_id: bigint | null;
  gateway_order_id: string | null;
  event_id: string | null;
  status: string | null;
  is_signature_valid: boolean;
  outcome: string;
  body: ColumnType<unknown, string, string>;
  received_at: Timestamp;
};

export type TMemberBankAccountTable = {
  id: Generated<bigint>;
  member_id: bigint;
  bank_name: string;
  account_name: string;
  account_number: string;
  branch: string | null;
  is_removed: Generated<boolean>;
  created_at: Timestamp;
};

export type TWithdrawalTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  bank_account_id: bigint;
  request_id: string;
  amount_minor: bigint;
  status: Generated<
    'REQUESTED' | 'APPROVED' | 'REJECTED' | 'PAID' | 'CONFIRMED' | 'AUTO_RECEIVED' | 'DISPUTED'
  >;
  hold_id: bigint;
  received_minor: Generated<bigint>;
  proof_file_id: bigint | null;
  reason: string | null;
  approved_by: bigint | null;
  paid_by: bigint | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: OptionalTimestamp;
  confirmed_at: OptionalTimestamp;
};

export type TBalanceAdjustmentTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  wallet_code: string;
  amount_minor: bigint;
  reason: string;
  request_id: string;
  status: 'PENDING_APPROVAL' | 'APPLIED' | 'REJECTED';
  requested_by: bigint;
  approved_by: bigint | null;
  rejected_by: bigint | null;
  rejection_reason: string | null;
  /** Why it waits for a second operator; null when its requester applied it alone. */
  approval_rule: 'AMOUNT' | 'DAILY_TOTAL' | null;
  ledger_transaction_id: bigint | null;
  created_at: Timestamp;
  decided_at: OptionalTimestamp;
};

/** Per-merchant dual-control limits (migration 0023); one row per merchant, made by a trigger. */
export type TMerchantDualControlTable = {
  merchant_id: bigint;
  withdrawal_single_max_minor: bigint;
  deposit_single_max_minor: bigint;
  adjustment_daily_single_max_minor: bigint;
  /** Migration 0028: what one operator may pay alone (approved and paid) in withdrawals per UTC day. */
  withdrawal_daily_single_max_minor: bigint;
  /** Migration 0028: what one operator may credit alone (one approval) in manual deposits per UTC day. */
  deposit_daily_single_max_minor: bigint;
  updated_at: Timestamp;
};

export type TSandboxPspOrderTable = {
  id: string;
  merchant_order_id: string;
  amount_minor: bigint;
  currency: string;
  callback_url: string;
  return_url: string | null;
  secret: string;
  status: Generated<'OPEN' | 'PAID' | 'FAILED'>;
  created_at: Timestamp;
  completed_at: OptionalTimestamp;
};

export type TWalletTables = {
  vendor_integration: TVendorIntegrationTable;
  ledger_account: TLedgerAccountTable;
  ledger_transaction: TLedgerTransactionTable;
  ledger_key: TLedgerKeyTable;
  ledger_entry: TLedgerEntryTable;
  ledger_hold: TLedgerHoldTable;
  ledger_audit_run: TLedgerAuditRunTable;
  stored_file: TStoredFileTable;
  payment_method: TPaymentMethodTable;
  deposit: TDepositTable;
  deposit_callback: TDepositCallbackTable;
  member_bank_account: TMemberBankAccountTable;
  withdrawal: TWithdrawalTable;
  balance_adjustment: TBalanceAdjustmentTable;
  merchant_dual_control: TMerchantDualControlTable;
  sandbox_psp_order: TSandboxPspOrderTable;
};
