import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TVendorTransferDirection = 'DEPOSIT' | 'WITHDRAW';
export type TVendorTransferStatus = 'PENDING' | 'COMPLETED' | 'REVERSED';

/** A transfer to or from a transfer-mode vendor's own balance (migration 0009). */
export type TVendorTransferTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  vassalage: string;
  direction: TVendorTransferDirection;
  amount_minor: bigint;
  reference_no: string;
  request_id: string;
  status: Generated<TVendorTransferStatus>;
  ledger_transaction_id: bigint | null;
  settle_transaction_id: bigint | null;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Timestamp;
  resolved_at: OptionalTimestamp;
};

/** The column 0009 adds to vendor_integration (merged with its type in wallet.ts by the intersection). */
type TVendorIntegrationTransferColumns = { transfer_api_url: string | null };

/** The payout ceiling 0025 adds to vendor_integration (null: no ceiling of that kind). */
type TVendorIntegrationCeilingColumns = {
  max_round_payout_minor: bigint | null;
  max_payout_multiple: ColumnType<number | null, number | null | undefined, number | null>;
};

/** A signed vendor request's nonce, spent once (migration 0025). */
export type TVendorRequestNonceTable = {
  merchant_id: bigint;
  vassalage: string;
  nonce: string;
  expires_at: Timestamp;
};

export type TVendorTables = {
  vendor_transfer: TVendorTransferTable;
  vendor_integration: TVendorIntegrationTransferColumns & TVendorIntegrationCeilingColumns;
  vendor_request_nonce: TVendorRequestNonceTable;
};
