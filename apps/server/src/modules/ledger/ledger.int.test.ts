import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDb } from '../../db/database.js';
import { createTestDatabase } from '../../test/harness.js';
import { demoMerchantId, makeMember } from '../../test/member-factories.js';
import { auditLedger } from './audit-ledger.js';
import { placeHold, postHold, voidHold } from './holds.js';
import { accountRow, fundMember } from './ledger.factories.js';
import { houseAccountFor, memberAccount, systemAccount } from './ledger-accounts.js';
import { postTransaction } from './post-transaction.js';
import { readHouseBalance } from './read-balances.js';

let db: TDb;
let merchantId: bigint;

beforeAll(async () => {
  ({ db } = createDatabase(await createTestDatabase(), 5));
  merchantId = await demoMerchantId(db);
});
afterAll(async () => db.destroy());

async function fundedMember(amountMinor: bigint): Promise<{ memberId: bigint; accountId: bigint }> {
  const { id } = await makeMember(db);
  const accountId = await fundMember(db, { merchantId, memberId: id, amountMinor });
  return { memberId: id, accountId };
}

const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  );

describe('postTransaction', () => {
  it('moves money, records the balance after each entry, and the audit stays clean', async () => {
    const { accountId } = await fundedMember(5_000n);
    const house = await houseAccountFor(db, merchantId, 'VND', accountId);
    const before = await readHouseBalance(db, merchantId, 'VND');
    const result = await postTransaction(db, {
      merchantId,
      idempotencyKey: 'bet-1',
      kind: 'BET',
      reference: 'round:1',
      legs: [
        { accountId, amountMinor: -1_200n },
        { accountId: house, amountMinor: 1_200n },
      ],
    });
    expect(result.isReplay).toBe(false);
    expect(result.entries.find((e) => e.accountId === accountId)?.balanceAfterMinor).toBe(3_800n);
    expect((await accountRow(db, accountId)).balance).toBe(3_800n);
    expect(await readHouseBalance(db, merchantId, 'VND')).toBe(before + 1_200n);
    expect((await auditLedger(db)).problems).toEqual([]);
  });

  it('answers the first result for a repeated key and refuses the key for another request', async () => {
    const { accountId } = await fundedMember(1_000n);
    const house = await houseAccountFor(db, merchantId, 'VND', accountId);
    const input = {
      merchantId,
      idempotencyKey: `repeat-${accountId}`,
      kind: 'BET',
      legs: [
        { accountId, amountMinor: -100n },
        { accountId: house, amountMinor: 100n },
      ],
    };
    const first = await postTransaction(db, input);
    const second = await postTransaction(db, input);
    expect(second).toMatchObject({ transactionId: first.transactionId, isReplay: true });
    expect((await accountRow(db, accountId)).balance).toBe(900n);
    const other = {
      ...input,
      legs: [
        { accountId, amountMinor: -200n },
        { accountId: house, amountMinor: 200n },
      ],
    };
    expect(await errorCode(postTransaction(db, other))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await accountRow(db, accountId)).balance).toBe(900n);
  });

  it('refuses to take a member below zero and changes nothing', async () => {
    const { accountId } = await fundedMember(500n);
    const house = await houseAccountFor(db, merchantId, 'VND', accountId);
    const attempt = postTransaction(db, {
      merchantId,
      idempotencyKey: `overdraw-${accountId}`,
      kind: 'BET',
      legs: [
        { accountId, amountMinor: -501n },
        { accountId: house, amountMinor: 501n },
      ],
    });
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: { balance: '500' } });
    expect((await accountRow(db, accountId)).balance).toBe(500n);
    const row = await db
      .selectFrom('ledger_transaction')
      .select('id')
      .where('idempotency_key', '=', `overdraw-${accountId}`)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('the database itself', () => {
  it('refuses a member balance below zero even when code tries it directly', async () => {
    const { accountId } = await fundedMember(100n);
    const attempt = sql`UPDATE ledger_account SET balance_minor = -1 WHERE id = ${accountId}`.execute(db);
    await expect(attempt).rejects.toMatchObject({ constraint: 'ledger_member_balance_not_negative' });
  });

  it('refuses to update or delete ledger entries and transactions', async () => {
    await fundedMember(100n);
    await expect(sql`UPDATE ledger_entry SET amount_minor = amount_minor + 1`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM ledger_entry`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM ledger_transaction`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE ledger_entry CASCADE`.execute(db)).rejects.toThrow(/append-only/);
  });

  it('refuses entries of a transaction that do not sum to zero', async () => {
    const { accountId } = await fundedMember(100n);
    const attempt = db.transaction().execute(async (trx) => {
      const tx = await trx
        .insertInto('ledger_transaction')
        .values({ merchant_id: merchantId, idempotency_key: 'unbalanced', request_hash: 'x', kind: 'BONUS' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('ledger_entry')
        .values({
          transaction_id: tx.id,
          account_id: accountId,
          amount_minor: 50n,
          balance_after_minor: 150n,
        })
        .execute();
    });
    await expect(attempt).rejects.toThrow(/does not sum to zero/);
  });
});

describe('holds', () => {
  it('reserves money, posts part of it and frees the rest', async () => {
    const { accountId } = await fundedMember(10_000n);
    const payout = await systemAccount(db, { merchantId, kind: 'WITHDRAWAL_PAYOUT', currency: 'VND' });
    const hold = await placeHold(db, {
      merchantId,
      accountId,
      amountMinor: 6_000n,
      idempotencyKey: `h-${accountId}`,
    });
    expect(await accountRow(db, accountId)).toEqual({ balance: 10_000n, held: 6_000n });
    // Only 4,000 is available while the hold stands.
    await expect(
      placeHold(db, { merchantId, accountId, amountMinor: 4_001n, idempotencyKey: `h2-${accountId}` }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: { balance: '4000' } });
    const again = await placeHold(db, {
      merchantId,
      accountId,
      amountMinor: 6_000n,
      idempotencyKey: `h-${accountId}`,
    });
    expect(again).toMatchObject({ id: hold.id, isReplay: true });

    await postHold(db, { holdId: hold.id, amountMinor: 4_500n, toAccountId: payout, kind: 'WITHDRAWAL' });
    expect(await accountRow(db, accountId)).toEqual({ balance: 5_500n, held: 0n });
    // Posting twice answers the first posting; voiding a posted hold is refused.
    const replayed = await postHold(db, {
      holdId: hold.id,
      amountMinor: 4_500n,
      toAccountId: payout,
      kind: 'WITHDRAWAL',
    });
    expect(replayed.isReplay).toBe(true);
    expect(await errorCode(voidHold(db, hold.id))).toBe('INVALID_STATE');
    expect(await accountRow(db, accountId)).toEqual({ balance: 5_500n, held: 0n });
    expect((await auditLedger(db)).problems).toEqual([]);
  });

  it('voids a hold once and refuses to post it afterwards', async () => {
    const { accountId } = await fundedMember(1_000n);
    const payout = await systemAccount(db, { merchantId, kind: 'WITHDRAWAL_PAYOUT', currency: 'VND' });
    const hold = await placeHold(db, {
      merchantId,
      accountId,
      amountMinor: 1_000n,
      idempotencyKey: `v-${accountId}`,
    });
    await voidHold(db, hold.id);
    expect((await voidHold(db, hold.id)).isReplay).toBe(true);
    expect(await accountRow(db, accountId)).toEqual({ balance: 1_000n, held: 0n });
    expect(
      await errorCode(
        postHold(db, { holdId: hold.id, amountMinor: 1_000n, toAccountId: payout, kind: 'WITHDRAWAL' }),
      ),
    ).toBe('INVALID_STATE');
  });
});

describe('auditLedger', () => {
  it('reports a balance that no longer equals its entries, and fixes nothing', async () => {
    const { accountId } = await fundedMember(700n);
    await sql`UPDATE ledger_account SET balance_minor = 800 WHERE id = ${accountId}`.execute(db);
    const report = await auditLedger(db);
    expect(report.isClean).toBe(false);
    expect(report.problems).toContainEqual({
      check: 'balance_equals_entries',
      detail: expect.objectContaining({
        account_id: String(accountId),
        balance_minor: '800',
        entries_sum: '700',
      }),
    });
    expect((await accountRow(db, accountId)).balance).toBe(800n);
    await sql`UPDATE ledger_account SET balance_minor = 700 WHERE id = ${accountId}`.execute(db);
    expect((await auditLedger(db)).isClean).toBe(true);
  });

  it('reports a held amount that no pending hold explains', async () => {
    const { accountId } = await fundedMember(700n);
    await sql`UPDATE ledger_account SET held_minor = 10 WHERE id = ${accountId}`.execute(db);
    const report = await auditLedger(db);
    expect(report.problems.map((p) => p.check)).toContain('held_equals_pending_holds');
    await sql`UPDATE ledger_account SET held_minor = 0 WHERE id = ${accountId}`.execute(db);
  });

  it('reports the same business event booked twice', async () => {
    const a = await fundedMember(1_000n);
    const bonus = await systemAccount(db, { merchantId, kind: 'BONUS', currency: 'VND' });
    for (const key of ['dup-a', 'dup-b']) {
      await postTransaction(db, {
        merchantId,
        idempotencyKey: key,
        kind: 'DEPOSIT',
        reference: 'deposit:dup',
        legs: [
          { accountId: bonus, amountMinor: -10n },
          { accountId: a.accountId, amountMinor: 10n },
        ],
      });
    }
    const report = await auditLedger(db);
    expect(report.problems).toContainEqual({
      check: 'event_applied_once',
      detail: expect.objectContaining({ reference: 'deposit:dup', times: '2' }),
    });
  });
});

describe('accounts', () => {
  it('makes one account per member wallet and currency, even when asked at once', async () => {
    const { id } = await makeMember(db);
    const ids = await Promise.all(
      Array.from({ length: 5 }, () =>
        memberAccount(db, { merchantId, memberId: id, walletCode: 'MAIN', currency: 'VND' }),
      ),
    );
    expect(new Set(ids).size).toBe(1);
  });
});
