import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId } from '../../test/member-factories.js';
import { fundMember } from '../ledger/ledger.factories.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  type TLoggedInMember,
} from '../member/security-centre.factories.js';
import { expectLedgerClean, makeVendor, newRequestId } from './wallet.factories.js';

let t: TTestApp;
let merchantId: bigint;
let vendor: string;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await demoMerchantId(t.db);
  vendor = await makeVendor(t.db, merchantId, { displayName: 'TCG Lottery' });
});
afterAll(async () => {
  await expectLedgerClean(t.db);
  await t.close();
});

const transfer = (member: TLoggedInMember, payload: object) =>
  t.app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: headersOf(member), payload });

async function fundedMember(amountMinor = 10_000n): Promise<TLoggedInMember> {
  const member = await makeLoggedInMember(t);
  await fundMember(t.db, { merchantId, memberId: member.id, amountMinor });
  return member;
}

/** Available balance per wallet code, as the balance call answers it. */
async function balancesOf(member: TLoggedInMember): Promise<Record<string, number>> {
  const res = await t.app.inject({ url: '/wps/v2/wallets/balance', headers: headersOf(member) });
  const lines = res.json().value.balance as { walletCode: string; availBalance: number }[];
  return Object.fromEntries(lines.map((l) => [l.walletCode, l.availBalance]));
}

const transfersOf = (memberId: bigint) =>
  t.db
    .selectFrom('ledger_transaction')
    .select(['id', 'kind'])
    .where('idempotency_key', 'like', `wallet-transfer:${memberId}:%`)
    .execute();

describe('POST /wps/relay/GCS_walletTransfer', () => {
  it('moves money from MAIN to a vendor wallet and back, answering the new balances', async () => {
    const member = await fundedMember();
    const out = await transfer(member, {
      fromWallet: 'MAIN',
      toWallet: vendor,
      amount: 2_500,
      requestId: newRequestId(),
    });
    expect(out.statusCode).toBe(200);
    const value = out.json().value;
    expect(value.sumBalance).toBe(10_000);
    expect(
      value.balance.map((l: { walletCode: string; availBalance: number }) => [l.walletCode, l.availBalance]),
    ).toEqual([
      ['MAIN', 7_500],
      [vendor, 2_500],
    ]);
    const back = await transfer(member, {
      fromWallet: vendor,
      toWallet: 'MAIN',
      amount: 1_000,
      requestId: newRequestId(),
    });
    expect(back.statusCode).toBe(200);
    expect(await balancesOf(member)).toEqual({ MAIN: 8_500, [vendor]: 1_500 });
    const rows = await transfersOf(member.id);
    expect(rows.map((r) => r.kind)).toEqual(['WALLET_TRANSFER', 'WALLET_TRANSFER']);
  });

  it('moves the whole available balance with isAll', async () => {
    const member = await fundedMember(4_321n);
    const res = await transfer(member, {
      fromWallet: 'MAIN',
      toWallet: vendor,
      isAll: true,
      requestId: newRequestId(),
    });
    expect(res.statusCode).toBe(200);
    expect(await balancesOf(member)).toEqual({ MAIN: 0, [vendor]: 4_321 });
    const empty = await transfer(member, {
      fromWallet: 'MAIN',
      toWallet: vendor,
      isAll: true,
      requestId: newRequestId(),
    });
    expectFailure(empty, 400, 'INSUFFICIENT_FUNDS');
  });

  it('moves nothing when the wallet does not cover the amount', async () => {
    const member = await fundedMember(1_000n);
    const res = await transfer(member, {
      fromWallet: 'MAIN',
      toWallet: vendor,
      amount: 1_001,
      requestId: newRequestId(),
    });
    expectFailure(res, 400, 'INSUFFICIENT_FUNDS', { balance: '1000' });
    expect(await balancesOf(member)).toEqual({ MAIN: 1_000, [vendor]: 0 });
    expect(await transfersOf(member.id)).toEqual([]);
  });

  it('applies a requestId once: a retry answers the same state, another request with it is refused', async () => {
    const member = await fundedMember(5_000n);
    const body = { fromWallet: 'MAIN', toWallet: vendor, amount: 1_000, requestId: newRequestId() };
    const results = await Promise.all(Array.from({ length: 10 }, () => transfer(member, body)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await balancesOf(member)).toEqual({ MAIN: 4_000, [vendor]: 1_000 });
    expect(await transfersOf(member.id)).toHaveLength(1);
    expectFailure(await transfer(member, { ...body, amount: 2_000 }), 409, 'IDEMPOTENCY_KEY_REUSED');
    expect(await balancesOf(member)).toEqual({ MAIN: 4_000, [vendor]: 1_000 });
  });

  it('replays an isAll request even after the balance changed, without moving the new money', async () => {
    const member = await fundedMember(3_000n);
    const body = { fromWallet: 'MAIN', toWallet: vendor, isAll: true, requestId: newRequestId() };
    expect((await transfer(member, body)).statusCode).toBe(200);
    await fundMember(t.db, { merchantId, memberId: member.id, amountMinor: 700n });
    expect((await transfer(member, body)).statusCode).toBe(200);
    expect(await balancesOf(member)).toEqual({ MAIN: 700, [vendor]: 3_000 });
  });

  it('lets concurrent transfers spend the balance exactly once', async () => {
    const member = await fundedMember(1_000n);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        transfer(member, { fromWallet: 'MAIN', toWallet: vendor, amount: 100, requestId: newRequestId() }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(
      results.filter((r) => r.statusCode === 400).every((r) => r.json().code === 'INSUFFICIENT_FUNDS'),
    ).toBe(true);
    expect(await balancesOf(member)).toEqual({ MAIN: 0, [vendor]: 1_000 });
  });

  it('refuses a disabled, seamless or unknown vendor wallet with WALLET_UNKNOWN', async () => {
    const member = await fundedMember();
    const disabled = await makeVendor(t.db, merchantId, { isEnabled: false });
    const seamless = await makeVendor(t.db, merchantId, { walletMode: 'SEAMLESS' });
    for (const wallet of [disabled, seamless, 'NOPE_VENDOR']) {
      const into = await transfer(member, {
        fromWallet: 'MAIN',
        toWallet: wallet,
        amount: 100,
        requestId: newRequestId(),
      });
      expectFailure(into, 400, 'WALLET_UNKNOWN');
      const outOf = await transfer(member, {
        fromWallet: wallet,
        toWallet: 'MAIN',
        amount: 100,
        requestId: newRequestId(),
      });
      expectFailure(outOf, 400, 'WALLET_UNKNOWN');
    }
    expect((await balancesOf(member)).MAIN).toBe(10_000);
  });

  it('refuses vendor to vendor (it goes through MAIN) and a transfer to the same wallet', async () => {
    const member = await fundedMember();
    const other = await makeVendor(t.db, merchantId);
    const res = await transfer(member, {
      fromWallet: vendor,
      toWallet: other,
      amount: 100,
      requestId: newRequestId(),
    });
    expectFailure(res, 400, 'VALIDATION_FAILED', { toWallet: 'main_wallet_required' });
    const same = await transfer(member, {
      fromWallet: 'MAIN',
      toWallet: 'MAIN',
      amount: 100,
      requestId: newRequestId(),
    });
    expectFailure(same, 400, 'VALIDATION_FAILED');
  });

  it('answers malformed bodies in the envelope, never a 500', async () => {
    const member = await fundedMember();
    const bodies: unknown[] = [
      {},
      { fromWallet: 'MAIN', toWallet: vendor, requestId: newRequestId() },
      { fromWallet: 'MAIN', toWallet: vendor, amount: -5, requestId: newRequestId() },
      { fromWallet: 'MAIN', toWallet: vendor, amount: 1.5, requestId: newRequestId() },
      { fromWallet: 'MAIN', toWallet: vendor, amount: '100', requestId: newRequestId() },
      { fromWallet: 'MAIN', toWallet: vendor, amount: 1e20, requestId: newRequestId() },
      { fromWallet: 'main', toWallet: vendor, amount: 100, requestId: newRequestId() },
      { fromWallet: 'MAIN', toWallet: vendor, amount: 100, requestId: 'short' },
      { fromWallet: 'MAIN', toWallet: vendor, amount: 100, requestId: 'x'.repeat(65) },
      [],
      null,
    ];
    for (const payload of bodies) {
      const res = await transfer(member, payload as object);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(['VALIDATION_FAILED', 'BAD_REQUEST']).toContain(res.json().code);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { ...headersOf(member), 'content-type': 'application/json' },
      payload: '{"fromWallet":',
    });
    expectFailure(broken, 400, 'BAD_REQUEST');
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { ...headersOf(member), 'content-type': 'text/plain' },
      payload: 'amount=100',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect((await balancesOf(member)).MAIN).toBe(10_000);
  });

  it('refuses trial accounts and requests without a session', async () => {
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    const body = { fromWallet: 'MAIN', toWallet: vendor, amount: 100, requestId: newRequestId() };
    expectFailure(await transfer(trial, body), 403, 'TRIAL_ACCOUNT');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { merchant: 'demo' },
      payload: body,
    });
    expectFailure(anonymous, 401, 'NOT_LOGGED_IN');
  });
});
