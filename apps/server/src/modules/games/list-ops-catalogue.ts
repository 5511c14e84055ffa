import type { TDb } from '../../db/database.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';
import type {
  TGameQuery,
  TLanePlayerReach,
  TOpsGame,
  TOpsGameGroup,
  TOpsListedLane,
  TOpsPvpRoom,
} from '@kirin/contracts';
import { listLaunchVendors } from './games.queries.js';
import { launchVendorOf } from './launch-vendor.js';
import type { TLotteryArea } from '../../db/tables/lottery.js';
import { listOwnLotteryAreas } from './own-lottery-launch.js';

/** The platform lottery areas a lottery lane's cards may open (ownLotteryAreaOf, per card). */
const OWN_LOTTERY_AREAS_OF_LANE: Partial<Record<string, readonly TLotteryArea[]>> = {
  LOTT: ['VN', 'SEA'],
  ELOTT: ['ELOTT'],
};
import {
  OPS_GAME_COLUMNS,
  OPS_LANE_COLUMNS,
  OPS_ROOM_COLUMNS,
  toOpsGame,
  toOpsLane,
  toOpsRoom,
} from './ops-game-view.js';

// What operators read of a merchant's catalogue: everything, disabled rows included.

export async function listOpsGames(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
  query: TGameQuery,
): Promise<{ items: TOpsGame[]; total: number; page: number; pageSize: number }> {
  const merchant = await findMerchantForOperator(db, operator, code);
  let base = db.selectFrom('game').where('merchant_id', '=', merchant.id);
  if (query.vassalage) base = base.where('vassalage', '=', query.vassalage);
  if (query.gameCategory) base = base.where('game_category', '=', query.gameCategory);
  const [rows, count] = await Promise.all([
    base
      .select(OPS_GAME_COLUMNS)
      .orderBy('game_category')
      .orderBy('sort_order')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toOpsGame), total: Number(count.n), page: query.page, pageSize: query.pageSize };
}

export async function listOpsGroups(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
): Promise<TOpsGameGroup[]> {
  const merchant = await findMerchantForOperator(db, operator, code);
  const rows = await db
    .selectFrom('game_group')
    .select(['code', 'game_category', 'label_names', 'sort_order'])
    .where('merchant_id', '=', merchant.id)
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
  return rows.map((r) => ({
    code: r.code,
    gameCategory: r.game_category,
    labelNames: r.label_names,
    sortOrder: r.sort_order,
  }));
}

export async function listOpsRooms(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
): Promise<TOpsPvpRoom[]> {
  const merchant = await findMerchantForOperator(db, operator, code);
  const rows = await db
    .selectFrom('pvp_room')
    .select(OPS_ROOM_COLUMNS)
    .where('merchant_id', '=', merchant.id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(toOpsRoom);
}

export async function listOpsLanes(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
): Promise<TOpsListedLane[]> {
  const merchant = await findMerchantForOperator(db, operator, code);
  const [rows, vendors, ownLotteryAreas] = await Promise.all([
    db
      .selectFrom('game_vendor')
      .select(OPS_LANE_COLUMNS)
      .where('merchant_id', '=', merchant.id)
      .orderBy('game_category')
      .orderBy('sort_order')
      .orderBy('vassalage')
      .execute(),
    listLaunchVendors(db, merchant.id),
    listOwnLotteryAreas(db, merchant.id),
  ]);
  // The same rule as the site's catalogue (read-catalogue.ts), per lane: its vendor, else our own lottery.
  const reachOf = (lane: { vassalage: string; gameCategory: string }): TLanePlayerReach => {
    if (vendors.reachable.has(launchVendorOf(lane))) return 'VENDOR';
    const ownAreas = OWN_LOTTERY_AREAS_OF_LANE[lane.gameCategory] ?? [];
    return ownAreas.some((area) => ownLotteryAreas.has(area)) ? 'OWN_LOTTERY' : 'HIDDEN';
  };
  return rows.map((row) => {
    const lane = toOpsLane(row);
    return { ...lane, playerReach: reachOf(lane) };
  });
}
