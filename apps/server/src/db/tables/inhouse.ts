import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The in-house vendor's own tables (migration 0010); they never reference platform tables. */
export type TInhouseOperatorTable = {
  merchant_code: string;
  vendor_code: Generated<string>;
  secret: string;
  currency: string;
  platform_url: string | null;
  created_at: Timestamp;
};

export type TInhouseSessionTable = {
  token_hash: Buffer;
  merchant_code: string;
  player_id: string;
  username: string;
  currency: string;
  platform_session_token: string;
  game_code: string | null;
  room_id: string | null;
  language: string;
  created_at: Timestamp;
  expires_at: Timestamp;
};

export type TInhouseSeedPairTable = {
  id: Generated<bigint>;
  merchant_code: string;
  player_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: Generated<number>;
  created_at: Timestamp;
  revealed_at: OptionalTimestamp;
};

export type TInhouseSlotRoundStatus = 'PENDING' | 'SETTLED' | 'REFUSED' | 'ROLLED_BACK';

export type TInhouseSlotRoundTable = {
  round_id: string;
  merchant_code: string;
  player_id: string;
  currency: string;
  client_round_key: string | null;
  bet_minor: bigint;
  payout_minor: bigint;
  seed_pair_id: bigint;
  client_seed: string;
  nonce: number;
  stops: number[];
  result: ColumnType<unknown, string, string>;
  status: Generated<TInhouseSlotRoundStatus>;
  is_bet_placed: Generated<boolean>;
  failure_code: string | null;
  attempts: Generated<number>;
  retry_after: Timestamp;
  created_at: Timestamp;
  settled_at: OptionalTimestamp;
};

export type TInhouseFishingBatchStatus = 'PENDING' | 'SETTLED' | 'REFUSED';

/** Migration 0058: one fishing batch (up to a second of shots), settled in one wallet call. */
export type TInhouseFishingBatchTable = {
  batch_id: string;
  merchant_code: string;
  player_id: string;
  currency: string;
  client_batch_key: string;
  platform_session_token: string;
  seed_pair_id: bigint;
  client_seed: string;
  nonce: number;
  shots: ColumnType<unknown, string, string>;
  shot_count: number;
  bet_minor: bigint;
  payout_minor: bigint;
  status: Generated<TInhouseFishingBatchStatus>;
  failure_code: string | null;
  balance_after_minor: bigint | null;
  attempts: Generated<number>;
  retry_after: Timestamp;
  created_at: Timestamp;
  settled_at: OptionalTimestamp;
};

export type TInhouseTables = {
  inhouse_operator: TInhouseOperatorTable;
  inhouse_session: TInhouseSessionTable;
  inhouse_seed_pair: TInhouseSeedPairTable;
  inhouse_slot_round: TInhouseSlotRoundTable;
  inhouse_fishing_batch: TInhouseFishingBatchTable;
};
