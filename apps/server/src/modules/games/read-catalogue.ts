import type { TGameCard, TGameCategory } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import {
  listEnabledGames,
  listEnabledRooms,
  listGameGroups,
  listLaunchVendors,
  listVisibleLanes,
  type TLaneRow,
} from './games.queries.js';
import { launchVendorOf } from './launch-vendor.js';
import { listOwnLotteryAreas, ownLotteryAreaOf } from './own-lottery-launch.js';
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
  /**
   * Not in maintenance and its launch vendor has a launch URL (or, for a lottery card, the platform's own lottery
   * has a game in its area): what a refused launch may suggest.
   */
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
  maxBetMinor: number | null;
  seats: number;
};

/**
 * What members may see of a merchant's catalogue: enabled games under visible lanes that can be launched somewhere
 * (a vendor with a launch URL, or the platform's own lottery for a lottery card), the lanes holding any, groups,
 * open rooms. A game of a vendor without a working integration is not listed at all (docs/games-catalogue.md).
 */
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
  const [visibleLanes, vendors, ownLotteryAreas, gameRows, groupRows, roomRows] = await Promise.all([
    listVisibleLanes(ctx.db, merchantId),
    listLaunchVendors(ctx.db, merchantId),
    listOwnLotteryAreas(ctx.db, merchantId),
    listEnabledGames(ctx.db, merchantId),
    listGameGroups(ctx.db, merchantId),
    listEnabledRooms(ctx.db, merchantId),
  ]);
  const laneByKey = new Map(visibleLanes.map((l) => [laneKey(l.vassalage, l.gameCategory), l]));
  const listedLanes = new Set<string>();
  const games: TCatalogueGame[] = [];
  for (const row of gameRows) {
    const key = laneKey(row.vassalage, row.game_category);
    const lane = laneByKey.get(key);
    if (!lane) continue;
    const launchVassalage = launchVendorOf({ vassalage: row.vassalage, gameCategory: row.game_category });
    const ownLotteryArea = ownLotteryAreaOf({
      gameCategory: row.game_category,
      accountTypeName: row.account_type_name,
    });
    const opensOwnLottery = ownLotteryArea !== null && ownLotteryAreas.has(ownLotteryArea);
    if (!vendors.reachable.has(launchVassalage) && !opensOwnLottery) continue;
    listedLanes.add(key);
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
      // A vendor with a launch URL decides (its maintenance too); without one, a lottery card opens our own.
      isLaunchable:
        !isMaintenance &&
        (vendors.reachable.has(launchVassalage) ? vendors.launchable.has(launchVassalage) : opensOwnLottery),
    });
  }
  // A lane is a vendor's tab (or header entry) on its category page: listed when its vendor can be launched,
  // or when it holds a listed game (a lottery lane opening our own lottery); otherwise it opens onto nothing.
  const lanes = visibleLanes.filter(
    (l) =>
      vendors.reachable.has(launchVendorOf({ vassalage: l.vassalage, gameCategory: l.gameCategory })) ||
      listedLanes.has(laneKey(l.vassalage, l.gameCategory)),
  );
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
        maxBetMinor: r.max_bet_minor === null ? null : Number(r.max_bet_minor),
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
