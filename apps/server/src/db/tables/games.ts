import type { ColumnType, Generated } from 'kysely';
import type { TGameCategory } from '@kirin/contracts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** Text per language code ({"TW": "...", "EN": "..."}). */
type TLocalisedText = ColumnType<
  Record<string, string>,
  Record<string, string> | string | undefined,
  Record<string, string> | string
>;

export type TGameGroupTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  game_category: TGameCategory;
  code: string;
  label_names: TLocalisedText;
  sort_order: Generated<number>;
};

export type TGameTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  vassalage: string;
  game_category: TGameCategory;
  code: string;
  game_type: string;
  names: TLocalisedText;
  image_path: string | null;
  default_play_type: string | null;
  account_type_name: string | null;
  group_code: string | null;
  is_game: Generated<'GAME' | 'VASSALAGE'>;
  is_hot: Generated<boolean>;
  is_maintenance: Generated<boolean>;
  is_enabled: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: Timestamp;
};

export type TPvpRoomTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  game_id: bigint;
  room_code: string;
  names: TLocalisedText;
  min_bet_minor: Generated<bigint>;
  /** Null: no maximum. */
  max_bet_minor: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  seats: Generated<number>;
  is_enabled: Generated<boolean>;
  sort_order: Generated<number>;
};

export type TFavouriteGameTable = { member_id: bigint; game_id: bigint; created_at: Timestamp };
export type TRecentGameTable = { member_id: bigint; game_id: bigint; launched_at: Timestamp };

export type TGameLaunchTokenTable = {
  token_hash: Buffer;
  merchant_id: bigint;
  member_id: bigint;
  vassalage: string;
  game_id: bigint | null;
  room_id: bigint | null;
  game_code: string | null;
  language: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: OptionalTimestamp;
  /** Migration 0048: the login session that launched it (its session limit ends the game session too). */
  member_session_hash: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
};

export type TGameSessionTable = {
  token_hash: Buffer;
  merchant_id: bigint;
  member_id: bigint;
  vassalage: string;
  game_code: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  ended_at: OptionalTimestamp;
  member_session_hash: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
};

export type TVendorTransactionTable = {
  merchant_id: bigint;
  vassalage: string;
  transaction_id: string;
  kind: 'BET' | 'WIN' | 'ROLLBACK';
  member_id: bigint;
  round_id: string;
  amount_minor: bigint;
  original_transaction_id: string | null;
  ledger_transaction_id: bigint | null;
  state: 'APPLIED' | 'ROLLED_BACK' | 'TOMBSTONE';
  answer: unknown;
  created_at: Timestamp;
};

export type TBetRoundStatus = 'OPEN' | 'SETTLED' | 'CANCELLED';

export type TBetRoundTable = {
  id: Generated<bigint>;
  merchant_id: bigint;
  member_id: bigint;
  vassalage: string;
  round_id: string;
  game_code: string | null;
  game_category: TGameCategory;
  currency: string;
  stake_minor: Generated<bigint>;
  valid_bet_minor: Generated<bigint>;
  payout_minor: Generated<bigint>;
  status: Generated<TBetRoundStatus>;
  bet_at: Timestamp;
  settled_at: OptionalTimestamp;
};

export type TGameTables = {
  game_group: TGameGroupTable;
  game: TGameTable;
  pvp_room: TPvpRoomTable;
  favourite_game: TFavouriteGameTable;
  recent_game: TRecentGameTable;
  game_launch_token: TGameLaunchTokenTable;
  game_session: TGameSessionTable;
  vendor_transaction: TVendorTransactionTable;
  bet_round: TBetRoundTable;
};
