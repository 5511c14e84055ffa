import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDb } from '../../db/database.js';
import { makeMerchant } from '../../test/factories.js';
import { createTestDatabase } from '../../test/harness.js';
import { demoMerchantId, makeMember } from '../../test/member-factories.js';
import { auditLedger } from './audit-ledger.js';
import { accountRow, fundMember } from './ledger.factories.js';
import { houseAccountFor, houseShardIds } from './ledger-accounts.js';
import { postAgainstHouse } from './post-against-house.js';
import { postManyAgainstHouse } from './post-many-against-house.js';

let db: TDb;
let merchantId: bigint;

beforeAll(async () => {
  ({ db } = createDatabase(await createTestDatabase(), 10));
  merchantId = await demoMerchantId(db);
});
afterAll(async () => db.destroy());

type TMove = { memberId: bigint; amount: bigint; key: string; currency?: string };

/** The moves as the source query the use case reads. */
const movesSource = (moves: TMove[]) =>
  sql`SELECT * FROM unnest(${moves.map((m) => m.memberId.toString())}::bigint[],
    ${moves.map((m) => m.currency ?? 'VND')}::text[], ${moves.map((m) => m.amount.toString())}::bigint[],
    ${moves.map((m) => m.key)}::text[], ${moves.map(() => 'TEST_MANY')}::text[],
    ${moves.map((m) => `test:${m.key}`)}::text[])
    AS m (member_id, currency, amount_minor, idempotency_key, kind, reference)`;

const post = (moves: TMove[], on: TDb = db) =>
  postManyAgainstHouse(on, { merchantId, source: movesSource(moves), memo: 'test batch' });

async function entriesOfKeys(keys: string[]) {
  return db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_transaction as t', 't.id', 'e.transaction_id')
    .select(['t.idempotency_key', 'e.account_id', 'e.amount_minor', 'e.balance_after_minor'])
    .where('t.idempotency_key', 'in', keys)
    .orderBy('e.id')
    .execute();
}

describe('postManyAgainstHouse', () => {
  it('posts each move once, balanced against the member’s house shard, with running balances', async () => {
    const a = await makeMember(db);
    const b = await makeMember(db);
    const accountA = await fundMember(db, { merchantId, memberId: a.id, amountMinor: 1_000n });
    const houseA = await houseAccountFor(db, merchantId, 'VND', accountA);
    const houseBefore = await accountRow(db, houseA);
    const run = randomUUID();
    const moves: TMove[] = [
      { memberId: a.id, amount: 500n, key: `${run}:1` },
      { memberId: a.id, amount: 250n, key: `${run}:2` },
      { memberId: b.id, amount: 70n, key: `${run}:3` },
      { memberId: b.id, amount: 0n, key: `${run}:zero` },
    ];

    expect(await post(moves)).toEqual({ posted: 3, replayed: 0 });

    expect(await accountRow(db, accountA)).toEqual({ balance: 1_750n, held: 0n });
    // b had no wallet yet: it is made for the credit.
    const { id: accountB } = await db
      .selectFrom('ledger_account')
      .select('id')
      .where('member_id', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(await accountRow(db, accountB)).toEqual({ balance: 70n, held: 0n });
    const entriesA = (await entriesOfKeys([`${run}:1`, `${run}:2`])).filter((e) => e.account_id === accountA);
    expect(entriesA.map((e) => e.balance_after_minor)).toEqual([1_500n, 1_750n]);
    const houseEntries = (await entriesOfKeys([`${run}:1`, `${run}:2`])).filter(
      (e) => e.account_id === houseA,
    );
    expect(houseEntries.map((e) => e.amount_minor)).toEqual([-500n, -250n]);
    expect((await accountRow(db, houseA)).balance).toBe(houseBefore.balance - 750n);
    expect(await entriesOfKeys([`${run}:zero`])).toEqual([]);
    expect((await auditLedger(db)).problems).toEqual([]);
  });

  it('replays a batch already posted and refuses a key reused for another amount, moving nothing', async () => {
    const a = await makeMember(db);
    const account = await fundMember(db, { merchantId, memberId: a.id, amountMinor: 100n });
    const key = `${randomUUID()}:1`;
    expect(await post([{ memberId: a.id, amount: 40n, key }])).toEqual({ posted: 1, replayed: 0 });
    expect(await post([{ memberId: a.id, amount: 40n, key }])).toEqual({ posted: 0, replayed: 1 });
    await expect(post([{ memberId: a.id, amount: 41n, key }])).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await accountRow(db, account)).toEqual({ balance: 140n, held: 0n });
    expect(await entriesOfKeys([key])).toHaveLength(2);
  });

  it('refuses a whole batch when a member debit is not covered, or a member of another merchant', async () => {
    const a = await makeMember(db);
    const account = await fundMember(db, { merchantId, memberId: a.id, amountMinor: 100n });
    const run = randomUUID();
    await expect(
      post([
        { memberId: a.id, amount: 50n, key: `${run}:credit` },
        { memberId: a.id, amount: -200n, key: `${run}:debit` },
      ]),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const other = await makeMember(db, { merchantId: (await makeMerchant(db)).id });
    await expect(post([{ memberId: other.id, amount: 10n, key: `${run}:other` }])).rejects.toMatchObject({
      code: 'WALLET_UNKNOWN',
    });
    expect(await accountRow(db, account)).toEqual({ balance: 100n, held: 0n });
    expect(await entriesOfKeys([`${run}:credit`, `${run}:debit`, `${run}:other`])).toEqual([]);
  });

  it('runs beside single postings and other batches on the same accounts without deadlocks', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => makeMember(db)));
    for (const m of members) await fundMember(db, { merchantId, memberId: m.id, amountMinor: 10_000n });
    const shards = await houseShardIds(db, merchantId, 'VND');
    const deadlocks = async () =>
      Number(
        (
          await sql<{ n: string }>`SELECT deadlocks AS n FROM pg_stat_database
            WHERE datname = current_database()`.execute(db)
        ).rows[0]!.n,
      );
    const before = await deadlocks();
    const run = randomUUID();
    // Batches list the members in opposite orders; singles bet from every member meanwhile.
    const batches = Array.from({ length: 6 }, (_, i) =>
      post(
        (i % 2 ? [...members].reverse() : members).map((m, j) => ({
          memberId: m.id,
          amount: 10n,
          key: `${run}:batch${i}:${j}`,
        })),
      ),
    );
    const singles = members.flatMap((m, i) =>
      Array.from({ length: 5 }, (_, k) =>
        postAgainstHouse(db, {
          merchantId,
          memberId: m.id,
          currency: 'VND',
          houseShardIds: shards,
          memberAmountMinor: -7n,
          idempotencyKey: `${run}:single${i}:${k}`,
          kind: 'BET',
          reference: `${run}:single${i}:${k}`,
          memo: null,
          request: { k },
        }),
      ),
    );
    await Promise.all([...batches, ...singles]);
    expect(await deadlocks()).toBe(before);
    for (const m of members) {
      const row = await db
        .selectFrom('ledger_account')
        .select('balance_minor')
        .where('member_id', '=', m.id)
        .executeTakeFirstOrThrow();
      expect(row.balance_minor).toBe(10_000n + 6n * 10n - 5n * 7n);
    }
    expect((await auditLedger(db)).problems).toEqual([]);
  });
});
