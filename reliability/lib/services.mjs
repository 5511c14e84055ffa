import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const pg = require('pg');

/** Whether something accepts TCP connections on 127.0.0.1:`port` within half a second. */
export function answers(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (isUp) => {
      socket.destroy();
      resolve(isUp);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

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
 * A database of its own for one run. With `serverUrl` (a PostgreSQL the run may create databases in) a fresh
 * database is created there and dropped at the end; without it an embedded PostgreSQL is started in a
 * temporary directory (the server's own `startEmbeddedDatabase`) and removed at the end.
 * Resolves { url, where, stop }.
 */
export async function openRunDatabase(serverUrl) {
  if (serverUrl) {
    const name = `kirin_run_${randomBytes(5).toString('hex')}`;
    await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      where: `PostgreSQL at ${url.host}, database ${name}`,
      stop: () => withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
    };
  }
  const { startEmbeddedDatabase } = await importBuiltServer('db/embedded.js');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kirin-run-db-'));
  const database = await startEmbeddedDatabase(dataDir, () => {});
  return {
    url: database.url,
    where: 'embedded PostgreSQL',
    stop: async () => {
      await database.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The services of a run on this machine: the local PostgreSQL and Redis when they answer on their usual
 * ports (TEST_DATABASE_URL and REDIS_URL name others), else an embedded PostgreSQL and no Redis.
 */
export async function localServices({ isLocalPreferred }) {
  const wantsLocal = isLocalPreferred && (await answers(5432));
  const serverUrl =
    process.env.TEST_DATABASE_URL || (wantsLocal ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined);
  const redisUrl =
    process.env.REDIS_URL ||
    (isLocalPreferred && (await answers(6379)) ? 'redis://127.0.0.1:6379' : undefined);
  return { database: await openRunDatabase(serverUrl), redisUrl };
}

/** Runs `work(client)` with a `pg` client connected to `url`, then disconnects. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A `pg` pool for the checks of a run (a few connections). */
export function openPool(url, max = 4) {
  return new pg.Pool({ connectionString: url, max });
}
