import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDb } from '../../db/database.js';
import { makeMerchant } from '../../test/factories.js';
import { createTestDatabase } from '../../test/harness.js';
import { demoMerchantId, makeMember } from '../../test/member-factories.js';
import { auditLedger } from './audit-ledger.js';
import { fundMember } from './ledger.factories.js';
import { houseShardIds, systemAccount } from './ledger-accounts.js';
import { postAgainstHouse } from './post-against-house.js';
import { postTransaction } from './post-transaction.js';

// A posting moves money inside one merchant's books and one currency. The database function refuses any other
// posting, whatever the caller passes, and the refusal changes nothing.
let db: TDb;
let merchantId: bigint;

beforeAll(async () => {
  ({ db } = createDatabase(await createTestDatabase(), 5));
  merchantId = await demoMerchantId(db);
});
afterAll(async () => db.destroy());

const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  );

/** Every account's balance and every transaction key: what a refused posting must leave exactly as it was. */
async function booksSnapshot() {
  const accounts = await db
    .selectFrom('ledger_account')
    .select(['id', 'balance_minor', 'held_minor'])
    .orderBy('id')
    .execute();
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ledger_entry`.execute(db);
  return { accounts, entries: rows[0]?.n };
}

async function fundedMember(amountMinor: bigint, currency = 'VND') {
  const { id } = await makeMember(db);
  return fundMember(db, { merchantId, memberId: id, amountMinor, currency });
}

describe('ledger_post keeps a posting inside one merchant and one currency', () => {
  it('refuses a posting to another merchant’s account, and nothing changes', async () => {
    const member = await fundedMember(5_000n);
    const other = await makeMerchant(db);
    const otherBonus = await systemAccount(db, { merchantId: other.id, kind: 'BONUS', currency: 'VND' });
    const before = await booksSnapshot();
    const legs = [
      { accountId: member, amountMinor: -1_000n },
      { accountId: otherBonus, amountMinor: 1_000n },
    ];
    // Named as either merchant's posting: one of its accounts belongs to the other merchant.
    for (const postingMerchant of [merchantId, other.id]) {
      const posting = postTransaction(db, {
        merchantId: postingMerchant,
        idempotencyKey: `cross-merchant:${member}:${postingMerchant}`,
        kind: 'ADJUSTMENT',
        legs,
      });
      expect(await errorCode(posting)).toBe('WALLET_UNKNOWN');
    }
    expect(await booksSnapshot()).toEqual(before);
    const keys = await db
      .selectFrom('ledger_transaction')
      .select('id')
      .where('idempotency_key', 'like', `cross-merchant:${member}:%`)
      .execute();
    expect(keys).toEqual([]);
  });

  it('refuses a bet against another merchant’s house shards, and nothing changes', async () => {
    const { id: memberId } = await makeMember(db);
    await fundMember(db, { merchantId, memberId, amountMinor: 5_000n });
    const other = await makeMerchant(db);
    const otherHouse = await houseShardIds(db, other.id, 'VND');
    const before = await booksSnapshot();
    const bet = postAgainstHouse(db, {
      merchantId,
      memberId,
      currency: 'VND',
      houseShardIds: otherHouse,
      memberAmountMinor: -1_000n,
      idempotencyKey: `cross-house:${memberId}`,
      kind: 'BET',
      reference: 'round:x',
      memo: null,
      request: { memberId: memberId.toString() },
    });
    expect(await errorCode(bet)).toBe('WALLET_UNKNOWN');
    expect(await booksSnapshot()).toEqual(before);
  });

  it('refuses a posting between accounts of two currencies, and nothing changes', async () => {
    const member = await fundedMember(5_000n);
    const usdBonus = await systemAccount(db, { merchantId, kind: 'BONUS', currency: 'USD' });
    const before = await booksSnapshot();
    const posting = postTransaction(db, {
      merchantId,
      idempotencyKey: `cross-currency:${member}`,
      kind: 'ADJUSTMENT',
      legs: [
        { accountId: member, amountMinor: -1_000n },
        { accountId: usdBonus, amountMinor: 1_000n },
      ],
    });
    expect(await errorCode(posting)).toBe('WALLET_UNKNOWN');
    expect(await booksSnapshot()).toEqual(before);
    expect((await auditLedger(db)).problems).toEqual([]);
  });

  it('still answers a replay of a good posting with its first result', async () => {
    const member = await fundedMember(5_000n);
    const bonus = await systemAccount(db, { merchantId, kind: 'BONUS', currency: 'VND' });
    const input = {
      merchantId,
      idempotencyKey: `same-books:${member}`,
      kind: 'ADJUSTMENT',
      legs: [
        { accountId: member, amountMinor: -1_000n },
        { accountId: bonus, amountMinor: 1_000n },
      ],
    };
    const first = await postTransaction(db, input);
    const again = await postTransaction(db, input);
    expect(again).toMatchObject({ transactionId: first.transactionId, isReplay: true });
  });
});
