import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../platform/auth/session-token.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { auditLedger } from '../ledger/index.js';
import { accountRow } from '../ledger/ledger.factories.js';
import { expectFailure } from '../member/security-centre.factories.js';
import { errorCodesOf, type TVendorCall } from './vendor-wallet-errors.js';
import {
  callVendorApi,
  makeVendor,
  makeVendorPlayer,
  vendorHeaders,
  type TTestVendor,
} from './vendor-wallet.factories.js';

let t: TTestApp;
let vendor: TTestVendor;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeVendor(t);
});
afterAll(async () => t.close());

const call = (path: string, body: Record<string, unknown>, secret?: string) =>
  callVendorApi(t, vendor, path, body, secret);

describe('vendor seamless wallet: money', () => {
  it('debits a bet once, credits a win, and answers the balance', async () => {
    const { accountId, base, bet } = await makeVendorPlayer(t, vendor, 10_000n);
    const first = await call('bet', { ...bet, transactionId: 'b-1', roundId: 'r-1', amount: 2_500 });
    expect(first.json()).toMatchObject({ success: true, value: { balance: 7_500, isDuplicate: false } });
    const again = await call('bet', { ...bet, transactionId: 'b-1', roundId: 'r-1', amount: 2_500 });
    expect(again.json()).toMatchObject({ success: true, value: { balance: 7_500, isDuplicate: true } });
    const win = await call('win', { ...base, transactionId: 'w-1', roundId: 'r-1', amount: 4_000 });
    expect(win.json()).toMatchObject({ value: { balance: 11_500 } });
    await call('bet', { ...bet, transactionId: 'b-2', roundId: 'r-2', amount: 500 });
    const closing = await call('win', { ...base, transactionId: 'w-2', roundId: 'r-2', amount: 0 });
    expect(closing.json()).toMatchObject({ value: { balance: 11_000, transactionId: null } });
    expect((await call('balance', base)).json()).toMatchObject({
      value: { balance: 11_000, currency: 'VND' },
    });
    expect((await accountRow(t.db, accountId!)).balance).toBe(11_000n);
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  it('answers insufficient funds with the balance, and a reused id with another amount as a conflict', async () => {
    const { accountId, bet, base } = await makeVendorPlayer(t, vendor, 1_000n);
    const short = await call('bet', { ...bet, transactionId: 'b-3', roundId: 'r', amount: 1_001 });
    expectFailure(short, 400, 'INSUFFICIENT_FUNDS', { balance: '1000' });
    await call('bet', { ...bet, transactionId: 'b-4', roundId: 'r', amount: 100 });
    const reused = await call('bet', { ...bet, transactionId: 'b-4', roundId: 'r', amount: 200 });
    expectFailure(reused, 409, 'IDEMPOTENCY_KEY_REUSED');
    // A bet's id is not a win's: the same id as a win is a conflict too.
    const asWin = await call('win', { ...base, transactionId: 'b-4', roundId: 'r', amount: 100 });
    expectFailure(asWin, 409, 'IDEMPOTENCY_KEY_REUSED');
    expect((await accountRow(t.db, accountId!)).balance).toBe(900n);
  });

  it('refuses a wrong signature, an unknown vendor, a malformed body and another currency, moving nothing', async () => {
    const { accountId, bet } = await makeVendorPlayer(t, vendor, 1_000n);
    const body = { ...bet, transactionId: 'b-5', roundId: 'r', amount: 100 };
    expectFailure(await call('bet', body, 'wrong-secret'), 401, 'SIGNATURE_INVALID');
    expectFailure(await call('bet', { ...body, vendorCode: 'NOBODY' }), 401, 'SIGNATURE_INVALID');
    const unsigned = await t.app.inject({ method: 'POST', url: '/vendor-api/wallet/bet', payload: body });
    expect(unsigned.statusCode).toBe(401);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/vendor-api/wallet/bet',
      headers: vendorHeaders(vendor.secret, '{oops'),
      payload: '{oops',
    });
    expectFailure(garbage, 400, 'BAD_REQUEST');
    expectFailure(await call('bet', { ...body, amount: -5 }), 400, 'VALIDATION_FAILED');
    expectFailure(await call('bet', { ...body, amount: 0 }), 400, 'VALIDATION_FAILED');
    expectFailure(await call('bet', { ...body, currency: 'USD' }), 400, 'VALIDATION_FAILED', {
      currency: 'currency_mismatch',
    });
    // A transfer-mode vendor's secret never moves the main wallet.
    const transferMode = await makeVendor(t);
    await t.db
      .updateTable('vendor_integration')
      .set({ wallet_mode: 'TRANSFER' })
      .where('vassalage', '=', transferMode.vendorCode)
      .execute();
    expectFailure(await callVendorApi(t, transferMode, 'bet', body), 401, 'SIGNATURE_INVALID');
    expect((await accountRow(t.db, accountId!)).balance).toBe(1_000n);
  });

  it('answers only allowed addresses when the vendor has an IP allow-list', async () => {
    const listed = await makeVendor(t, { ipAllowList: ['198.51.100.7'] });
    const payload = JSON.stringify({
      merchantCode: 'demo',
      vendorCode: listed.vendorCode,
      playerId: '999999999',
      currency: 'VND',
    });
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/vendor-api/wallet/balance',
        remoteAddress,
        headers: vendorHeaders(listed.secret, payload),
        payload,
      });
    expectFailure(await from('203.0.113.9'), 403, 'FORBIDDEN');
    // Allowed through the gate; no member 999999999.
    expectFailure(await from('198.51.100.7'), 404, 'NOT_FOUND');
  });
});

describe('vendor seamless wallet: authenticate and sessions', () => {
  it('refuses trial and disabled members, leaving their launch tokens unused', async () => {
    for (const input of [{ accountType: 4 }, { isDisabled: true }]) {
      const { launchToken, sessionToken, base } = await makeVendorPlayer(t, vendor, 0n, input);
      expect(sessionToken).toBe('');
      expectFailure(await call('authenticate', { launchToken }), 404, 'NOT_FOUND');
      expectFailure(await call('balance', base), 404, 'NOT_FOUND');
      const row = await t.db
        .selectFrom('game_launch_token')
        .select('used_at')
        .where('token_hash', '=', hashSessionToken(launchToken))
        .executeTakeFirstOrThrow();
      expect(row.used_at).toBeNull();
    }
  });

  it("refuses another vendor's launch token and session, and a player without money authenticates at 0", async () => {
    const other = await makeVendor(t);
    const { member, bet, launchToken } = await makeVendorPlayer(t, vendor, 0n);
    expectFailure(
      await callVendorApi(t, other, 'authenticate', { launchToken }),
      401,
      'LAUNCH_TOKEN_INVALID',
    );
    const theirs = await makeVendorPlayer(t, other, 0n);
    expect(theirs.sessionToken).not.toBe('');
    const res = await callVendorApi(t, other, 'bet', {
      ...bet,
      sessionToken: bet.sessionToken,
      transactionId: 'x-1',
      roundId: 'x',
      amount: 1,
    });
    expectFailure(res, 401, 'GAME_SESSION_INVALID');
    const balance = await call('balance', { playerId: String(member.id), currency: 'VND' });
    expect(balance.json()).toMatchObject({ value: { balance: 0 } });
  });
});

describe('vendor wallet OpenAPI document', () => {
  it('lists every error code of every call in its description', async () => {
    const spec = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, { post?: { description?: string } }>;
    };
    const calls: TVendorCall[] = ['authenticate', 'balance', 'bet', 'win', 'rollback', 'bet-and-win'];
    for (const name of calls) {
      const description = spec.paths[`/vendor-api/wallet/${name}`]?.post?.description ?? '';
      for (const code of errorCodesOf(name)) expect(description, `${name} lists ${code}`).toContain(code);
    }
    expect(spec.paths['/vendor-api/wallet/bet']?.post?.description).toContain('INSUFFICIENT_FUNDS');
  });
});
