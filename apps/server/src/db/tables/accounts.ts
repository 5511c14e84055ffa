import type { ColumnType, Generated } from 'kysely';
import type { TContractTier } from './agent.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TMemberTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  username: string;
  /** 0 member, 1/2/41/42 agents, 4 trial. */
  account_type: Generated<number>;
  password_hash: string;
  password_changed_at: Timestamp;
  must_change_password: Generated<boolean>;
  payment_password_hash: string | null;
  reset_password_hash: string | null;
  reset_password_expires_at: OptionalTimestamp;
  nickname: string | null;
  payee_name: string | null;
  email: string | null;
  mobile_num: string | null;
  country_dialing_code: string | null;
  qq_num: string | null;
  line: string | null;
  whatsapp: string | null;
  facebook: string | null;
  wechat: string | null;
  telegram: string | null;
  zalo: string | null;
  id_number: string | null;
  /** A date column, read as 'yyyy-MM-dd' (the pg parser for date is set in database.ts). */
  birthday: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0049 (issue 21): the identity details; locked from member edits once KYC is verified. */
  address: ColumnType<string | null, string | null | undefined, string | null>;
  /** ISO 3166-1 alpha-2. */
  nationality: ColumnType<string | null, string | null | undefined, string | null>;
  /** A code of the contract's OCCUPATIONS; 'other' with occupation_other. */
  occupation: ColumnType<string | null, string | null | undefined, string | null>;
  occupation_other: ColumnType<string | null, string | null | undefined, string | null>;
  /** A code of the contract's INCOME_SOURCES; 'other' with source_of_income_other. */
  source_of_income: ColumnType<string | null, string | null | undefined, string | null>;
  source_of_income_other: ColumnType<string | null, string | null | undefined, string | null>;
  recommender_id: string | null;
  upline_id: bigint | null;
  affiliate_code_used: string | null;
  referral_code: string | null;
  register_domain: string | null;
  register_url: string | null;
  register_method: Generated<string>;
  register_ip: string | null;
  firebase_channel: string | null;
  language: Generated<string>;
  avatar: string | null;
  avatar_type: Generated<string>;
  club_label: string | null;
  rank_level: Generated<number>;
  member_labels: Generated<string[]>;
  demo_balance_minor: bigint | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  last_totp_step: bigint | null;
  /** Locked by an operator (or disabled before migration 0045): no login, no session. */
  is_disabled: Generated<boolean>;
  /** Migration 0045: when, why and by which operator the member was locked; null when not locked. */
  disabled_at: OptionalTimestamp;
  disabled_reason: string | null;
  disabled_by: bigint | null;
  created_at: Timestamp;
  last_login_at: OptionalTimestamp;
  last_login_ip: string | null;
  previous_login_at: OptionalTimestamp;
  previous_login_ip: string | null;
};

export type TMemberSessionTable = {
  token_hash: Buffer;
  member_id: bigint;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  login_type: 'username' | 'sms' | 'register' | 'freeplay' | 'reset';
  is_password_change_required: Generated<boolean>;
  ip: string | null;
  user_agent: string | null;
  /** Migration 0048: opened with purpose 'withdrawal' during an exclusion. */
  is_withdrawal_only: Generated<boolean>;
  /** Migration 0048: when the member last answered a reality check in this session. */
  reality_checked_at: OptionalTimestamp;
};

/** Migration 0045: a member's logins, granted and refused (docs/operators.md "Members"). */
export type TMemberLoginTable = {
  id: Generated<bigint>;
  member_id: bigint;
  at: Timestamp;
  ip: string;
  user_agent: string | null;
  login_type: TMemberSessionTable['login_type'];
  outcome: 'SUCCESS' | 'WRONG_PASSWORD' | 'LOCKED';
};

export type TMemberKnownIpTable = {
  member_id: bigint;
  ip: string;
  first_seen: Timestamp;
  last_seen: Timestamp;
};

export type TMemberLoginFailureTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  username: string;
  ip: string;
  at: Timestamp;
};

export type TLoginChallengeTable = {
  id: string;
  member_id: bigint;
  ip: string;
  reason: 'TWO_FACTOR' | 'NEW_IP';
  method: 'SMS' | 'EMAIL' | 'BANK_ACCOUNT_NAME' | 'TOTP';
  attempts: Generated<number>;
  expires_at: Timestamp;
  created_at: Timestamp;
};

export type TCaptchaTable = {
  id: string;
  merchant_id: bigint;
  answer_hash: Buffer;
  expires_at: Timestamp;
  created_at: Timestamp;
};

export type TVerificationCodeTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  channel: 'SMS' | 'EMAIL';
  destination: string;
  purpose: 'NO_LOGIN' | 'REGISTER' | 'BIND' | 'LOGIN_CHALLENGE';
  code_hash: Buffer;
  attempts: Generated<number>;
  ip: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: OptionalTimestamp;
};

export type TMessageOutboxTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  channel: 'SMS' | 'EMAIL';
  destination: string;
  subject: string | null;
  body: string;
  provider: string;
  status: 'STORED' | 'SENT' | 'FAILED';
  error: string | null;
  created_at: Timestamp;
};

export type TAffiliateCodeTable = {
  code: string;
  merchant_id: bigint;
  member_id: bigint;
  domain: string | null;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  /** 0031: MEMBER registers players, AGENT agent accounts (type 2) with the contract offers. */
  kind: Generated<'MEMBER' | 'AGENT'>;
  note: string | null;
  offers: ColumnType<TAffiliateOffer[], string | undefined, string>;
};

/** One contract an AGENT invitation link offers (migration 0031). */
export type TAffiliateOffer = {
  contractType: 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';
  gameCategory: string;
  period: string;
  basis: string;
  tiers: TContractTier[];
};

export type TMerchantPayloadKeyTable = {
  kid: string;
  merchant_id: bigint;
  public_key: string;
  private_key: string;
  created_at: Timestamp;
  retired_at: OptionalTimestamp;
};

export type TSealedPayloadSeenTable = {
  digest: Buffer;
  expires_at: Timestamp;
};

export type TMemberReauthFailureTable = {
  id: Generated<bigint>;
  member_id: bigint;
  kind: 'LOGIN_PASSWORD' | 'PAYMENT_PASSWORD' | 'TOTP';
  at: Timestamp;
};

export type TAccountTables = {
  member: TMemberTable;
  member_session: TMemberSessionTable;
  member_login: TMemberLoginTable;
  member_known_ip: TMemberKnownIpTable;
  member_login_failure: TMemberLoginFailureTable;
  login_challenge: TLoginChallengeTable;
  captcha: TCaptchaTable;
  verification_code: TVerificationCodeTable;
  message_outbox: TMessageOutboxTable;
  affiliate_code: TAffiliateCodeTable;
  merchant_payload_key: TMerchantPayloadKeyTable;
  sealed_payload_seen: TSealedPayloadSeenTable;
  member_reauth_failure: TMemberReauthFailureTable;
};
