import type { TGameCategory, TOpsGame, TOpsLane, TOpsPvpRoom } from '@kirin/contracts';

// Rows as operators see them; every column but the merchant id.

export const OPS_GAME_COLUMNS = [
  'id',
  'vassalage',
  'game_category',
  'code',
  'game_type',
  'names',
  'image_path',
  'default_play_type',
  'account_type_name',
  'group_code',
  'is_game',
  'is_hot',
  'is_maintenance',
  'is_enabled',
  'sort_order',
  'created_at',
] as const;

type TGameRow = {
  id: bigint;
  vassalage: string;
  game_category: TGameCategory;
  code: string;
  game_type: string;
  names: Record<string, string>;
  image_path: string | null;
  default_play_type: string | null;
  account_type_name: string | null;
  group_code: string | null;
  is_game: 'GAME' | 'VASSALAGE';
  is_hot: boolean;
  is_maintenance: boolean;
  is_enabled: boolean;
  sort_order: number;
  created_at: Date;
};

export const toOpsGame = (row: TGameRow): TOpsGame => ({
  id: row.id.toString(),
  vassalage: row.vassalage,
  gameCategory: row.game_category,
  code: row.code,
  gameType: row.game_type,
  names: row.names,
  imagePath: row.image_path,
  defaultPlayType: row.default_play_type,
  accountTypeName: row.account_type_name,
  groupCode: row.group_code,
  isGame: row.is_game,
  isHot: row.is_hot,
  isMaintenance: row.is_maintenance,
  isEnabled: row.is_enabled,
  sortOrder: row.sort_order,
  createdAt: row.created_at.toISOString(),
});

export const OPS_LANE_COLUMNS = [
  'vassalage',
  'game_category',
  'display_name',
  'is_hot',
  'is_maintenance',
  'is_enabled',
  'image_path',
  'sort_order',
] as const;

type TLaneRow = {
  vassalage: string;
  game_category: string;
  display_name: string;
  is_hot: boolean;
  is_maintenance: boolean;
  is_enabled: boolean;
  image_path: string | null;
  sort_order: number;
};

export const toOpsLane = (row: TLaneRow): TOpsLane => ({
  vassalage: row.vassalage,
  gameCategory: row.game_category as TGameCategory,
  displayName: row.display_name,
  isHot: row.is_hot,
  isMaintenance: row.is_maintenance,
  isEnabled: row.is_enabled,
  imagePath: row.image_path,
  sortOrder: row.sort_order,
});

export const OPS_ROOM_COLUMNS = [
  'id',
  'game_id',
  'room_code',
  'names',
  'min_bet_minor',
  'seats',
  'is_enabled',
  'sort_order',
] as const;

type TRoomRow = {
  id: bigint;
  game_id: bigint;
  room_code: string;
  names: Record<string, string>;
  min_bet_minor: bigint;
  seats: number;
  is_enabled: boolean;
  sort_order: number;
};

export const toOpsRoom = (row: TRoomRow): TOpsPvpRoom => ({
  id: row.id.toString(),
  gameId: row.game_id.toString(),
  roomCode: row.room_code,
  names: row.names,
  minBetMinor: Number(row.min_bet_minor),
  seats: row.seats,
  isEnabled: row.is_enabled,
  sortOrder: row.sort_order,
});
