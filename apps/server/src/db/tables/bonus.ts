import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric columns come back as text (exact decimals); written as text or number. */
type TDecimal = ColumnType<string, string | number, string | number>;

export type TBonusSource =
  | 'PROMOTION'
  | 'FIRST_DEPOSIT'
  | 'RED_ENVELOPE'
  | 'SIGN_IN'
  | 'BET_VOLUME'
  | 'CASHBACK'
  | 'MANUAL'
  | 'MISSION'
  | 'VIP'
  | 'REFERRAL'
  | 'REWARD';
export type TWagerBase = 'BONUS' | 'BONUS_PLUS_DEPOSIT';
export type TBonusGrantStatus = 'ACTIVE' | 'COMPLETED' | 'EXPIRED' | 'FORFEITED' | 'REVOKED';
export type TBonusEventKind =
  'GRANTED' | 'WAGERED' | 'COMPLETED' | 'EXPIRED' | 'FORFEITED' | 'REVOKED' | 'LAPSED';
export type TRewardStatus = 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';

export type TBonusSettingsTable = {
  merchant_id: bigint;
  max_bet_minor: bigint | null;
  lapse_balance_minor: Generated<bigint>;
  updated_at: Timestamp;
};

export type TBonusWagerWeightTable = {
  merchant_id: bigint;
  game_category: string;
  weight_percent: number;
};

export type TBonusGrantTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  currency: string;
  source: TBonusSource;
  source_ref: string;
  idempotency_key: string;
  bonus_minor: bigint;
  deposit_minor: Generated<bigint>;
  wager_base: TWagerBase;
  wager_multiple: TDecimal;
  turnover_target_minor: bigint;
  turnover_done_minor: Generated<bigint>;
  status: Generated<TBonusGrantStatus>;
  max_bet_minor: bigint | null;
  expires_at: Date | null;
  granted_at: Timestamp;
  ended_at: OptionalTimestamp;
  end_reason: string | null;
  taken_back_minor: Generated<bigint>;
  ledger_transaction_id: bigint;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type TBonusGrantEventTable = {
  id: Generated<bigint>;
  grant_id: bigint;
  kind: TBonusEventKind;
  amount_minor: Generated<bigint>;
  note: string | null;
  operator_id: bigint | null;
  created_at: Timestamp;
};

export type TBonusWagerRoundTable = {
  bet_round_id: bigint;
  member_id: bigint;
  weighted_minor: bigint;
  counted_at: Timestamp;
};

export type TRewardTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  currency: string;
  source: TBonusSource;
  source_ref: string;
  title: ColumnType<Record<string, string>, Record<string, string> | string | undefined, string>;
  amount_minor: bigint;
  deposit_minor: Generated<bigint>;
  wager_base: Generated<TWagerBase>;
  wager_multiple: ColumnType<string, string | number | undefined, string | number>;
  grant_valid_days: number | null;
  status: Generated<TRewardStatus>;
  expires_at: Date | null;
  claimed_at: OptionalTimestamp;
  grant_id: bigint | null;
  created_at: Timestamp;
};

export type TBonusTables = {
  bonus_settings: TBonusSettingsTable;
  bonus_wager_weight: TBonusWagerWeightTable;
  bonus_grant: TBonusGrantTable;
  bonus_grant_event: TBonusGrantEventTable;
  bonus_wager_round: TBonusWagerRoundTable;
  reward: TRewardTable;
};
