import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { TDatabase } from './tables/index.js';

// BIGINT (money in minor units, ids) arrives as bigint, never as a float or a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));
// A DATE is a calendar day, not an instant: keep 'yyyy-MM-dd' instead of a midnight in the server's zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type TDb = Kysely<TDatabase>;

/**
 * The same query layer over the read replica (DATABASE_READ_URL), or over the primary when there is none. A
 * distinct name so a use case says in its signature that it may read a few seconds in the past: only reads
 * that never need the caller's own just-written rows take one (docs/scaling.md, "Read replica").
 */
export type TReadDb = TDb;

/** The one typed query layer over a pg pool. */
export function createDatabase(url: string, max = 10, applicationName = 'kirin'): { db: TDb; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max, application_name: applicationName });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error(`[kirin] database connection lost: ${error.message}`));
  const db = new Kysely<TDatabase>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}
