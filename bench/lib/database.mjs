import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(repo, 'apps/server/package.json'));

/** Imports a module of the built server (`apps/server/dist/...`), naming the build step when it is missing. */
export async function importBuiltServer(relativePath) {
  const file = path.join(repo, 'apps/server/dist', relativePath);
  if (!existsSync(file))
    throw new Error(`${path.relative(repo, file)} is missing: run \`npm run build\` first`);
  return import(pathToFileURL(file).href);
}

/** Imports the built shared contracts (`packages/contracts/dist`). */
export async function importBuiltContracts() {
  const file = path.join(repo, 'packages/contracts/dist/index.js');
  if (!existsSync(file)) throw new Error('packages/contracts/dist is missing: run `npm run build` first');
  return import(pathToFileURL(file).href);
}

/**
 * Starts an embedded PostgreSQL in a temporary directory, as the server would; resolves {url, stop}.
 * `settings` (e.g. shared_preload_libraries) are written with ALTER SYSTEM and the cluster restarted once;
 * `preload` is the short form for server libraries to load at start (e.g. pg_stat_statements for a profile).
 */
export async function startDatabase({ settings = {}, preload = [] } = {}) {
  const all = preload.length > 0 ? { ...settings, shared_preload_libraries: preload.join(',') } : settings;
  const { startEmbeddedDatabase } = await importBuiltServer('db/embedded.js');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kirin-bench-db-'));
  let database = await startEmbeddedDatabase(dataDir);
  if (Object.keys(all).length > 0) {
    await withClient(database.url, async (c) => {
      for (const [name, value] of Object.entries(all))
        await c.query(`ALTER SYSTEM SET ${name} = '${String(value).replace(/'/g, "''")}'`);
    });
    await database.stop();
    database = await startEmbeddedDatabase(dataDir);
  }
  return {
    url: database.url,
    stop: async () => {
      await database.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `work(client)` with a `pg` client connected to `url` (the server's own driver), then disconnects. */
export async function withClient(url, work) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
