import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId } from '../../test/member-factories.js';
import { auditLedger, readHouseBalance, readMemberBalances, systemAccount } from '../ledger/index.js';
import { accountRow, fundMember } from '../ledger/ledger.factories.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  type TLoggedInMember,
} from '../member/security-centre.factories.js';
import { newRequestId } from '../wallet/wallet.factories.js';
import { startFakeTransferVendor } from './fake-transfer-vendor.js';
import { reconcileVendorTransfers } from './reconcile-vendor-transfers.js';
import { sealSecret } from '../../platform/secrets/seal-secret.js';

const SECRET = randomBytes(16).toString('hex');
const VENDOR = 'TCG_TEST';
let t: TTestApp;
let merchantId: bigint;
let fake: Awaited<ReturnType<typeof startFakeTransferVendor>>;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await demoMerchantId(t.db);
  fake = await startFakeTransferVendor(SECRET);
  await t.db
    .insertInto('vendor_integration')
    .values({
      merchant_id: merchantId,
      vassalage: VENDOR,
      display_name: 'TCG test',
      wallet_mode: 'TRANSFER',
      hmac_secret: sealSecret('vendor-hmac', SECRET),
      transfer_api_url: fake.url,
    })
    .execute();
});
afterAll(async () => {
  expect((await auditLedger(t.db)).problems).toEqual([]);
  await fake.close();
  await t.close();
});

const transfer = (member: TLoggedInMember, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: headersOf(member),
    payload: { requestId: newRequestId(), ...payload },
  });
const deposit = (member: TLoggedInMember, amount: number, requestId = newRequestId()) =>
  transfer(member, { fromWallet: 'MAIN', toWallet: VENDOR, amount, requestId });
const withdraw = (member: TLoggedInMember, amount: number) =>
  transfer(member, { fromWallet: VENDOR, toWallet: 'MAIN', amount });

async function ledgerOf(member: TLoggedInMember): Promise<Record<string, bigint>> {
  const balances = await readMemberBalances(t.db, member.id);
  return Object.fromEntries(balances.map((b) => [b.walletCode, b.balanceMinor]));
}
const transfersOf = (member: TLoggedInMember) =>
  t.db.selectFrom('vendor_transfer').selectAll().where('member_id', '=', member.id).orderBy('id').execute();
const reconcileNow = () => reconcileVendorTransfers(t.db, { minAgeMs: 0 });

async function player(funds = 10_000n): Promise<TLoggedInMember> {
  const member = await makeLoggedInMember(t);
  await fundMember(t.db, { merchantId, memberId: member.id, amountMinor: funds });
  return member;
}

describe('GCS_walletTransfer with a transfer-mode vendor API', () => {
  it('deposits into the vendor once, however often the request is retried', async () => {
    const member = await player();
    const requestId = newRequestId();
    expect((await deposit(member, 2_500, requestId)).statusCode).toBe(200);
    expect((await deposit(member, 2_500, requestId)).statusCode).toBe(200);
    expect(await ledgerOf(member)).toMatchObject({ MAIN: 7_500n, [VENDOR]: 2_500n });
    expect(fake.balances.get(String(member.id))).toBe(2_500);
    const rows = await transfersOf(member);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ direction: 'DEPOSIT', status: 'COMPLETED', amount_minor: 2_500n });
  });

  it('puts a refused deposit back in MAIN and says so, also to a retry', async () => {
    const member = await player();
    const requestId = newRequestId();
    fake.setNextMode('refuse');
    expectFailure(await deposit(member, 3_000, requestId), 503, 'UNAVAILABLE');
    expect(await ledgerOf(member)).toMatchObject({ MAIN: 10_000n, [VENDOR]: 0n });
    const callsBefore = fake.calls.length;
    expectFailure(await deposit(member, 3_000, requestId), 503, 'UNAVAILABLE');
    expect(fake.calls.length).toBe(callsBefore);
    expect((await transfersOf(member))[0]).toMatchObject({
      status: 'REVERSED',
      last_error: 'refused: PLAYER_LOCKED',
    });
  });

  it('leaves a deposit with no answer pending, and reconciliation completes it exactly once', async () => {
    const member = await player();
    fake.setNextMode('apply-then-fail');
    expect((await deposit(member, 4_000)).statusCode).toBe(200);
    expect((await transfersOf(member))[0]).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(await ledgerOf(member)).toMatchObject({ MAIN: 6_000n });
    expect((await reconcileNow()).completed).toBeGreaterThanOrEqual(1);
    expect(await reconcileNow()).toMatchObject({ completed: 0, reversed: 0 });
    expect((await transfersOf(member))[0]).toMatchObject({ status: 'COMPLETED' });
    expect(await ledgerOf(member)).toMatchObject({ MAIN: 6_000n, [VENDOR]: 4_000n });
    expect(fake.balances.get(String(member.id))).toBe(4_000);
  });

  it('reverses a pending deposit the vendor never received, exactly once', async () => {
    const member = await player();
    fake.setNextMode('drop');
    expect((await deposit(member, 1_500)).statusCode).toBe(200);
    expect(await ledgerOf(member)).toMatchObject({ MAIN: 8_500n });
    // A fresh pending transfer waits for its minimum age before anyone asks the vendor.
    await reconcileVendorTransfers(t.db);
    expect((await transfersOf(member))[0]).toMatchObject({ status: 'PENDING' });
    await reconcileNow();
    await reconcileNow();
    expect((await transfersOf(member))[0]).toMatchObject({
      status: 'REVERSED',
      last_error: 'reconciled: NOT_FOUND',
    });
    expect(await ledgerOf(member)).toMatchObject({ MAIN: 10_000n, [VENDOR]: 0n });
  });

  it("withdraws the player's winnings at the vendor, owed by the vendor beyond what was sent", async () => {
    const member = await player();
    await deposit(member, 2_000);
    fake.balances.set(String(member.id), 5_000);
    const clearing = await systemAccount(t.db, { merchantId, kind: 'VENDOR_TRANSFER', currency: 'VND' });
    const clearingBefore = (await accountRow(t.db, clearing)).balance;
    const houseBefore = await readHouseBalance(t.db, merchantId, 'VND');
    expect((await withdraw(member, 5_000)).statusCode).toBe(200);
    expect(await ledgerOf(member)).toMatchObject({ MAIN: 13_000n, [VENDOR]: 0n });
    expect((await accountRow(t.db, clearing)).balance).toBe(clearingBefore - 3_000n);
    expect(await readHouseBalance(t.db, merchantId, 'VND')).toBe(houseBefore);
    expect(fake.balances.get(String(member.id))).toBe(0);
  });

  it("refuses a withdrawal beyond the vendor's balance with that balance, moving nothing", async () => {
    const member = await player();
    await deposit(member, 1_000);
    expectFailure(await withdraw(member, 1_001), 400, 'INSUFFICIENT_FUNDS', { balance: '1000' });
    expect(await ledgerOf(member)).toMatchObject({ MAIN: 9_000n, [VENDOR]: 1_000n });
    expect((await transfersOf(member))[1]).toMatchObject({ direction: 'WITHDRAW', status: 'REVERSED' });
  });

  it('credits a withdrawal whose answer was lost only when reconciliation learns it happened', async () => {
    const member = await player();
    await deposit(member, 3_000);
    fake.setNextMode('apply-then-fail');
    expect((await transfer(member, { fromWallet: VENDOR, toWallet: 'MAIN', isAll: true })).statusCode).toBe(
      200,
    );
    expect(await ledgerOf(member)).toMatchObject({ MAIN: 7_000n, [VENDOR]: 3_000n });
    await reconcileNow();
    await reconcileNow();
    expect(await ledgerOf(member)).toMatchObject({ MAIN: 10_000n, [VENDOR]: 0n });
    expect((await transfersOf(member))[1]).toMatchObject({
      direction: 'WITHDRAW',
      status: 'COMPLETED',
      amount_minor: 3_000n,
    });
  });
});
