// The load-independent costs of a unit of work, for the capacity model (docs/scaling.md): CPU seconds of the
// server process and of every PostgreSQL process (from /proc, Linux), and the bytes on disk of every table.
// Throughput moves with whatever else the machine runs; CPU seconds and bytes per unit of work hardly do.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { withClient } from './database.mjs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** /proc/<pid>/stat's fields after the command name: [state, ppid, …]; utime is [11], stime [12], cutime [13]. */
function statOf(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // ended between the listing and the read
  }
}

/** CPU seconds (user + system, all threads) a process has used so far. */
export function processCpuSeconds(pid) {
  const f = statOf(pid);
  return f ? (Number(f[11]) + Number(f[12])) / TICKS_PER_SECOND : 0;
}

/**
 * CPU seconds of a PostgreSQL cluster so far: the postmaster's own, its live children's (backends, WAL writer,
 * checkpointer, autovacuum…), and those of its children that have ended (the postmaster's cutime and cstime),
 * so a backend that exits inside the window is still counted.
 */
export function clusterCpuSeconds(postmasterPid) {
  const own = statOf(postmasterPid);
  if (!own) throw new Error(`PostgreSQL ${postmasterPid} is not running`);
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statOf(entry);
    if (f && Number(f[1]) === postmasterPid) ticks += Number(f[11]) + Number(f[12]);
  }
  return ticks / TICKS_PER_SECOND;
}

/** The postmaster's pid, from postmaster.pid in the data directory the server reports (a superuser's view). */
export async function postmasterPidOf(url) {
  const dir = await withClient(
    url,
    async (c) => (await c.query('SHOW data_directory')).rows[0].data_directory,
  );
  return Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/**
 * Bytes on disk (heap, indexes, TOAST, free-space and visibility maps) of every user table of the database,
 * a partitioned table's partitions summed under its name; with its rows inserted, updated and deleted so far.
 */
export async function tableBytes(url) {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `SELECT coalesce(pg_partition_root(relid), relid)::regclass::text AS name,
         sum(pg_total_relation_size(relid))::bigint AS bytes,
         sum(n_tup_ins + n_tup_upd + n_tup_del)::bigint AS writes
       FROM pg_stat_user_tables GROUP BY 1`,
    );
    return Object.fromEntries(
      rows.map((r) => [r.name, { bytes: Number(r.bytes), writes: Number(r.writes) }]),
    );
  });
}

/** The tables that grew or were written between two `tableBytes` snapshots, with their growth in bytes. */
export function tableGrowth(before, after) {
  return Object.entries(after)
    .map(([name, a]) => {
      const b = before[name] ?? { bytes: 0, writes: 0 };
      return { name, bytes: a.bytes - b.bytes, writes: a.writes - b.writes };
    })
    .filter((t) => t.bytes !== 0 || t.writes !== 0)
    .sort((x, y) => y.bytes - x.bytes);
}
