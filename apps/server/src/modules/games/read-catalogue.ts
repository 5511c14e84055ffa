import type { TGameCard, TGameCategory } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import {
  listEnabledGames,
  listEnabledRooms,
  listGameGroups,
  listLaunchableVendors,
  listVisibleLanes,
  type TLaneRow,
} from './games.queries.js';
import { launchVendorOf } from './launch-vendor.js';
import { pickLocalised } from './localise.js';

export type TCatalogueGame = {
  id: string;
  vassalage: string;
  gameCategory: TGameCategory;
  code: string;
  gameType: string;
  names: Record<string, string>;
  imagePath: string | null;
  defaultPlayType: string | null;
  accountTypeName: string | null;
  groupCode: string | null;
  isGame: 'GAME' | 'VASSALAGE';
  isHot: boolean;
  /** The game's own flag, its lane's or its vendor's. */
  isMaintenance: boolean;
  /** Not in maintenance and its launch vendor has a launch URL: what a refused launch may suggest. */
  isLaunchable: boolean;
};

export type TCatalogueGroup = {
  gameCategory: TGameCategory;
  code: string;
  labelNames: Record<string, string>;
};

export type TCatalogueRoom = {
  id: string;
  gameId: string;
  roomCode: string;
  names: Record<string, string>;
  minBetMinor: number;
  seats: number;
};

/** What members may see of a merchant's catalogue: enabled games under visible lanes, groups, open rooms. */
export type TCatalogue = {
  lanes: TLaneRow[];
  games: TCatalogueGame[];
  gamesById: Map<string, TCatalogueGame>;
  groups: TCatalogueGroup[];
  rooms: TCatalogueRoom[];
};

/** Every cached catalogue answer of a merchant lives under this prefix; ops changes drop it whole. */
export const catalogueCachePrefix = (merchantId: bigint) => `games:${merchantId}:`;

const laneKey = (vassalage: string, category: string) => `${vassalage}\u0000${category}`;

async function loadCatalogue(ctx: TAppContext, merchantId: bigint): Promise<TCatalogue> {
  const [lanes, launchable, gameRows, groupRows, roomRows] = await Promise.all([
    listVisibleLanes(ctx.db, merchantId),
    listLaunchableVendors(ctx.db, merchantId),
    listEnabledGames(ctx.db, merchantId),
    listGameGroups(ctx.db, merchantId),
    listEnabledRooms(ctx.db, merchantId),
  ]);
  const laneByKey = new Map(lanes.map((l) => [laneKey(l.vassalage, l.gameCategory), l]));
  const games: TCatalogueGame[] = [];
  for (const row of gameRows) {
    const lane = laneByKey.get(laneKey(row.vassalage, row.game_category));
    if (!lane) continue;
    const isMaintenance = row.is_maintenance || lane.isMaintenance;
    games.push({
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
      isMaintenance,
      isLaunchable:
        !isMaintenance &&
        launchable.has(launchVendorOf({ vassalage: row.vassalage, gameCategory: row.game_category })),
    });
  }
  const gamesById = new Map(games.map((g) => [g.id, g]));
  return {
    lanes,
    games,
    gamesById,
    groups: groupRows.map((g) => ({
      gameCategory: g.game_category,
      code: g.code,
      labelNames: g.label_names,
    })),
    rooms: roomRows
      .filter((r) => gamesById.has(r.game_id.toString()))
      .map((r) => ({
        id: r.id.toString(),
        gameId: r.game_id.toString(),
        roomCode: r.room_code,
        names: r.names,
        minBetMinor: Number(r.min_bet_minor),
        seats: r.seats,
      })),
  };
}

/** The merchant's visible catalogue, cached until the next ops change (or the cache lifetime). */
export function readCatalogue(ctx: TAppContext, merchantId: bigint): Promise<TCatalogue> {
  return ctx.cache.getOrLoad(`${catalogueCachePrefix(merchantId)}catalogue`, () =>
    loadCatalogue(ctx, merchantId),
  );
}

/** Drops every cached catalogue answer of the merchant (the header's game menu included). */
export async function invalidateCatalogue(ctx: TAppContext, merchantId: bigint): Promise<void> {
  await ctx.cache.invalidate(catalogueCachePrefix(merchantId));
}

/** A game as every list shows it, named in `language`. */
export function toGameCard(game: TCatalogueGame, language: string): TGameCard {
  return {
    gameId: game.id,
    code: game.code,
    vassalage: game.vassalage,
    gameCategory: game.gameCategory,
    gameType: game.gameType,
    displayName: pickLocalised(game.names, language, game.code),
    imageUrl: game.imagePath,
    defaultPlayType: game.defaultPlayType,
    accountTypeName: game.accountTypeName,
    isGame: game.isGame,
    isHot: game.isHot ? 1 : 0,
    isMaintenance: game.isMaintenance,
    gameGroupCode: game.groupCode,
  };
}
