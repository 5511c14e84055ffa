import type { ColumnType, Generated } from 'kysely';

/** VIP levels and player rank (issue 19, migration 0040; modules/loyalty/vip). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export type TVipLevelTable = {
  merchant_id: bigint;
  level: number;
  /** The level's name per language: { TW: '黃金', EN: 'Gold' }. */
  names: Json<Record<string, string>>;
  upgrade_valid_bet_minor: bigint;
  upgrade_deposit_minor: bigint;
  keep_valid_bet_minor: Generated<bigint>;
  keep_days: Generated<number>;
  levelup_bonus_minor: Generated<bigint>;
  monthly_bonus_minor: Generated<bigint>;
  /** NUMERIC(6,2) as text: '0', '1.50'. */
  wager_multiple: ColumnType<string, string | undefined, string>;
  perks: ColumnType<Record<string, string>, string | undefined, string>;
  updated_at: Timestamp;
};

export type TVipMemberTable = {
  member_id: bigint;
  merchant_id: bigint;
  level: number;
  reached_at: Timestamp;
  keep_from: Timestamp;
  count_from: Timestamp;
  last_boundary: OptionalTimestamp;
  updated_at: Timestamp;
};

export type TVipChangeReason = 'UPGRADE' | 'RELEGATION' | 'MANUAL';

export type TVipLevelChangeTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  from_level: number;
  to_level: number;
  reason: TVipChangeReason;
  boundary: OptionalTimestamp;
  operator_id: bigint | null;
  note: string | null;
  created_at: Timestamp;
};

export type TVipRunTable = {
  merchant_id: bigint;
  boundary: Timestamp;
  members: number;
  finished_at: Timestamp;
};

export type TVipTables = {
  vip_level: TVipLevelTable;
  vip_member: TVipMemberTable;
  vip_level_change: TVipLevelChangeTable;
  vip_run: TVipRunTable;
};
