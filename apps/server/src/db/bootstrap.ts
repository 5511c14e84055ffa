import type { TConfig } from '../config.js';
import { createDatabase, type TDb } from './database.js';
import { startEmbeddedDatabase } from './embedded.js';
import { runMigrations } from './migrate.js';
import { installKeyring, keyringFromConfig } from '../platform/secrets/keyring.js';
import { sealPlainSecretsOnce } from '../platform/secrets/reseal-secrets.js';
import type pg from 'pg';

export type TOpenDatabase = {
  url: string;
  db: TDb;
  pool: pg.Pool;
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
  return {
    url,
    db,
    pool,
    isEmbedded: Boolean(embedded),
    close: async () => {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
