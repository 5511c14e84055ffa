import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { TConfig } from '../config.js';
import type { TDb } from '../db/database.js';
import type { ConfigCache } from './cache.js';
import type { TJobRunner } from './jobs.js';
import type { TPubSub } from './pubsub.js';
import type { ResponseCache } from './response-cache.js';

/** What the app is built from; main.ts makes it for the process, tests make their own. */
export type TAppContext = {
  config: TConfig;
  db: TDb;
  pool: pg.Pool;
  cache: ConfigCache;
  /** Whole answers of the public catalogue reads, served before routing (emptied with `cache`). */
  responseCache?: ResponseCache;
  redis?: Redis;
  /** Fan-out to every server process (Redis pub/sub, or in-process without Redis). */
  pubsub: TPubSub;
  jobs?: TJobRunner;
};
