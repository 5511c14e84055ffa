import type { TConfig } from '../config.js';
import { createDatabase, type TDb, type TReadDb } from './database.js';
import { startEmbeddedDatabase } from './embedded.js';
import { runMigrations } from './migrate.js';
import { installKeyring, keyringFromConfig } from '../platform/secrets/keyring.js';
import { sealPlainSecretsOnce } from '../platform/secrets/reseal-secrets.js';
import type pg from 'pg';

export type TOpenDatabase = {
  url: string;
  db: TDb;
  pool: pg.Pool;
  /** DATABASE_READ_URL's pool, or `db` itself without one. */
  readDb: TReadDb;
  isEmbedded: boolean;
  close: () => Promise<void>;
};

/**
 * DATABASE_URL when given, else the embedded PostgreSQL under DATA_DIR; migrated, and its secrets sealed under
 * the configured KEK (installed for the process here), before it is returned.
 */
export async function openDatabase(config: TConfig, log: (msg: string) => void): Promise<TOpenDatabase> {
  installKeyring(keyringFromConfig(config));
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedDatabase(config.DATA_DIR, log);
  const url = config.DATABASE_URL ?? embedded!.url;
  const { db, pool } = createDatabase(url, config.DATABASE_POOL_SIZE);
  try {
    await runMigrations(pool, log);
    await sealPlainSecretsOnce(db, log);
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  const replica = config.DATABASE_READ_URL ? openReadReplica(config.DATABASE_READ_URL, config) : undefined;
  return {
    url,
    db,
    pool,
    readDb: replica ?? db,
    isEmbedded: Boolean(embedded),
    close: async () => {
      await replica?.destroy();
      await db.destroy();
      await embedded?.stop();
    },
  };
}

/**
 * The replica's pool: half the primary's size (only the report reads use it). It is not checked here: a
 * replica down at start must not stop the money path, and each report read that needs it fails on its own.
 */
export function openReadReplica(url: string, config: Pick<TConfig, 'DATABASE_POOL_SIZE'>): TReadDb {
  const size = Math.max(2, Math.ceil(config.DATABASE_POOL_SIZE / 2));
  return createDatabase(url, size, 'kirin-read').db;
}
