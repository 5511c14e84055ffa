import { sql } from 'kysely';
import type { TDb } from '../db/database.js';
import { fileStorageOf } from '../platform/file-storage.js';
import type { TTestApp } from './harness.js';

/** Whether `table`'s row `id` could be locked right now (no open transaction holds it). */
export async function isRowFree(db: TDb, table: 'deposit' | 'withdrawal', id: bigint): Promise<boolean> {
  try {
    await db
      .transaction()
      .execute((trx) =>
        sql`SELECT 1 FROM ${sql.table(table)} WHERE id = ${id} FOR UPDATE NOWAIT`.execute(trx),
      );
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '55P03') return false;
    throw error;
  }
}

/**
 * Runs `probe` each time the app writes bytes to its file storage, while they are being written, and keeps
 * what it answers. Call the returned function to put the storage back.
 */
export function probeStoragePuts<T>(
  t: TTestApp,
  probe: () => Promise<T>,
): { seen: T[]; restore: () => void } {
  const storage = fileStorageOf(t.ctx.config) as { put: (...args: never[]) => Promise<void> };
  const put = storage.put;
  const seen: T[] = [];
  storage.put = async (...args) => {
    seen.push(await probe());
    return put.apply(storage, args);
  };
  return { seen, restore: () => void (storage.put = put) };
}
