import type { TDb } from '../../db/database.js';
import { DEMO_GAMES, DEMO_GROUPS, DEMO_LANES, DEMO_ROOMS, demoImagePath } from './demo-catalogue-data.js';

/**
 * The demo merchant's catalogue: vendor lanes, games, groups and PvP rooms. Rows are only created once, so an
 * operator's later edits are kept across restarts (safe to run at every start). The in-house vendor's
 * integration (KIRIN, how its games launch) is seeded by the in-house vendor itself.
 */
export async function seedDemoCatalogue(db: TDb, merchantId: bigint): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const lane of DEMO_LANES) {
      await trx
        .insertInto('game_vendor')
        .values({
          merchant_id: merchantId,
          vassalage: lane.vassalage,
          game_category: lane.gameCategory,
          display_name: lane.displayName,
          is_hot: lane.isHot,
          image_path: demoImagePath(lane.vassalage, 'logo'),
          sort_order: lane.sortOrder,
        })
        .onConflict((oc) => oc.columns(['merchant_id', 'vassalage', 'game_category']).doNothing())
        .execute();
    }
    for (const group of DEMO_GROUPS) {
      await trx
        .insertInto('game_group')
        .values({
          merchant_id: merchantId,
          code: group.code,
          game_category: group.gameCategory,
          label_names: JSON.stringify(group.labelNames),
          sort_order: group.sortOrder,
        })
        .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
        .execute();
    }
    for (const [index, game] of DEMO_GAMES.entries()) {
      await trx
        .insertInto('game')
        .values({
          merchant_id: merchantId,
          vassalage: game.vassalage,
          game_category: game.gameCategory,
          code: game.code,
          game_type: game.gameType,
          names: JSON.stringify(game.names),
          image_path: demoImagePath(game.vassalage, game.code),
          default_play_type: game.defaultPlayType ?? null,
          account_type_name: game.accountTypeName ?? null,
          group_code: game.groupCode ?? null,
          is_game: game.isGame ?? 'GAME',
          is_hot: game.isHot ?? false,
          sort_order: index + 1,
        })
        .onConflict((oc) => oc.columns(['merchant_id', 'vassalage', 'code']).doNothing())
        .execute();
    }
    for (const [index, room] of DEMO_ROOMS.entries()) {
      const game = await trx
        .selectFrom('game')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('code', '=', room.gameCode)
        .executeTakeFirst();
      if (!game) continue;
      await trx
        .insertInto('pvp_room')
        .values({
          merchant_id: merchantId,
          game_id: game.id,
          room_code: room.roomCode,
          names: JSON.stringify(room.names),
          min_bet_minor: room.minBetMinor,
          max_bet_minor: room.maxBetMinor,
          seats: room.seats,
          sort_order: index + 1,
        })
        .onConflict((oc) => oc.columns(['merchant_id', 'room_code']).doNothing())
        .execute();
    }
  });
}
