// Issue 22: money through the HTTP API against PostgreSQL's own TPC-B, on the same PostgreSQL in one run.
// The target's reference is pgbench's built-in TPC-B at scale 16 with 16 clients (a branch per client: no hot
// row); scale 1 (one branch row every transaction updates) is printed beside it. Our side: 16 concurrent
// vendor clients, each on its own funded member, alternating a signed bet and a signed win through the seamless
// wallet (session checked, nonce spent, vendor transaction and bet round recorded, every posting against the
// sharded house). Each side runs ROUNDS times, interleaved (pgbench 16, pgbench 1, Kirin, then again), so
// a burst of other work on the machine moves one round, not the verdict; medians are reported.
// Target: median ratio (Kirin / pgbench scale 16, per round) ≥ 1.0, median p99 ≤ 25 ms, zero deadlocks,
// auditor clean; the process exits 1 otherwise.
//   BENCH_SECONDS=5 npm run bench -- wallet     a quick check (the figures in docs/performance.md use 30 s)
//   BENCH_PROFILE=1                             also loads pg_stat_statements and prints time per statement
//   KIRIN_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"   a CPU profile of the server
// It also prints the capacity model's costs (docs/scaling.md): CPU seconds of the server and of PostgreSQL per
// bet over the measured windows, WAL bytes per bet, and bytes on disk per bet of every table the bets wrote.
import { availableParallelism, loadavg } from 'node:os';
import {
  clusterCpuSeconds,
  postmasterPidOf,
  processCpuSeconds,
  tableBytes,
  tableGrowth,
} from '../lib/capacity.mjs';
import { importBuiltServer, startDatabase, withClient } from '../lib/database.mjs';
import {
  describeIndexes,
  diffActivity,
  printActivity,
  resetStatements,
  snapshotActivity,
  topStatements,
} from '../lib/pg-activity.mjs';
import { findPgbench, initPgbench, runPgbench } from '../lib/pgbench.mjs';
import { startKirin } from '../lib/server.mjs';
import { driveWallet, openSessions, seedWallet } from '../lib/vendor-wallet.mjs';

const CLIENTS = 16;
const TARGET_SCALE = 16;
const HOT_ROW_SCALE = 1;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MEASURED_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARM_UP_SECONDS = Math.min(5, Math.max(1, Math.round(MEASURED_SECONDS / 6)));
const TARGET_RATIO = 1.0;
const TARGET_P99_MS = 25;
const isProfiling = process.env.BENCH_PROFILE === '1';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (v) => `${v.toFixed(2).padStart(7)} ms`;
const line = (label, run) =>
  `${label.padEnd(40)} ${run.tps.toFixed(0).padStart(6)} tps   p50 ${ms(run.latency.p50Ms)}   ` +
  `p90 ${ms(run.latency.p90Ms)}   p99 ${ms(run.latency.p99Ms)}   max ${ms(run.latency.maxMs)}`;
/**
 * The capacity model's costs: a bet is one seamless bet and its win (two requests). CPU and WAL over the
 * measured windows; bytes on disk from before the first warm-up to after the last run, over the bets written.
 */
function printCapacity(measured, growth, betsWritten) {
  const bets = measured.requests / 2;
  const perCore = (cpuSeconds) => Math.round(bets / cpuSeconds).toLocaleString('en');
  const bytes = growth.reduce((sum, t) => sum + t.bytes, 0);
  console.log(`\ncapacity (a bet = one bet and its win; ${bets.toLocaleString('en')} bets measured)`);
  console.log(
    `  CPU seconds per 1,000 bets: Node ${((measured.node * 1000) / bets).toFixed(3)}, ` +
      `PostgreSQL ${((measured.postgres * 1000) / bets).toFixed(3)} (all its processes)`,
  );
  console.log(
    `  bets per second per core: Node ${perCore(measured.node)}, PostgreSQL ${perCore(measured.postgres)}`,
  );
  console.log(`  WAL bytes per bet: ${Math.round(measured.walBytes / bets).toLocaleString('en')}`);
  console.log(
    `  bytes on disk per bet: ${Math.round(bytes / betsWritten).toLocaleString('en')} ` +
      `(${betsWritten.toLocaleString('en')} bets written, warm-ups included; heap, indexes, TOAST, maps)`,
  );
  // Tables written without growing (ledger_account's balances updated in place, the server's own start-up
  // rows) are named once; the others with their bytes per bet.
  const still = growth.filter((t) => t.bytes === 0).map((t) => t.name);
  for (const t of growth.filter((g) => g.bytes !== 0))
    console.log(
      `    ${t.name.padEnd(26)} ${Math.round(t.bytes / betsWritten)
        .toLocaleString('en')
        .padStart(7)} bytes per bet   (${t.writes.toLocaleString('en')} rows written)`,
    );
  if (still.length) console.log(`    written, not grown: ${still.join(', ')}`);
}
const describeLoad = () => `${availableParallelism()} cores, load average ${loadavg()[0].toFixed(2)}`;

console.log(`before: ${describeLoad()}; ${ROUNDS} rounds of ${MEASURED_SECONDS} s per side`);
const pgbench = findPgbench();
const database = await startDatabase({
  settings: isProfiling
    ? { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all' }
    : {},
});
let isPassing = false;
try {
  const urlOf = (name) => database.url.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);
  const target = urlOf('pgbench_scale16');
  const hotRow = urlOf('pgbench_scale1');
  await withClient(database.url, async (c) => {
    await c.query('CREATE DATABASE pgbench_scale16');
    await c.query('CREATE DATABASE pgbench_scale1');
  });
  initPgbench(pgbench, target, TARGET_SCALE);
  initPgbench(pgbench, hotRow, HOT_ROW_SCALE);

  const kirin = await startKirin({
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    REDIS_URL: '',
    DEFAULT_MERCHANT: '',
  });
  let isStopped = false;
  const stopKirin = async () => {
    if (!isStopped) await kirin.stop();
    isStopped = true;
  };
  try {
    const players = await openSessions(kirin.url, await seedWallet(database.url, CLIENTS));
    const rounds = [];
    const start = await snapshotActivity(database.url);
    const postmasterPid = await postmasterPidOf(database.url);
    const betRounds = async () =>
      Number(
        (await withClient(database.url, (c) => c.query('SELECT count(*)::bigint AS n FROM bet_round')))
          .rows[0].n,
      );
    const sizesBefore = await tableBytes(database.url);
    const betRoundsBefore = await betRounds();
    const cpuNow = () => ({ node: processCpuSeconds(kirin.pid), postgres: clusterCpuSeconds(postmasterPid) });
    const measured = { requests: 0, walBytes: 0, node: 0, postgres: 0 };
    let pgbenchDeadlocks = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const options = { clients: CLIENTS, seconds: MEASURED_SECONDS, warmUpSeconds: WARM_UP_SECONDS };
      const beforePgbench = await snapshotActivity(database.url);
      const spread = runPgbench(pgbench, target, options);
      const hot = runPgbench(pgbench, hotRow, options);
      pgbenchDeadlocks += (await snapshotActivity(database.url)).deadlocks - beforePgbench.deadlocks;

      await driveWallet(kirin.url, players, WARM_UP_SECONDS, `warm${round}`);
      if (isProfiling && round === 1) await resetStatements(database.url);
      const before = await snapshotActivity(database.url);
      const cpuBefore = cpuNow();
      const api = await driveWallet(kirin.url, players, MEASURED_SECONDS, `run${round}`);
      const cpuAfter = cpuNow();
      const activity = await diffActivity(database.url, before, await snapshotActivity(database.url));
      measured.requests += api.latency.count;
      measured.walBytes += activity.walBytes;
      measured.node += cpuAfter.node - cpuBefore.node;
      measured.postgres += cpuAfter.postgres - cpuBefore.postgres;
      rounds.push({ spread, hot, api, ratio: api.tps / spread.tps });
      console.log(`round ${round} (${describeLoad()})`);
      console.log(line(`  pgbench TPC-B scale ${TARGET_SCALE}, ${CLIENTS} clients`, spread));
      console.log(line(`  pgbench TPC-B scale ${HOT_ROW_SCALE}, ${CLIENTS} clients`, hot));
      console.log(line(`  Kirin HTTP bet/win, ${CLIENTS} clients`, api));
      printActivity('  Kirin database activity', activity, api.latency.count);
      const perBet = (cpuSeconds) => ((cpuSeconds * 1000) / (api.latency.count / 2)).toFixed(3);
      console.log(
        `  CPU per bet (bet + win): Node ${perBet(cpuAfter.node - cpuBefore.node)} ms, ` +
          `PostgreSQL ${perBet(cpuAfter.postgres - cpuBefore.postgres)} ms`,
      );
    }
    // Sizes before the server stops: its last writes are in, and nothing else writes this database.
    const growth = tableGrowth(sizesBefore, await tableBytes(database.url));
    const betsWritten = (await betRounds()) - betRoundsBefore;

    const ratio = median(rounds.map((r) => r.ratio));
    const p99 = median(rounds.map((r) => r.api.latency.p99Ms));
    // The server stopped first: its connections' backends report their last counters as they exit.
    await stopKirin();
    // Everything else since the first round (warm-ups included) was Kirin's.
    const kirinDeadlocks =
      (await snapshotActivity(database.url)).deadlocks - start.deadlocks - pgbenchDeadlocks;
    const medianOf = (side) => ({
      tps: median(rounds.map((r) => r[side].tps)),
      p99: median(rounds.map((r) => r[side].latency.p99Ms)),
    });
    console.log(`\nmedians over ${ROUNDS} rounds`);
    for (const [label, side] of [
      [`pgbench TPC-B scale ${TARGET_SCALE} (the target's reference)`, 'spread'],
      [`pgbench TPC-B scale ${HOT_ROW_SCALE}`, 'hot'],
      ['Kirin HTTP bet/win', 'api'],
    ]) {
      const m = medianOf(side);
      console.log(`  ${label.padEnd(48)} ${m.tps.toFixed(0).padStart(6)} tps   p99 ${ms(m.p99)}`);
    }
    console.log(
      `  ratio Kirin / pgbench scale ${TARGET_SCALE} (median of rounds)`.padEnd(51),
      ratio.toFixed(2),
      `  rounds: ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')}`,
    );
    console.log(
      `  ratio Kirin / pgbench scale ${HOT_ROW_SCALE} (median of rounds)`.padEnd(51),
      median(rounds.map((r) => r.api.tps / r.hot.tps)).toFixed(2),
    );
    console.log(`  deadlocks: pgbench ${pgbenchDeadlocks}, Kirin ${kirinDeadlocks}`);

    const counts = await withClient(database.url, (c) =>
      c.query(`SELECT (SELECT count(*) FROM ledger_transaction WHERE kind IN ('BET','WIN')) AS postings,
        (SELECT count(*) FROM vendor_transaction) AS calls,
        (SELECT count(*) FROM bet_round WHERE status = 'SETTLED') AS settled`),
    );
    const { postings, calls, settled } = counts.rows[0];
    console.log(`  postings ${postings}, vendor transactions ${calls}, bet rounds settled ${settled}`);
    printCapacity(measured, growth, betsWritten);
    if (isProfiling) {
      console.log(
        '\nindexes of the hot tables (each row inserted, or updated off HOT, adds one entry to each)',
      );
      for (const i of await describeIndexes(database.url))
        console.log(
          `  ${i.table_name.padEnd(22)} ${i.index_name}${i.predicate ? ` WHERE ${i.predicate}` : ''}`,
        );
      console.log(
        '\npg_stat_statements over the Kirin rounds (warm-ups of rounds 2+ included), by total time',
      );
      for (const s of await topStatements(database.url))
        console.log(
          `  ${String(s.calls).padStart(8)} calls ${String(s.total_ms).padStart(10)} ms ` +
            `${String(s.mean_ms).padStart(8)} ms/call ${s.toplevel ? 'top ' : 'nest'} ${s.query}`,
        );
    }

    const ledger = await importBuiltServer('modules/ledger/index.js');
    const { createDatabase } = await importBuiltServer('db/database.js');
    const { db } = createDatabase(database.url, 2);
    const audit = await ledger.auditLedger(db);
    await db.destroy();
    console.log(
      `  ledger audit after the runs: ${audit.isClean ? 'clean' : JSON.stringify(audit.problems.slice(0, 5))}`,
    );
    console.log(`after the measured runs: ${describeLoad()}`);
    isPassing = ratio >= TARGET_RATIO && p99 <= TARGET_P99_MS && kirinDeadlocks === 0 && audit.isClean;
  } finally {
    await stopKirin();
  }
} finally {
  await database.stop();
}
console.log(
  `${isPassing ? 'PASS' : 'FAIL'}: ratio to pgbench scale ${TARGET_SCALE} ≥ ${TARGET_RATIO}, ` +
    `p99 ≤ ${TARGET_P99_MS} ms, zero deadlocks, clean audit`,
);
process.exit(isPassing ? 0 : 1);
