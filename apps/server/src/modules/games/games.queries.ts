import type { TGameCategory } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';

export type TLaneRow = {
  vassalage: string;
  displayName: string;
  gameCategory: TGameCategory;
  isHot: boolean;
  /** The lane's own flag or its vendor integration's. */
  isMaintenance: boolean;
  imagePath: string | null;
  sortOrder: number;
};

/**
 * A merchant's vendor lanes that members may see: enabled lanes whose vendor integration, when the merchant has
 * one, is enabled too (vendors without an integration, e.g. catalogue-only ones, are listed but cannot launch).
 */
export async function listVisibleLanes(db: TDb, merchantId: bigint): Promise<TLaneRow[]> {
  const rows = await db
    .selectFrom('game_vendor as l')
    .leftJoin('vendor_integration as v', (join) =>
      join.onRef('v.merchant_id', '=', 'l.merchant_id').onRef('v.vassalage', '=', 'l.vassalage'),
    )
    .select([
      'l.vassalage',
      'l.display_name',
      'l.game_category',
      'l.is_hot',
      'l.is_maintenance',
      'l.image_path',
      'l.sort_order',
      'v.is_enabled as vendor_enabled',
      'v.is_maintenance as vendor_maintenance',
    ])
    .where('l.merchant_id', '=', merchantId)
    .where('l.is_enabled', '=', true)
    .orderBy('l.sort_order')
    .orderBy('l.display_name')
    .execute();
  return rows
    .filter((r) => r.vendor_enabled !== false)
    .map((r) => ({
      vassalage: r.vassalage,
      displayName: r.display_name,
      gameCategory: r.game_category as TGameCategory,
      isHot: r.is_hot,
      isMaintenance: r.is_maintenance || r.vendor_maintenance === true,
      imagePath: r.image_path,
      sortOrder: r.sort_order,
    }));
}

/** A merchant's enabled games, in list order (the caller keeps those under a visible lane). */
export function listEnabledGames(db: TDb, merchantId: bigint) {
  return db
    .selectFrom('game')
    .select([
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
      'sort_order',
    ])
    .where('merchant_id', '=', merchantId)
    .where('is_enabled', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listGameGroups(db: TDb, merchantId: bigint) {
  return db
    .selectFrom('game_group')
    .select(['game_category', 'code', 'label_names', 'sort_order'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
}

export function listEnabledRooms(db: TDb, merchantId: bigint) {
  return db
    .selectFrom('pvp_room')
    .select(['id', 'game_id', 'room_code', 'names', 'min_bet_minor', 'max_bet_minor', 'seats'])
    .where('merchant_id', '=', merchantId)
    .where('is_enabled', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Vendors whose games can be launched now: enabled, not in maintenance, with a launch URL. */
/**
 * The vendors a game can be launched at: an enabled integration with a launch URL. `reachable` includes those
 * in maintenance (their games are listed, marked); `launchable` only those that launch now.
 */
export async function listLaunchVendors(
  db: TDb,
  merchantId: bigint,
): Promise<{ reachable: Set<string>; launchable: Set<string> }> {
  const rows = await db
    .selectFrom('vendor_integration')
    .select(['vassalage', 'is_maintenance'])
    .where('merchant_id', '=', merchantId)
    .where('is_enabled', '=', true)
    .where('launch_url', 'is not', null)
    .execute();
  return {
    reachable: new Set(rows.map((r) => r.vassalage)),
    launchable: new Set(rows.filter((r) => !r.is_maintenance).map((r) => r.vassalage)),
  };
}
