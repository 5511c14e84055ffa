import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.js';
import { startJobRunner } from './jobs.runner.js';
import type { TJobRunner } from './jobs.js';
import { runOnce } from './run-once.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await sql`CREATE TABLE test_wallet (id int PRIMARY KEY, balance int NOT NULL)`.execute(t.db);
  await sql`INSERT INTO test_wallet VALUES (1, 0)`.execute(t.db);
});
afterAll(() => t.close());

const balance = async () =>
  (await sql<{ balance: number }>`SELECT balance FROM test_wallet WHERE id = 1`.execute(t.db)).rows[0]!
    .balance;
const credit = (effectKey: string, amount: number) =>
  runOnce(t.db, effectKey, async (trx) => {
    await sql`UPDATE test_wallet SET balance = balance + ${amount} WHERE id = 1`.execute(trx);
    return amount;
  });

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('runOnce', () => {
  it('applies an effect once however often it is asked, even at the same moment', async () => {
    const start = await balance();
    const results = await Promise.all(Array.from({ length: 5 }, () => credit('credit:a', 10)));
    expect(results.filter((r) => r.isApplied)).toEqual([{ isApplied: true, value: 10 }]);
    expect(await credit('credit:a', 10)).toEqual({ isApplied: false });
    expect(await balance()).toBe(start + 10);
  });

  it('keeps nothing when the effect fails, so a retry applies it', async () => {
    await expect(
      runOnce(t.db, 'credit:b', async (trx) => {
        await sql`UPDATE test_wallet SET balance = balance + 1000 WHERE id = 1`.execute(trx);
        throw new Error('vendor timed out');
      }),
    ).rejects.toThrow('vendor timed out');
    const start = await balance();
    expect((await credit('credit:b', 5)).isApplied).toBe(true);
    expect(await balance()).toBe(start + 5);
  });
});

describe('the job runner', () => {
  let runner: TJobRunner;
  const handled: string[] = [];
  beforeAll(async () => {
    runner = await startJobRunner(t.ctx, {
      pollingIntervalSeconds: 0.5,
      registrations: [
        (r, ctx) =>
          r.define<{ key: string; amount: number }>({
            name: 'test-credit',
            handler: async (data, job) => {
              handled.push(job.id);
              await runOnce(ctx.db, `test-credit:${data.key}`, (trx) =>
                sql`UPDATE test_wallet SET balance = balance + ${data.amount} WHERE id = 1`.execute(trx),
              );
            },
          }),
      ],
    });
  });
  afterAll(() => runner.stop());

  it('keeps pg-boss in its own schema', async () => {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'pgboss'`.execute(t.db);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('applies a job delivered twice once', async () => {
    const start = await balance();
    const first = await runner.send('test-credit', { key: 'deposit-42', amount: 7 });
    const duplicate = await runner.send('test-credit', { key: 'deposit-42', amount: 7 });
    expect(first).not.toBeNull();
    expect(duplicate).not.toBeNull();
    await waitFor(async () => handled.includes(first!) && handled.includes(duplicate!));
    expect(await balance()).toBe(start + 7);
    const effects = await t.db
      .selectFrom('job_effect')
      .selectAll()
      .where('effect_key', '=', 'test-credit:deposit-42')
      .execute();
    expect(effects).toHaveLength(1);
  });

  it('queues one job per singleton key while one waits', async () => {
    const later = { singletonKey: 'nightly-report', startAfterSeconds: 3600 };
    expect(await runner.send('test-credit', { key: 'x', amount: 0 }, later)).not.toBeNull();
    expect(await runner.send('test-credit', { key: 'x', amount: 0 }, later)).toBeNull();
  });

  it('stops cleanly and starts again on the same database', async () => {
    const other = await startJobRunner(t.ctx, { registrations: [] });
    await other.stop();
    await other.stop();
  });
});
