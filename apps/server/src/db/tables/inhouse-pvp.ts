import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The in-house card rooms' tables (migration 0055), vendor side. */
export type TInhousePvpRoomTable = {
  id: Generated<bigint>;
  merchant_code: string;
  room_ref: string;
  game_code: string;
  seats: number;
  min_bet_minor: bigint;
  max_bet_minor: bigint;
  rake_bps: Generated<number>;
  turn_ms: Generated<number>;
  created_at: Timestamp;
};

export type TInhousePvpSeatTable = {
  room_id: bigint;
  seat_no: number;
  merchant_code: string;
  player_id: string;
  username: string;
  currency: string;
  seen_at: Timestamp;
};

export type TInhousePvpHandTable = {
  id: Generated<bigint>;
  room_id: bigint;
  game_code: string;
  status: Generated<'OPEN' | 'SETTLED'>;
  /** TPvpHandState as JSON. */
  state: ColumnType<unknown, string, string>;
  deadline_at: Timestamp;
  server_seed: string;
  server_seed_hash: string;
  created_at: Timestamp;
  settled_at: OptionalTimestamp;
};

export type TInhousePvpDebitTable = {
  id: Generated<bigint>;
  hand_id: bigint;
  seat_no: number;
  merchant_code: string;
  player_id: string;
  currency: string;
  seq: number;
  action: string;
  amount_minor: bigint;
  status: Generated<'PENDING' | 'OPEN' | 'ROLLED_BACK'>;
  claimed_until: OptionalTimestamp;
  created_at: Timestamp;
};

export type TInhousePvpPayoutTable = {
  hand_id: bigint;
  merchant_code: string;
  player_id: string;
  seat_no: number;
  currency: string;
  stake_minor: bigint;
  payout_minor: bigint;
  rake_minor: bigint;
  is_settled: Generated<boolean>;
  claimed_until: OptionalTimestamp;
};

export type TInhousePvpTables = {
  inhouse_pvp_room: TInhousePvpRoomTable;
  inhouse_pvp_seat: TInhousePvpSeatTable;
  inhouse_pvp_hand: TInhousePvpHandTable;
  inhouse_pvp_debit: TInhousePvpDebitTable;
  inhouse_pvp_payout: TInhousePvpPayoutTable;
};
