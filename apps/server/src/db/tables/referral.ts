import type { ColumnType, Generated } from 'kysely';

/** Referral, invite friends (issue 19, migration 0042). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** NUMERIC as text (two places): '0', '1.50'. */
type TDecimal = ColumnType<string, string | number | undefined, string | number>;

export type TReferralRewardType = 'FIXED' | 'PERCENT';
export type TReferralStatus = 'REGISTERED' | 'DEPOSITED' | 'QUALIFIED' | 'EXPIRED';

export type TReferralRuleTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  name: string;
  is_enabled: Generated<boolean>;
  starts_at: Timestamp;
  ends_at: OptionalTimestamp;
  reward_type: TReferralRewardType;
  reward_fixed_minor: Generated<bigint>;
  reward_percent_bp: Generated<number>;
  reward_cap_minor: bigint | null;
  min_first_deposit_minor: Generated<bigint>;
  min_valid_bet_minor: Generated<bigint>;
  qualify_days: number;
  wager_multiple: TDecimal;
  max_rewarded_friends: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type TReferralCodeTable = {
  member_id: bigint;
  merchant_id: bigint;
  code: string;
  created_at: Generated<Date>;
};

export type TReferralTable = {
  friend_id: bigint;
  merchant_id: bigint;
  referrer_id: bigint;
  code: string;
  rule_id: bigint | null;
  status: Generated<TReferralStatus>;
  registered_at: Timestamp;
  first_deposit_id: bigint | null;
  first_deposit_minor: bigint | null;
  deposited_at: OptionalTimestamp;
  valid_bet_minor: Generated<bigint>;
  qualified_at: OptionalTimestamp;
  expired_at: OptionalTimestamp;
  reward_minor: Generated<bigint>;
  reward_note: 'MAX_FRIENDS' | null;
  grant_id: bigint | null;
};

export type TReferralTables = {
  referral_rule: TReferralRuleTable;
  referral_code: TReferralCodeTable;
  referral: TReferralTable;
};
