import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';
import type { TOpsPvpRoom, TOpsPvpRoomSave } from '@kirin/contracts';
import { listOpsRooms } from './list-ops-catalogue.js';
import { invalidateCatalogue } from './read-catalogue.js';

/**
 * Saves a merchant's PvP rooms by room code: listed rooms are created or changed, rooms left out are closed
 * (never deleted: launch tokens and sites keep their ids). Each room's game must be the merchant's (NOT_FOUND).
 */
export async function savePvpRooms(
  ctx: TAppContext,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  rooms: TOpsPvpRoomSave[],
): Promise<TOpsPvpRoom[]> {
  const merchantId = await ctx.db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code, { isLocked: true });
    const gameIds = [...new Set(rooms.map((r) => BigInt(r.gameId)))];
    if (gameIds.length > 0) {
      const owned = await trx
        .selectFrom('game')
        .select('id')
        .where('merchant_id', '=', merchant.id)
        .where('id', 'in', gameIds)
        .execute();
      if (owned.length !== gameIds.length) throw new AppError('NOT_FOUND');
    }
    const before = await listOpsRooms(trx, operator, code);
    let closing = trx
      .updateTable('pvp_room')
      .set({ is_enabled: false })
      .where('merchant_id', '=', merchant.id);
    if (rooms.length > 0)
      closing = closing.where(
        'room_code',
        'not in',
        rooms.map((r) => r.roomCode),
      );
    await closing.execute();
    for (const room of rooms) {
      const values = {
        game_id: BigInt(room.gameId),
        names: JSON.stringify(room.names),
        min_bet_minor: BigInt(room.minBetMinor),
        seats: room.seats,
        is_enabled: room.isEnabled,
        sort_order: room.sortOrder,
      };
      await trx
        .insertInto('pvp_room')
        .values({ merchant_id: merchant.id, room_code: room.roomCode, ...values })
        .onConflict((oc) => oc.columns(['merchant_id', 'room_code']).doUpdateSet(values))
        .execute();
    }
    await writeAudit(trx, actor, {
      action: 'pvp-room.save',
      merchantId: merchant.id,
      target: `pvp-rooms:${code}`,
      before,
      after: rooms,
    });
    return merchant.id;
  });
  await invalidateCatalogue(ctx, merchantId);
  return listOpsRooms(ctx.db, operator, code);
}
