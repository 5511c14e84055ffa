import type { Transaction } from 'kysely';
import type { TDb } from '../db/database.js';
import type { TDatabase } from '../db/tables/index.js';

export type TRunOnceResult<T> = { isApplied: true; value: T } | { isApplied: false };

/**
 * Applies `effect` at most once per `effectKey`, in one transaction with the record that it was applied.
 * A second delivery of the same job finds the key and does nothing; two deliveries at the same moment queue
 * on the key's unique index, and the second sees the first's commit. If `effect` throws, nothing is kept and
 * a retry may apply it again.
 */
export async function runOnce<T>(
  db: TDb,
  effectKey: string,
  effect: (trx: Transaction<TDatabase>) => Promise<T>,
): Promise<TRunOnceResult<T>> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('job_effect')
      .values({ effect_key: effectKey })
      .onConflict((oc) => oc.column('effect_key').doNothing())
      .returning('effect_key')
      .executeTakeFirst();
    if (!claimed) return { isApplied: false };
    return { isApplied: true, value: await effect(trx) };
  });
}
