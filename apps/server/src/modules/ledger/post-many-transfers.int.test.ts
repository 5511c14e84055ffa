import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDb } from '../../db/database.js';
import { createTestDatabase } from '../../test/harness.js';
import { demoMerchantId, makeMember } from '../../test/member-factories.js';
import { auditLedger } from './audit-ledger.js';
import { accountRow, fundMember } from './ledger.factories.js';
import { systemAccount } from './ledger-accounts.js';
import { postManyTransfers, type TTransfer } from './post-many-transfers.js';
import { postTransaction } from './post-transaction.js';

let db: TDb;
let merchantId: bigint;
let platform: bigint;
let upline: bigint;
let downA: bigint;
let downB: bigint;

beforeAll(async () => {
  ({ db } = createDatabase(await createTestDatabase(), 10));
  merchantId = await demoMerchantId(db);
  platform = await systemAccount(db, { merchantId, kind: 'AGENT_PAYOUT', currency: 'VND' });
  const member = async (funds: bigint) => {
    const { id } = await makeMember(db);
    return fundMember(db, { merchantId, memberId: id, amountMinor: funds });
  };
  upline = await member(1_000n);
  downA = await member(1n);
  downB = await member(1n);
});
afterAll(async () => {
  const report = await auditLedger(db);
  expect(report.problems).toEqual([]);
  await db.destroy();
});

const transfer = (from: bigint, to: bigint, amount: bigint, key: string = randomUUID()): TTransfer => ({
  debitAccountId: from,
  creditAccountId: to,
  amountMinor: amount,
  idempotencyKey: `test-many-transfer:${key}`,
  kind: 'TEST_TRANSFER',
  reference: `test:${key}`,
});

describe('postManyTransfers', () => {
  it('posts a batch (a payer funded earlier in the same batch included), once under a replay', async () => {
    const [before, a, b] = [
      await accountRow(db, upline),
      await accountRow(db, downA),
      await accountRow(db, downB),
    ];
    const batch = [
      transfer(platform, upline, 500n, 'k1'),
      transfer(upline, downA, 900n, 'k2'),
      transfer(upline, downB, 600n, 'k3'),
    ];
    expect(await postManyTransfers(db, { merchantId, transfers: batch })).toEqual({ posted: 3, replayed: 0 });
    expect((await accountRow(db, upline)).balance).toBe(before.balance + 500n - 1_500n);
    expect((await accountRow(db, downA)).balance).toBe(a.balance + 900n);
    expect((await accountRow(db, downB)).balance).toBe(b.balance + 600n);

    expect(await postManyTransfers(db, { merchantId, transfers: batch })).toEqual({ posted: 0, replayed: 3 });
    expect((await accountRow(db, downB)).balance).toBe(b.balance + 600n);
  });

  it('refuses the whole batch when a member account would go below zero at any point', async () => {
    const upBefore = await accountRow(db, upline);
    const aBefore = await accountRow(db, downA);
    const batch = [transfer(upline, downA, 1n), transfer(upline, downB, upBefore.balance)];
    await expect(postManyTransfers(db, { merchantId, transfers: batch })).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await accountRow(db, upline)).toEqual(upBefore);
    expect(await accountRow(db, downA)).toEqual(aBefore);
  });

  it('replays a key postTransaction used for the same transfer, and refuses it for another', async () => {
    const one = transfer(platform, downA, 7n);
    await postTransaction(db, {
      merchantId,
      idempotencyKey: one.idempotencyKey,
      kind: one.kind,
      reference: one.reference,
      legs: [
        { accountId: platform, amountMinor: -7n },
        { accountId: downA, amountMinor: 7n },
      ],
    });
    expect(await postManyTransfers(db, { merchantId, transfers: [one] })).toEqual({ posted: 0, replayed: 1 });
    await expect(
      postManyTransfers(db, { merchantId, transfers: [{ ...one, amountMinor: 8n }] }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });
});
