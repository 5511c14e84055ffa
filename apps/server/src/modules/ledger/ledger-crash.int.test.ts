import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDb } from '../../db/database.js';
import { createTestDatabase } from '../../test/harness.js';
import { demoMerchantId, makeMember } from '../../test/member-factories.js';
import { auditLedger } from './audit-ledger.js';

const BATCH = fileURLToPath(new URL('./testing/crash-batch.ts', import.meta.url));
const COUNT = 600;

let db: TDb;
let databaseUrl: string;
let merchantId: bigint;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  ({ db } = createDatabase(databaseUrl, 3));
  merchantId = await demoMerchantId(db);
});
afterAll(async () => db.destroy());

function startBatch(memberIds: bigint[]) {
  return spawn(
    process.execPath,
    ['--import', 'tsx', BATCH, databaseUrl, String(merchantId), String(COUNT), memberIds.join(',')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
}

async function appliedCount(): Promise<number> {
  const row = await db
    .selectFrom('ledger_transaction')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('idempotency_key', 'like', 'crash-batch:%')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('a batch process killed mid-way', () => {
  it('leaves the ledger consistent, and a restart completes each payout exactly once', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => makeMember(db)));
    const ids = members.map((m) => m.id);

    const first = startBatch(ids);
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      first.on('exit', (_code, signal) => resolve(signal)),
    );
    // Kill it without warning once it is well into the batch, in the middle of its in-flight postings.
    const deadline = Date.now() + 60_000;
    while ((await appliedCount()) < 50 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    first.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    const afterCrash = await appliedCount();
    expect(afterCrash).toBeGreaterThanOrEqual(50);
    expect(afterCrash).toBeLessThan(COUNT);
    expect((await auditLedger(db)).problems).toEqual([]);

    const second = startBatch(ids);
    let stderr = '';
    second.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => second.on('exit', (c) => resolve(c)));
    expect(stderr).toBe('');
    expect(code).toBe(0);

    expect(await appliedCount()).toBe(COUNT);
    const total = await db
      .selectFrom('ledger_account')
      .select((eb) => eb.fn.sum<string>('balance_minor').as('sum'))
      .where('member_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(BigInt(total.sum)).toBe(BigInt(COUNT) * 100n);
    expect((await auditLedger(db)).problems).toEqual([]);
  }, 120_000);
});
