import type { TDb } from '../../db/database.js';

/** The demo merchant's catalogue: vendors' games, groups and PvP rooms (kept across restarts). */
export async function seedDemoCatalogue(_db: TDb, _merchantId: bigint): Promise<void> {}
