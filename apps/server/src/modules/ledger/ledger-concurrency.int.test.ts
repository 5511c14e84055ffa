import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDb } from '../../db/database.js';
import { createTestDatabase } from '../../test/harness.js';
import { demoMerchantId, makeMember } from '../../test/member-factories.js';
import { auditLedger } from './audit-ledger.js';
import { accountRow, fundMember } from './ledger.factories.js';
import { houseAccountFor } from './ledger-accounts.js';
import { postTransaction } from './post-transaction.js';

// Real concurrency: a pool of 20 connections, so up to 20 postings are in the database at once.
let db: TDb;
let merchantId: bigint;

beforeAll(async () => {
  ({ db } = createDatabase(await createTestDatabase(), 20));
  merchantId = await demoMerchantId(db);
});
afterAll(async () => db.destroy());

async function deadlockCount(): Promise<number> {
  const result = await sql<{ deadlocks: string }>`
    SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()`.execute(db);
  return Number(result.rows[0]?.deadlocks ?? 0);
}

describe('ledger under concurrency', () => {
  it('applies exactly 50 of 200 concurrent debits of 1.00 on a balance of 50.00', async () => {
    const { id } = await makeMember(db);
    const accountId = await fundMember(db, { merchantId, memberId: id, amountMinor: 5_000n });
    const house = await houseAccountFor(db, merchantId, 'VND', accountId);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        postTransaction(db, {
          merchantId,
          idempotencyKey: `debit-${accountId}-${i}`,
          kind: 'BET',
          legs: [
            { accountId, amountMinor: -100n },
            { accountId: house, amountMinor: 100n },
          ],
        }),
      ),
    );
    const applied = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(applied).toHaveLength(50);
    expect(refused.every((o) => (o.reason as { code?: string }).code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await accountRow(db, accountId)).toEqual({ balance: 0n, held: 0n });
    const entries = await db
      .selectFrom('ledger_entry')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', accountId)
      .where('amount_minor', '<', 0n)
      .executeTakeFirstOrThrow();
    expect(Number(entries.n)).toBe(50);
    expect((await auditLedger(db)).problems).toEqual([]);
  });

  it('applies the same key sent 50 times at once exactly once', async () => {
    const { id } = await makeMember(db);
    const accountId = await fundMember(db, { merchantId, memberId: id, amountMinor: 10_000n });
    const house = await houseAccountFor(db, merchantId, 'VND', accountId);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        postTransaction(db, {
          merchantId,
          idempotencyKey: `once-${accountId}`,
          kind: 'BET',
          legs: [
            { accountId, amountMinor: -700n },
            { accountId: house, amountMinor: 700n },
          ],
        }),
      ),
    );
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(results.filter((r) => !r.isReplay)).toHaveLength(1);
    expect((await accountRow(db, accountId)).balance).toBe(9_300n);
    expect((await auditLedger(db)).problems).toEqual([]);
  });

  it('moves money both ways between the same two accounts without a deadlock', async () => {
    const a = await makeMember(db);
    const b = await makeMember(db);
    const accountA = await fundMember(db, { merchantId, memberId: a.id, amountMinor: 100_000n });
    const accountB = await fundMember(db, { merchantId, memberId: b.id, amountMinor: 100_000n });
    const before = await deadlockCount();
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const [from, to] = i % 2 === 0 ? [accountA, accountB] : [accountB, accountA];
        return postTransaction(db, {
          merchantId,
          idempotencyKey: `pair-${accountA}-${i}`,
          kind: 'TRANSFER_UPLINE',
          legs: [
            { accountId: from, amountMinor: -(BigInt(i) + 1n) },
            { accountId: to, amountMinor: BigInt(i) + 1n },
          ],
        });
      }),
    );
    expect(await deadlockCount()).toBe(before);
    // Even indices (A→B) move 1+3+…+199 = 10,000; odd (B→A) move 2+4+…+200 = 10,100.
    expect((await accountRow(db, accountA)).balance).toBe(100_000n - 10_000n + 10_100n);
    expect((await accountRow(db, accountB)).balance).toBe(100_000n + 10_000n - 10_100n);
    expect((await auditLedger(db)).problems).toEqual([]);
  });
});
