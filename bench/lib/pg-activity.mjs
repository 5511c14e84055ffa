// What PostgreSQL did during a measured run, from its own counters: deadlocks, commits, WAL bytes, rows
// written per table, and (when pg_stat_statements is loaded) the time per statement.
import { withClient } from './database.mjs';

/** The hot tables of the money path: their rows written per request are printed by the profile. */
const HOT_TABLES = [
  'ledger_account',
  'ledger_transaction',
  'ledger_entry',
  'bet_round',
  'vendor_transaction',
  'vendor_request_nonce',
];

/** Cluster-wide deadlocks, this database's commits, the WAL position and the hot tables' row counters. */
export async function snapshotActivity(url) {
  return withClient(url, async (c) => {
    const { rows } = await c.query(`SELECT
      (SELECT sum(deadlocks) FROM pg_stat_database)::bigint AS deadlocks,
      (SELECT xact_commit FROM pg_stat_database WHERE datname = current_database())::bigint AS commits,
      pg_current_wal_lsn() AS lsn`);
    const tables = await c.query(
      // A partitioned table (0052–0054: by month) has no counters of its own: its partitions' are summed.
      `SELECT coalesce(p.relname, s.relname) AS relname, sum(s.n_tup_ins)::bigint AS ins,
         sum(s.n_tup_upd)::bigint AS upd, sum(s.n_tup_hot_upd)::bigint AS hot
       FROM pg_stat_user_tables s
       LEFT JOIN pg_inherits i ON i.inhrelid = s.relid LEFT JOIN pg_class p ON p.oid = i.inhparent
       WHERE coalesce(p.relname, s.relname) = ANY ($1) GROUP BY 1`,
      [HOT_TABLES],
    );
    return {
      at: performance.now(),
      deadlocks: Number(rows[0].deadlocks),
      commits: Number(rows[0].commits),
      lsn: rows[0].lsn,
      tables: Object.fromEntries(tables.rows.map((r) => [r.relname, r])),
    };
  });
}

/** The difference between two snapshots: deadlocks, commits, WAL bytes and per-table rows written. */
export async function diffActivity(url, before, after) {
  const wal = await withClient(url, async (c) => {
    const { rows } = await c.query('SELECT pg_wal_lsn_diff($1, $2)::bigint AS bytes', [
      after.lsn,
      before.lsn,
    ]);
    return Number(rows[0].bytes);
  });
  const tables = {};
  for (const [name, a] of Object.entries(after.tables)) {
    const b = before.tables[name] ?? { ins: 0, upd: 0, hot: 0 };
    tables[name] = {
      inserted: Number(a.ins) - Number(b.ins),
      updated: Number(a.upd) - Number(b.upd),
      hotUpdated: Number(a.hot) - Number(b.hot),
    };
  }
  return {
    seconds: (after.at - before.at) / 1000,
    deadlocks: after.deadlocks - before.deadlocks,
    commits: after.commits - before.commits,
    walBytes: wal,
    tables,
  };
}

/** Each hot table's indexes (with the predicate of the partial ones): what one row inserted costs. */
export async function describeIndexes(url) {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `SELECT t.relname AS table_name, i.relname AS index_name, pg_get_expr(x.indpred, x.indrelid) AS predicate
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
       WHERE t.relname = ANY ($1) ORDER BY 1, 2`,
      [HOT_TABLES],
    );
    return rows;
  });
}

/** Loads pg_stat_statements in the server's database (the cluster must preload it) and empties it. */
export async function resetStatements(url) {
  await withClient(url, async (c) => {
    await c.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await c.query('SELECT pg_stat_statements_reset()');
  });
}

/** The statements that took the most time (nested ones inside functions included), with calls and rows. */
export async function topStatements(url, limit = 15) {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `SELECT calls::bigint, round(total_exec_time::numeric, 1) AS total_ms,
         round(mean_exec_time::numeric, 3) AS mean_ms, rows::bigint, toplevel,
         regexp_replace(left(query, 110), '\\s+', ' ', 'g') AS query
       FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
       ORDER BY total_exec_time DESC LIMIT $1`,
      [limit],
    );
    return rows;
  });
}

/** Prints a run's activity per request: WAL bytes, commits, and rows written per table. */
export function printActivity(label, activity, requests) {
  const per = (n) => (n / requests).toFixed(2);
  console.log(
    `${label}: ${requests} requests, ${(activity.commits / activity.seconds).toFixed(0)} commits/s, ` +
      `${(activity.walBytes / requests).toFixed(0)} WAL bytes per request, ${activity.deadlocks} deadlocks`,
  );
  for (const [name, t] of Object.entries(activity.tables)) {
    if (t.inserted + t.updated === 0) continue;
    console.log(
      `  ${name.padEnd(22)} inserted ${per(t.inserted)}  updated ${per(t.updated)} (HOT ${per(t.hotUpdated)}) per request`,
    );
  }
}
