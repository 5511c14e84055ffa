import { randomBytes } from 'node:crypto';
import type { TGameCategory } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { sealSecret } from '../../platform/secrets/seal-secret.js';

// Test data builders for the games catalogue (used by the *.int.test.ts files of this module and others).

export type TMakeLane = {
  vassalage: string;
  gameCategory: TGameCategory;
  displayName?: string;
  isHot?: boolean;
  isMaintenance?: boolean;
  isEnabled?: boolean;
  imagePath?: string | null;
  sortOrder?: number;
};

/** A vendor lane (game_vendor row) of a category. */
export async function makeLane(db: TDb, merchantId: bigint, lane: TMakeLane): Promise<void> {
  await db
    .insertInto('game_vendor')
    .values({
      merchant_id: merchantId,
      vassalage: lane.vassalage,
      game_category: lane.gameCategory,
      display_name: lane.displayName ?? `${lane.vassalage} games`,
      is_hot: lane.isHot ?? false,
      is_maintenance: lane.isMaintenance ?? false,
      is_enabled: lane.isEnabled ?? true,
      image_path: lane.imagePath ?? null,
      sort_order: lane.sortOrder ?? 0,
    })
    .execute();
}

export type TMakeIntegration = {
  vassalage: string;
  launchUrl?: string | null;
  isEnabled?: boolean;
  isMaintenance?: boolean;
};

/** A vendor integration (how it launches and talks to the wallet); launch URL '/vendor/launch' unless given. */
export async function makeIntegration(db: TDb, merchantId: bigint, vendor: TMakeIntegration): Promise<void> {
  await db
    .insertInto('vendor_integration')
    .values({
      merchant_id: merchantId,
      vassalage: vendor.vassalage,
      display_name: vendor.vassalage,
      wallet_mode: 'SEAMLESS',
      hmac_secret: sealSecret('vendor-hmac', randomBytes(32).toString('hex')),
      launch_url: vendor.launchUrl === undefined ? '/vendor/launch' : vendor.launchUrl,
      is_enabled: vendor.isEnabled ?? true,
      is_maintenance: vendor.isMaintenance ?? false,
    })
    .execute();
}

export type TMakeGame = {
  vassalage: string;
  gameCategory: TGameCategory;
  code?: string;
  gameType?: string;
  names?: Record<string, string>;
  imagePath?: string | null;
  groupCode?: string | null;
  isGame?: 'GAME' | 'VASSALAGE';
  isHot?: boolean;
  isMaintenance?: boolean;
  isEnabled?: boolean;
  sortOrder?: number;
  accountTypeName?: string | null;
};

export type TTestGame = { id: bigint; gameId: string; code: string };

/** A game; its code is random unless given, its names TW and EN from the code. */
export async function makeGame(db: TDb, merchantId: bigint, game: TMakeGame): Promise<TTestGame> {
  const code = game.code ?? `G_${randomBytes(4).toString('hex')}`;
  const { id } = await db
    .insertInto('game')
    .values({
      merchant_id: merchantId,
      vassalage: game.vassalage,
      game_category: game.gameCategory,
      code,
      game_type: game.gameType ?? 'SLOT',
      names: JSON.stringify(game.names ?? { TW: `${code} 中文`, EN: `${code} English` }),
      image_path: game.imagePath === undefined ? `games/${game.vassalage}/${code}.svg` : game.imagePath,
      default_play_type: null,
      account_type_name: game.accountTypeName ?? null,
      group_code: game.groupCode ?? null,
      is_game: game.isGame ?? 'GAME',
      is_hot: game.isHot ?? false,
      is_maintenance: game.isMaintenance ?? false,
      is_enabled: game.isEnabled ?? true,
      sort_order: game.sortOrder ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, gameId: id.toString(), code };
}

/** A PvP room of a game. */
export async function makeRoom(
  db: TDb,
  merchantId: bigint,
  gameId: bigint,
  room: { roomCode?: string; names?: Record<string, string>; isEnabled?: boolean; minBetMinor?: bigint } = {},
): Promise<{ id: bigint; roomId: string }> {
  const { id } = await db
    .insertInto('pvp_room')
    .values({
      merchant_id: merchantId,
      game_id: gameId,
      room_code: room.roomCode ?? `R${randomBytes(4).toString('hex')}`,
      names: JSON.stringify(room.names ?? { TW: '房間', EN: 'Room' }),
      min_bet_minor: room.minBetMinor ?? 1000n,
      seats: 6,
      is_enabled: room.isEnabled ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, roomId: id.toString() };
}

/** A game group with TW and EN labels. */
export async function makeGroup(
  db: TDb,
  merchantId: bigint,
  group: {
    code: string;
    gameCategory: TGameCategory;
    labelNames?: Record<string, string>;
    sortOrder?: number;
  },
): Promise<void> {
  await db
    .insertInto('game_group')
    .values({
      merchant_id: merchantId,
      code: group.code,
      game_category: group.gameCategory,
      label_names: JSON.stringify(group.labelNames ?? { TW: `${group.code} 組`, EN: `${group.code} group` }),
      sort_order: group.sortOrder ?? 0,
    })
    .execute();
}
