import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type TConfig } from '../config.js';
import { createDatabase, type TDb } from '../db/database.js';
import { openReadReplica } from '../db/bootstrap.js';
import { ConfigCache } from '../platform/cache.js';
import { ResponseCache } from '../platform/response-cache.js';
import { createPubSub, type TPubSub } from '../platform/pubsub.js';
import type { TAppContext } from '../platform/context.js';
import { withDatabase } from './global-setup.js';

export type TTestApp = {
  app: FastifyInstance;
  ctx: TAppContext;
  db: TDb;
  databaseUrl: string;
  close: () => Promise<void>;
};

/** A fresh database cloned from the migrated, seeded template. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('adminUrl');
  const name = `kirin_t_${inject('runId')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  } finally {
    await admin.end();
  }
  return withDatabase(adminUrl, name);
}

/**
 * The real app on its own fresh database. Config caching is off unless asked for, so a test that changes
 * rows sees the change at once; REDIS_URL in the environment switches the Redis paths on.
 */
export async function createTestApp(
  overrides: Partial<Record<keyof TConfig, string>> = {},
  /** pubsub: one bus shared by several test apps stands in for Redis between "processes" without REDIS_URL. */
  options: { databaseUrl?: string; pubsub?: TPubSub } = {},
): Promise<TTestApp> {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase());
  // Uploaded files go to a directory of this app's own, removed on close, not to the repository's .data.
  const filesDir = overrides.FILE_STORAGE_DIR
    ? undefined
    : mkdtempSync(path.join(tmpdir(), 'kirin-test-files-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    JOBS_ENABLED: 'false',
    CONFIG_CACHE_SECONDS: '0',
    WEB_DIST: '/nonexistent',
    CONSOLE_DIST: '/nonexistent',
    REDIS_URL: process.env.REDIS_URL,
    FILE_STORAGE_DIR: filesDir,
    // Test files log in many times from one address; the budget's own test sets a small one.
    RATE_LIMIT_COSTLY_PER_MINUTE: '1000000',
    ...overrides,
  });
  const { db, pool } = createDatabase(databaseUrl, 5);
  // DATABASE_READ_URL given: the heavy reads go through their own pool, as in the process (db/bootstrap.ts).
  const readDb = config.DATABASE_READ_URL ? openReadReplica(config.DATABASE_READ_URL, config) : db;
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL) : undefined;
  const subscriber = redis?.duplicate();
  const cache = new ConfigCache(config.CONFIG_CACHE_SECONDS * 1000, redis);
  if (subscriber) await cache.listen(subscriber);
  const responseCache = new ResponseCache(config.CONFIG_CACHE_SECONDS * 1000);
  cache.onDrop(() => responseCache.clear());
  const ctx: TAppContext = {
    config,
    db,
    readDb,
    pool,
    cache,
    responseCache,
    redis,
    pubsub: options.pubsub ?? createPubSub(redis),
  };
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    db,
    databaseUrl,
    close: async () => {
      await app.close();
      await ctx.jobs?.stop();
      await ctx.pubsub.close();
      subscriber?.disconnect();
      redis?.disconnect();
      if (readDb !== db) await readDb.destroy();
      await db.destroy();
      if (filesDir) rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
