import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase, type TEmbeddedDatabase } from '../db/embedded.js';
import { runMigrations } from '../db/migrate.js';
import { createDatabase } from '../db/database.js';
import { seedDemoMerchant } from '../modules/merchant/demo-merchant.js';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
    runId: string;
  }
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL (a server where we may create databases) when set,
 * else an embedded one in a temporary directory. A migrated and seeded template database is made once;
 * each test file clones it (CREATE DATABASE … TEMPLATE), so files never see each other's rows.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: TEmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kirin-test-'));
    embedded = await startEmbeddedDatabase(dataDir);
    adminUrl = embedded.url;
  }
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const templateDatabase = `kirin_t_${runId}_template`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${templateDatabase}`);
  const templateUrl = withDatabase(adminUrl, templateDatabase);
  const { db, pool } = createDatabase(templateUrl, 2);
  await runMigrations(pool);
  await seedDemoMerchant(db);
  await db.destroy();

  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('runId', runId);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`kirin_t_${runId}_%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
