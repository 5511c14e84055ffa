import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric columns come back as text (exact decimals); written as text or number. */
type TDecimal = ColumnType<string, string | number | undefined, string | number>;
type TJson<T> = ColumnType<T, string, string>;

export type TMissionKind = 'DAILY' | 'WEEKLY' | 'EVENT';
export type TMissionMetric = 'VALID_BET' | 'DEPOSIT' | 'GAMES_PLAYED' | 'WINS';
export type TMissionStatus = 'ACTIVE' | 'CLOSED';

export type TMissionTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  kind: TMissionKind;
  metric: TMissionMetric;
  game_category: string | null;
  target_value: bigint;
  reward_minor: bigint;
  wager_multiple: TDecimal;
  names: TJson<Record<string, string>>;
  starts_at: OptionalTimestamp;
  ends_at: OptionalTimestamp;
  sort_order: Generated<number>;
  status: Generated<TMissionStatus>;
  created_by: bigint | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  closed_at: OptionalTimestamp;
};

export type TMissionClaimTable = {
  id: Generated<bigint>;
  mission_id: bigint;
  merchant_id: bigint;
  member_id: bigint;
  period_key: string;
  reached_value: bigint;
  reached_at: Date;
  reward_minor: bigint;
  bonus_grant_id: bigint;
  claimed_at: Timestamp;
};

export type TMissionTables = {
  mission: TMissionTable;
  mission_claim: TMissionClaimTable;
};
