import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { demoMerchantId } from '../../../test/member-factories.js';
import { readMemberBalances } from '../../ledger/index.js';
import { fundMember } from '../../ledger/ledger.factories.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  type TLoggedInMember,
} from '../../member/security-centre.factories.js';
import { makeSandboxMethod, newRequestId, type TTestMethod } from '../../payments/payments.factories.js';
import { startFakeTransferVendor } from '../../vendor-transfer/fake-transfer-vendor.js';
import { sealSecret } from '../../../platform/secrets/seal-secret.js';
import { limitOf, readLimits, setLimit } from './limits.factories.js';

const SECRET = randomBytes(16).toString('hex');
const VENDOR = 'TCG_LIMITS';
let t: TTestApp;
let merchantId: bigint;
let sandbox: TTestMethod;
let fake: Awaited<ReturnType<typeof startFakeTransferVendor>>;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await demoMerchantId(t.db);
  sandbox = await makeSandboxMethod(t.db, merchantId, {
    minMinor: 1_000n,
    maxMinor: 1_000_000n,
    dailyMaxMinor: 10_000_000n,
  });
  fake = await startFakeTransferVendor(SECRET);
  await t.db
    .insertInto('vendor_integration')
    .values({
      merchant_id: merchantId,
      vassalage: VENDOR,
      display_name: 'Transfer vendor',
      wallet_mode: 'TRANSFER',
      hmac_secret: sealSecret('vendor-hmac', SECRET),
      transfer_api_url: fake.url,
    })
    .execute();
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const deposit = (member: TLoggedInMember, amount: number, requestId = newRequestId()) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/payment/deposits',
    headers: headersOf(member),
    payload: { methodId: `${sandbox.id}`, amount, requestId },
  });
const depositsOf = (member: TLoggedInMember) =>
  t.db.selectFrom('deposit').select(['id', 'amount_minor']).where('member_id', '=', member.id).execute();

describe('a deposit past a deposit limit', () => {
  it('is refused with the remaining allowance, counting requests still waiting, and records nothing', async () => {
    const member = await makeLoggedInMember(t);
    await setLimit(t, member, { kind: 'deposit', period: 'day', amount: 50_000 });
    await setLimit(t, member, { kind: 'deposit', period: 'month', amount: 80_000 });
    const first = await deposit(member, 30_000);
    expect(first.statusCode, first.body).toBe(200);

    // The first request still waits for its payment: it counts, so open requests cannot pass the limit.
    expectFailure(await deposit(member, 30_000), 403, 'PROTECTION_LIMIT_REACHED', {
      kind: 'deposit',
      period: 'day',
      limit: '50000',
      remaining: '20000',
    });
    expect(await depositsOf(member)).toHaveLength(1);
    expect((await readLimits(t, member)).allowance.deposit).toBe(20_000);

    // An expired request no longer counts; a credited one does.
    await t.db
      .updateTable('deposit')
      .set({ status: 'EXPIRED' })
      .where('id', '=', BigInt(first.json().value.id))
      .execute();
    expect((await deposit(member, 50_000)).statusCode).toBe(200);
    expect(limitOf(await readLimits(t, member), 'deposit', 'day')).toMatchObject({
      used: 50_000,
      remaining: 0,
    });
    expectFailure(await deposit(member, 1_000), 403, 'PROTECTION_LIMIT_REACHED', {
      kind: 'deposit',
      period: 'day',
      limit: '50000',
      remaining: '0',
    });
  });

  it('lets no two deposit requests at once pass the limit together', async () => {
    const member = await makeLoggedInMember(t);
    await setLimit(t, member, { kind: 'deposit', period: 'week', amount: 25_000 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => deposit(member, 10_000)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 403, 403]);
    expect(await depositsOf(member)).toHaveLength(2);
  });
});

const transfer = (member: TLoggedInMember, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: headersOf(member),
    payload: { requestId: newRequestId(), ...payload },
  });
const toVendor = (member: TLoggedInMember, amount: number) =>
  transfer(member, { fromWallet: 'MAIN', toWallet: VENDOR, amount });
const fromVendor = (member: TLoggedInMember, amount: number) =>
  transfer(member, { fromWallet: VENDOR, toWallet: 'MAIN', amount });
async function ledgerOf(member: TLoggedInMember): Promise<Record<string, bigint>> {
  const balances = await readMemberBalances(t.db, member.id);
  return Object.fromEntries(balances.map((b) => [b.walletCode, b.balanceMinor]));
}

describe('a transfer to a transfer-mode vendor past a limit', () => {
  it('is refused with the remaining allowance and moves nothing; money coming back is never refused', async () => {
    const member = await makeLoggedInMember(t);
    await fundMember(t.db, { merchantId, memberId: member.id, amountMinor: 10_000n });
    await setLimit(t, member, { kind: 'wager', period: 'day', amount: 3_000 });
    expect((await toVendor(member, 2_500)).statusCode).toBe(200);

    expectFailure(await toVendor(member, 1_000), 403, 'PROTECTION_LIMIT_REACHED', {
      kind: 'wager',
      period: 'day',
      limit: '3000',
      remaining: '500',
    });
    expect(await ledgerOf(member)).toMatchObject({ MAIN: 7_500n, [VENDOR]: 2_500n });
    expect(fake.balances.get(String(member.id))).toBe(2_500);
    const rows = await t.db
      .selectFrom('vendor_transfer')
      .select('direction')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toEqual([{ direction: 'DEPOSIT' }]);

    expect((await fromVendor(member, 2_500)).statusCode).toBe(200);
    expect(await ledgerOf(member)).toMatchObject({ MAIN: 10_000n });
  });

  it('counts what came back against a loss limit', async () => {
    const member = await makeLoggedInMember(t);
    await fundMember(t.db, { merchantId, memberId: member.id, amountMinor: 10_000n });
    await setLimit(t, member, { kind: 'loss', period: 'week', amount: 4_000 });
    expect((await toVendor(member, 4_000)).statusCode).toBe(200);
    expectFailure(await toVendor(member, 1), 403, 'PROTECTION_LIMIT_REACHED');
    expect((await fromVendor(member, 3_000)).statusCode).toBe(200);
    expect(limitOf(await readLimits(t, member), 'loss', 'week')).toMatchObject({
      used: 1_000,
      remaining: 3_000,
    });
    expect((await toVendor(member, 3_000)).statusCode).toBe(200);
  });
});
