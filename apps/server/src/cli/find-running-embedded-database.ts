import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The pid of a PostgreSQL that holds the embedded cluster under `dataDir`, if one runs. A cluster can be
 * opened by one process only, so a running server (which owns it) and this command cannot both use it.
 */
export function findRunningEmbeddedDatabase(dataDir: string): number | undefined {
  const pidFile = path.join(path.resolve(dataDir), 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it runs, as another user (PostgreSQL runs as `postgres` when we are root).
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

export function describeBusyDatabase(dataDir: string, pid: number): string {
  return [
    `The embedded database in ${path.resolve(dataDir)} is in use by another process (PostgreSQL pid ${pid}).`,
    'It can be opened by one process at a time: the Kirin server is probably running.',
    'Stop the server, run this command again, then start the server; or set DATABASE_URL so both can share one database.',
  ].join('\n');
}
