import type { ColumnType, Generated } from 'kysely';

/** Identity checks (issue 21, migration 0049; modules/protection/kyc). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A member who has uploaded something; no row means status 'none'. */
export type TMemberKycTable = {
  member_id: bigint;
  merchant_id: bigint;
  status: 'pending' | 'verified' | 'rejected';
  /** The operator's reason for a rejection (kept until the next review). */
  reason: string | null;
  submitted_at: Timestamp;
  reviewed_at: OptionalTimestamp;
  reviewed_by: bigint | null;
};

export type TKycDocumentTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  kind: 'id_front' | 'id_back' | 'proof_of_address' | 'selfie_with_id';
  file_id: bigint;
  status: Generated<'pending' | 'verified' | 'rejected'>;
  uploaded_at: Timestamp;
  reviewed_at: OptionalTimestamp;
};

export type TKycTables = {
  member_kyc: TMemberKycTable;
  kyc_document: TKycDocumentTable;
};
