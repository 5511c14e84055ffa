import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { TConfig } from '../config.js';
import type { TDb, TReadDb } from '../db/database.js';
import type { ConfigCache } from './cache.js';
import type { TJobRunner } from './jobs.js';
import type { TPubSub } from './pubsub.js';
import type { TReadiness } from './readiness.js';
import type { ResponseCache } from './response-cache.js';

/** What the app is built from; main.ts makes it for the process, tests make their own. */
export type TAppContext = {
  config: TConfig;
  db: TDb;
  /**
   * The read replica (DATABASE_READ_URL) or the primary: chosen per query, for heavy reads that may lag a
   * few seconds and never need the caller's own last write (docs/scaling.md).
   */
  readDb: TReadDb;
  pool: pg.Pool;
  /** Whether start-up work is done (platform/readiness.ts); absent (tests): ready from the start. */
  readiness?: TReadiness;
  cache: ConfigCache;
  /** Whole answers of the public catalogue reads, served before routing (emptied with `cache`). */
  responseCache?: ResponseCache;
  redis?: Redis;
  /** Fan-out to every server process (Redis pub/sub, or in-process without Redis). */
  pubsub: TPubSub;
  jobs?: TJobRunner;
};
