import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { TDatabase } from './tables/index.js';

// BIGINT (money in minor units, ids) arrives as bigint, never as a float or a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));
// A DATE is a calendar day, not an instant: keep 'yyyy-MM-dd' instead of a midnight in the server's zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type TDb = Kysely<TDatabase>;

/** The one typed query layer over a pg pool. */
export function createDatabase(url: string, max = 10): { db: TDb; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'kirin' });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error(`[kirin] database connection lost: ${error.message}`));
  const db = new Kysely<TDatabase>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}
