import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFigures } from '../chaos/report.mjs';
import { runChaos } from '../chaos/run-chaos.mjs';
import { openRunDatabase } from '../lib/services.mjs';

// The shortened chaos run of CI (`npm run chaos` is the full one, docs/reliability.md): 1,000 mixed operations
// from 32 clients against two processes behind the proxy, one SIGKILL and restart, then every check. On
// TEST_DATABASE_URL's PostgreSQL and REDIS_URL's Redis when set, else an embedded PostgreSQL without Redis.
// CHAOS_SEED replays a run's choices.

const OPERATIONS = 1_000;
const CLIENTS = 32;
const KILLS = 1;

let database;
let result;

beforeAll(async () => {
  database = await openRunDatabase(process.env.TEST_DATABASE_URL || undefined);
  const seed = Number(process.env.CHAOS_SEED ?? Math.floor(Math.random() * 2 ** 31));
  result = await runChaos({
    operations: OPERATIONS,
    clients: CLIENTS,
    kills: KILLS,
    seed,
    databaseUrl: database.url,
    redisUrl: process.env.REDIS_URL || undefined,
    proxyKind: process.env.KIRIN_PROXY || 'auto',
  });
  console.log(formatFigures(result));
}, 480_000);
afterAll(async () => {
  await database?.stop();
});

describe(`chaos: ${OPERATIONS} operations, ${CLIENTS} clients, ${KILLS} SIGKILL`, () => {
  it('ran every operation and killed a server mid-run, which came back', () => {
    const count = Object.values(result.figures.byKind).reduce((total, row) => total + row.count, 0);
    expect(count).toBe(OPERATIONS);
    expect(result.figures.kills).toHaveLength(KILLS);
  });

  it('acknowledged most operations of every kind (refusals are money short or a closed draw)', () => {
    for (const [kind, row] of Object.entries(result.figures.byKind))
      expect(row.acknowledged, kind).toBeGreaterThan(row.count / 2);
  });

  it('passes every check: auditor, conservation, keys applied once, the record against the ledger', () => {
    const failed = result.checks.filter((c) => !c.isPassing).map((c) => `${c.name}: ${c.detail}`);
    expect(failed).toEqual([]);
    expect(result.checks.length).toBeGreaterThanOrEqual(12);
  });
});
