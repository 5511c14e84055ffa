import type { TDb } from '../../db/database.js';

/** Runs fn in the caller's transaction when there is one, else in a new one: a use case composes with others. */
export async function inTransaction<T>(db: TDb, fn: (trx: TDb) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db);
  return db.transaction().execute(fn);
}
