import type { TGameCategory } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';

export type TVendorCard = {
  vassalage: string;
  displayName: string;
  isHot: 0 | 1;
  gameCategory: TGameCategory;
};

export async function listEnabledVendors(db: TDb, merchantId: bigint): Promise<TVendorCard[]> {
  const rows = await db
    .selectFrom('game_vendor')
    .select(['vassalage', 'display_name', 'is_hot', 'game_category'])
    .where('merchant_id', '=', merchantId)
    .where('is_enabled', '=', true)
    .orderBy('sort_order')
    .orderBy('display_name')
    .execute();
  return rows.map((r) => ({
    vassalage: r.vassalage,
    displayName: r.display_name,
    isHot: r.is_hot ? 1 : 0,
    gameCategory: r.game_category as TGameCategory,
  }));
}
