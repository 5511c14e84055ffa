import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId, makeMember } from '../../test/member-factories.js';
import { auditLedger } from '../ledger/index.js';
import { accountRow, fundMember } from '../ledger/ledger.factories.js';
import { signVendorBody } from './verify-vendor-signature.js';

const SECRET = 'vendor-secret-for-tests';
let t: TTestApp;
let merchantId: bigint;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await demoMerchantId(t.db);
  await t.db
    .insertInto('vendor_integration')
    .values({
      merchant_id: merchantId,
      vassalage: 'KIRIN_GAMES',
      display_name: 'Kirin Games',
      wallet_mode: 'SEAMLESS',
      hmac_secret: SECRET,
    })
    .execute();
});
afterAll(async () => t.close());

function call(path: string, body: unknown, secret = SECRET) {
  const payload = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: `/vendor-api/wallet/${path}`,
    headers: { 'content-type': 'application/json', 'x-signature': signVendorBody(secret, payload) },
    payload,
  });
}

async function player(balance: bigint) {
  const member = await makeMember(t.db);
  const accountId = await fundMember(t.db, { merchantId, memberId: member.id, amountMinor: balance });
  const base = {
    merchantCode: 'demo',
    vendorCode: 'KIRIN_GAMES',
    playerId: String(member.id),
    currency: 'VND',
  };
  return { member, accountId, base };
}

describe('vendor seamless wallet', () => {
  it('debits a bet once, credits a win, and answers the balance', async () => {
    const { accountId, base } = await player(10_000n);
    const bet = { ...base, transactionId: 'b-1', roundId: 'r-1', amount: 2_500 };
    const first = await call('bet', bet);
    expect(first.json()).toMatchObject({ success: true, value: { balance: 7_500, isDuplicate: false } });
    const again = await call('bet', bet);
    expect(again.json()).toMatchObject({ success: true, value: { balance: 7_500, isDuplicate: true } });
    const win = await call('win', { ...base, transactionId: 'w-1', roundId: 'r-1', amount: 4_000 });
    expect(win.json()).toMatchObject({ value: { balance: 11_500 } });
    const closing = await call('win', { ...base, transactionId: 'w-2', roundId: 'r-2', amount: 0 });
    expect(closing.json()).toMatchObject({ value: { balance: 11_500, transactionId: null } });
    expect((await call('balance', base)).json()).toMatchObject({
      value: { balance: 11_500, currency: 'VND' },
    });
    expect((await accountRow(t.db, accountId)).balance).toBe(11_500n);
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  it('answers insufficient funds with the balance, and a reused id with another amount as a conflict', async () => {
    const { accountId, base } = await player(1_000n);
    const short = await call('bet', { ...base, transactionId: 'b-2', roundId: 'r', amount: 1_001 });
    expect(short.json()).toMatchObject({
      success: false,
      code: 'INSUFFICIENT_FUNDS',
      details: { balance: '1000' },
    });
    await call('bet', { ...base, transactionId: 'b-3', roundId: 'r', amount: 100 });
    const reused = await call('bet', { ...base, transactionId: 'b-3', roundId: 'r', amount: 200 });
    expect(reused.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await accountRow(t.db, accountId)).balance).toBe(900n);
  });

  it('refuses a wrong signature, an unknown vendor, a malformed body and another currency, moving nothing', async () => {
    const { accountId, base } = await player(1_000n);
    const bet = { ...base, transactionId: 'b-4', roundId: 'r', amount: 100 };
    expect((await call('bet', bet, 'wrong-secret')).json()).toMatchObject({ code: 'SIGNATURE_INVALID' });
    expect((await call('bet', { ...bet, vendorCode: 'NOBODY' })).json()).toMatchObject({
      code: 'SIGNATURE_INVALID',
    });
    const unsigned = await t.app.inject({ method: 'POST', url: '/vendor-api/wallet/bet', payload: bet });
    expect(unsigned.statusCode).toBe(401);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/vendor-api/wallet/bet',
      headers: { 'content-type': 'application/json', 'x-signature': signVendorBody(SECRET, '{oops') },
      payload: '{oops',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ success: false });
    const negative = await call('bet', { ...bet, amount: -5 });
    expect(negative.statusCode).toBe(400);
    const dollars = await call('bet', { ...bet, currency: 'USD' });
    expect(dollars.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect((await accountRow(t.db, accountId)).balance).toBe(1_000n);
  });
});
