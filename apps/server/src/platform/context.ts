import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { TConfig } from '../config.js';
import type { TDb } from '../db/database.js';
import type { ConfigCache } from './cache.js';
import type { TJobRunner } from './jobs.js';

/** What the app is built from; main.ts makes it for the process, tests make their own. */
export type TAppContext = {
  config: TConfig;
  db: TDb;
  pool: pg.Pool;
  cache: ConfigCache;
  redis?: Redis;
  jobs?: TJobRunner;
};
