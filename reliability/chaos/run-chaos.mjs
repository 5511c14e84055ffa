import { startCluster } from '../lib/cluster.mjs';
import { HttpClient } from '../lib/http-client.mjs';
import { importBuiltServer, openPool } from '../lib/services.mjs';
import { placeLotterySlip, placeVendorBet, rollbackVendorBet, settleVendorWin } from './game-operations.mjs';
import { depositByCallback, transferBetweenWallets, withdraw } from './money-operations.mjs';
import { prepareWorld } from './setup.mjs';
import { newTransportStats, signedPost } from './transport.mjs';
import { readBooks, verifyRun } from './verify.mjs';

const { createDatabase } = await importBuiltServer('db/database.js');

/** The mix of operations, by weight. A win or rollback with no open round of the member becomes a bet. */
const MIX = [
  ['vendor-bet', 30, placeVendorBet],
  ['vendor-win', 13, settleVendorWin],
  ['vendor-rollback', 5, rollbackVendorBet],
  ['wallet-transfer', 14, transferBetweenWallets],
  ['lottery-slip', 14, placeLotterySlip],
  ['deposit', 12, depositByCallback],
  ['withdrawal', 12, withdraw],
];
const MIX_TOTAL = MIX.reduce((total, [, weight]) => total + weight, 0);
const MEMBERS_PER_CLIENT = 2;

/** A small seeded generator (mulberry32), so a run's choices can be replayed from its seed. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickOperation(rng, member) {
  let roll = rng() * MIX_TOTAL;
  for (const [kind, weight, run] of MIX) {
    roll -= weight;
    if (roll >= 0) continue;
    if ((kind === 'vendor-win' || kind === 'vendor-rollback') && member.openRounds.length === 0) break;
    return run;
  }
  return placeVendorBet;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Op indices at which to kill: one in each of `kills` equal stretches of the middle 80 % of the run. */
function killPointsOf(rng, operations, kills) {
  const stretch = (0.8 * operations) / kills;
  return Array.from({ length: kills }, (_, i) => Math.floor(0.1 * operations + stretch * (i + rng())));
}

/** SIGKILL of a running server at random, a pause, then the same server started again on its port. */
async function killAndRestart(cluster, rng, shared, atOperation) {
  const running = cluster.servers.filter((s) => s.isRunning());
  const victim = running[Math.floor(rng() * running.length)];
  const unknownBefore = shared.stats.unknownOutcomes;
  await victim.kill('SIGKILL');
  const downAt = Date.now();
  await sleep(200 + rng() * 1_300);
  const restartAt = Date.now();
  await victim.start();
  shared.kills.push({
    server: victim.state.name,
    atOperation,
    downMs: Date.now() - downAt,
    restartMs: Date.now() - restartAt,
    unknownOutcomesWhileDown: shared.stats.unknownOutcomes - unknownBefore,
  });
}

/** One concurrent client: its own address and members; takes operations off the shared count until none is left. */
async function runClient(index, { cluster, world, shared, seed, operations, onOperation, psp }) {
  const rng = seededRandom(seed ^ Math.imul(index + 1, 0x9e3779b9));
  const http = new HttpClient({ baseUrl: cluster.url, localAddress: `127.0.1.${index + 1}`, maxSockets: 8 });
  const members = world.members.slice(index * MEMBERS_PER_CLIENT, (index + 1) * MEMBERS_PER_CLIENT);
  for (const member of members) Object.assign(member, { openRounds: [], vendorWalletMinor: 0 });
  const ctx = {
    http,
    rng,
    world,
    psp,
    stats: shared.stats,
    counts: shared.counts,
    lottery: shared.lottery,
    nextId: () => ++shared.ids,
    mismatch: (what, detail) => shared.mismatches.push(`${what}: ${detail}`),
  };
  try {
    for (let i = shared.next++; i < operations; i = shared.next++) {
      onOperation(i);
      const member = members[Math.floor(rng() * members.length)];
      const started = Date.now();
      const entry = (await pickOperation(rng, member)(ctx, member)) ?? (await placeVendorBet(ctx, member));
      shared.record.push({ ...entry, index: i, ms: Date.now() - started });
    }
  } finally {
    http.close();
  }
}

/**
 * A whole chaos run: two server processes behind the proxy on `databaseUrl` (and `redisUrl`), the world
 * prepared, `operations` operations from `clients` concurrent clients while `kills` SIGKILLs hit a server
 * (each restarted), the servers stopped, then every check. Resolves { figures, checks, isPassing }.
 */
export async function runChaos({
  operations,
  clients,
  kills,
  seed,
  databaseUrl,
  redisUrl,
  proxyKind = 'auto',
  onProgress = () => {},
}) {
  const rng = seededRandom(seed);
  // Every simulated client connects from 127.0.0.1, so the per-address budget of costly routes (logins and
  // registrations hash with argon2) would refuse the setup's logins: it is raised for this run only. The budget
  // has its own tests (apps/server/src/platform/costly-budget.int.test.ts and the cluster test).
  const cluster = await startCluster({
    processes: 2,
    databaseUrl,
    redisUrl,
    proxyKind,
    env: { RATE_LIMIT_COSTLY_PER_MINUTE: '1000000' },
  });
  const pool = openPool(databaseUrl);
  const psp = createDatabase(databaseUrl, 4);
  let isClusterRunning = true;
  try {
    const world = await prepareWorld({
      baseUrl: cluster.url,
      databaseUrl,
      memberCount: clients * MEMBERS_PER_CLIENT,
      signedPost,
    });
    const memberIds = world.members.map((m) => String(m.id));
    const before = await readBooks(pool, memberIds);
    const shared = {
      next: 0,
      ids: 0,
      record: [],
      mismatches: [],
      kills: [],
      lottery: {},
      stats: newTransportStats(),
      counts: { duplicateSends: 0 },
    };
    const killPoints = new Set(killPointsOf(rng, operations, kills));
    let killer = Promise.resolve();
    const progressEvery = Math.max(100, Math.floor(operations / 10));
    const onOperation = (i) => {
      if (i > 0 && i % progressEvery === 0)
        onProgress(
          `${i} operations started, ${shared.kills.length} kills done, ${shared.stats.requests} requests`,
        );
      if (killPoints.has(i)) killer = killer.then(() => killAndRestart(cluster, rng, shared, i));
    };
    const startedAt = Date.now();
    await Promise.all(
      Array.from({ length: clients }, (_, i) =>
        runClient(i, { cluster, world, shared, seed, operations, onOperation, psp: { db: psp.db } }),
      ),
    );
    await killer;
    const elapsedMs = Date.now() - startedAt;
    await cluster.stop();
    isClusterRunning = false;
    const checks = await verifyRun({
      pool,
      databaseUrl,
      merchantId: world.merchantId,
      before,
      record: shared.record,
      memberIds,
      transport: { stats: shared.stats, mismatches: shared.mismatches },
    });
    return {
      figures: {
        operations,
        clients,
        seed,
        elapsedMs,
        proxy: cluster.proxyKind,
        redis: Boolean(redisUrl),
        byKind: tally(shared.record),
        transport: shared.stats,
        duplicateSends: shared.counts.duplicateSends,
        kills: shared.kills,
      },
      checks,
      isPassing: checks.every((c) => c.isPassing) && shared.kills.length === kills,
    };
  } finally {
    if (isClusterRunning) await cluster.stop();
    await psp.db.destroy();
    await pool.end();
  }
}

/** Per kind: how many, how many acknowledged, the refusals by code, and the slowest. */
function tally(record) {
  const byKind = {};
  for (const op of record) {
    const row = (byKind[op.kind] ??= { count: 0, acknowledged: 0, refused: {}, maxMs: 0 });
    row.count += 1;
    if (op.outcome === 'OK') row.acknowledged += 1;
    else row.refused[op.outcome] = (row.refused[op.outcome] ?? 0) + 1;
    row.maxMs = Math.max(row.maxMs, op.ms);
  }
  return byKind;
}
