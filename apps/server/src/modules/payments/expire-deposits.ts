import type { TDb } from '../../db/database.js';

/**
 * Marks CREATED deposits past their expiry as EXPIRED; answers how many. Idempotent (a second run finds
 * none). EXPIRED is not final: a PAID callback arriving later still credits (callback-status-rule.ts).
 */
export async function expireDeposits(db: TDb, now = new Date()): Promise<number> {
  const expired = await db
    .updateTable('deposit')
    .set({ status: 'EXPIRED', updated_at: now })
    .where('status', '=', 'CREATED')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(expired.numUpdatedRows);
}
