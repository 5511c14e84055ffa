import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The in-house live games' tables (migration 0011): crash and shared-table baccarat, vendor side. */
export type TInhouseRoundStatus = 'OPEN' | 'SETTLED';
/** PENDING: sent to the platform without an answer yet; OPEN: accepted; ROLLED_BACK: refunded. */
export type TInhouseLiveBetStatus = 'PENDING' | 'OPEN' | 'ROLLED_BACK';
export type TBaccaratBetKindColumn = 'PLAYER' | 'BANKER' | 'TIE';

export type TInhouseCrashRoundTable = {
  round_number: bigint;
  server_seed: string;
  server_seed_hash: string;
  crash_point: number;
  betting_at: Timestamp;
  flight_at: Timestamp;
  crashes_at: Timestamp;
  status: Generated<TInhouseRoundStatus>;
  settled_at: OptionalTimestamp;
  created_at: Timestamp;
};

export type TInhouseCrashBetTable = {
  id: Generated<bigint>;
  round_number: bigint;
  merchant_code: string;
  player_id: string;
  username: string;
  currency: string;
  bet_minor: bigint;
  auto_cash_out: number | null;
  cash_out: number | null;
  payout_minor: bigint | null;
  status: Generated<TInhouseLiveBetStatus>;
  is_settled: Generated<boolean>;
  claimed_until: OptionalTimestamp;
  created_at: Timestamp;
};

export type TInhouseBaccaratRoundTable = {
  round_number: bigint;
  server_seed: string;
  server_seed_hash: string;
  hand: ColumnType<unknown, string | null | undefined, string | null>;
  status: Generated<TInhouseRoundStatus>;
  dealt_at: OptionalTimestamp;
  created_at: Timestamp;
};

export type TInhouseBaccaratBetTable = {
  id: Generated<bigint>;
  round_number: bigint;
  merchant_code: string;
  player_id: string;
  username: string;
  currency: string;
  seq: number;
  kind: TBaccaratBetKindColumn;
  bet_minor: bigint;
  status: Generated<TInhouseLiveBetStatus>;
  claimed_until: OptionalTimestamp;
  created_at: Timestamp;
};

export type TInhouseBaccaratPayoutTable = {
  round_number: bigint;
  merchant_code: string;
  player_id: string;
  currency: string;
  stake_minor: bigint;
  payout_minor: bigint;
  is_settled: Generated<boolean>;
  claimed_until: OptionalTimestamp;
};

export type TInhouseBaccaratSeatTable = {
  table_code: string;
  merchant_code: string;
  player_id: string;
  username: string;
  seen_at: Timestamp;
};

export type TInhouseLiveTables = {
  inhouse_crash_round: TInhouseCrashRoundTable;
  inhouse_crash_bet: TInhouseCrashBetTable;
  inhouse_baccarat_round: TInhouseBaccaratRoundTable;
  inhouse_baccarat_bet: TInhouseBaccaratBetTable;
  inhouse_baccarat_payout: TInhouseBaccaratPayoutTable;
  inhouse_baccarat_seat: TInhouseBaccaratSeatTable;
};
