import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb written as a JSON string, read back parsed. */
type Json = ColumnType<unknown, string | null, never>;

export type TOperatorTable = {
  id: Generated<bigint>;
  username: string;
  /** argon2id PHC string. */
  password_hash: string;
  role: string;
  /** Base32 TOTP secret, sealed; null until the operator enrols. */
  totp_secret: string | null;
  /** null: the operator must enrol its TOTP before it can sign in (defaults to now() for rows given a secret). */
  totp_enrolled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_totp_step: bigint | null;
  /** null: every merchant. An int8 array arrives as strings (only plain int8 has the bigint parser). */
  merchant_ids: ColumnType<string[] | null, bigint[] | null, bigint[] | null>;
  is_disabled: Generated<boolean>;
  created_at: Timestamp;
  password_changed_at: Timestamp;
  last_login_at: Date | null;
  last_login_ip: string | null;
};

export type TOperatorSessionTable = {
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: Buffer;
  operator_id: bigint;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
};

/** A TOTP enrolment under way (one per operator): the ticket's hash and the sealed secret to confirm. */
export type TOperatorTotpEnrolmentTable = {
  operator_id: bigint;
  ticket_hash: Buffer;
  /** Base32 TOTP secret, sealed. */
  secret: string;
  created_at: Timestamp;
  expires_at: Timestamp;
};

export type TOperatorLoginAttemptTable = {
  id: Generated<bigint>;
  username: string;
  ip: string;
  at: Timestamp;
};

export type TAuditLogTable = {
  id: Generated<bigint>;
  at: Timestamp;
  operator_id: bigint | null;
  action: string;
  merchant_id: bigint | null;
  target: string | null;
  before: Json;
  after: Json;
  ip: string | null;
  request_id: string | null;
};

export type TAdminTables = {
  operator: TOperatorTable;
  operator_session: TOperatorSessionTable;
  operator_login_attempt: TOperatorLoginAttemptTable;
  operator_totp_enrolment: TOperatorTotpEnrolmentTable;
  audit_log: TAuditLogTable;
};
