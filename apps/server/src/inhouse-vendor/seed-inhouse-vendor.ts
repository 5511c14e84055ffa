import type { TConfig } from '../config.js';
import type { TDb } from '../db/database.js';

/** Registers the in-house vendor (KIRIN) with a merchant on both sides: the platform's integration and the vendor's own operator record. */
export async function seedInhouseVendor(_db: TDb, _merchantId: bigint, _config: TConfig): Promise<void> {}
