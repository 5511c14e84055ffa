import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId } from '../../test/member-factories.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  makeOtherMerchant,
  type TLoggedInMember,
} from '../member/security-centre.factories.js';
import { makeBankMethod, makeSandboxMethod, newRequestId, type TTestMethod } from './payments.factories.js';
import { openSecret } from '../../platform/secrets/seal-secret.js';

let t: TTestApp;
let merchantId: bigint;
let sandbox: TTestMethod;
let bank: TTestMethod;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await demoMerchantId(t.db);
  sandbox = await makeSandboxMethod(t.db, merchantId, {
    minMinor: 10_000n,
    maxMinor: 100_000n,
    dailyMaxMinor: 150_000n,
  });
  bank = await makeBankMethod(t.db, merchantId);
});
afterAll(() => t.close());

const deposit = (member: TLoggedInMember, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/payment/deposits', headers: headersOf(member), payload: body });

describe('POST /wps/payment/deposits', () => {
  it('opens a sandbox order and answers its hosted page', async () => {
    const member = await makeLoggedInMember(t);
    const res = await deposit(member, {
      methodId: `${sandbox.id}`,
      amount: 20_000,
      requestId: newRequestId(),
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      methodId: `${sandbox.id}`,
      gateway: 'SANDBOX',
      amount: 20_000,
      status: 'CREATED',
      bankDetails: null,
      hasProof: false,
    });
    expect(value.paymentUrl).toMatch(/^http:\/\/localhost(:80)?\/sandbox-psp\/pay\/sbx_[0-9a-f]{24}$/);
    const row = await t.db
      .selectFrom('deposit')
      .selectAll()
      .where('id', '=', BigInt(value.id))
      .executeTakeFirstOrThrow();
    const order = await t.db
      .selectFrom('sandbox_psp_order')
      .selectAll()
      .where('id', '=', row.gateway_order_id!)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      merchant_order_id: value.id,
      amount_minor: 20_000n,
      status: 'OPEN',
    });
    // The PSP's copy of the method's secret is sealed too (platform/secrets).
    expect(order.secret).not.toContain(sandbox.secret!);
    expect(openSecret('sandbox-psp-secret', order.secret)).toBe(sandbox.secret);
    expect(order.return_url).toBe(`http://localhost:80/?centre=depositv2&deposit=${value.id}`);
    expect(order.callback_url).toMatch(/\/payments\/callbacks\/sandbox$/);
    // Expires after the merchant's depositExpiryMinutes (default one day).
    const minutes = (row.expires_at.getTime() - row.created_at.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(1440);
  });

  it('answers the bank details for a manual bank method', async () => {
    const member = await makeLoggedInMember(t);
    const res = await deposit(member, { methodId: `${bank.id}`, amount: 50_000, requestId: newRequestId() });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      gateway: 'MANUAL_BANK',
      paymentUrl: null,
      bankDetails: { bankName: 'Test Bank', accountNumber: '123456789' },
    });
  });

  it('checks the minimum, the maximum and the daily amount', async () => {
    const member = await makeLoggedInMember(t);
    const methodId = `${sandbox.id}`;
    expectFailure(
      await deposit(member, { methodId, amount: 9_999, requestId: newRequestId() }),
      400,
      'AMOUNT_BELOW_MINIMUM',
    );
    expectFailure(
      await deposit(member, { methodId, amount: 100_001, requestId: newRequestId() }),
      400,
      'AMOUNT_ABOVE_MAXIMUM',
    );
    expect((await deposit(member, { methodId, amount: 100_000, requestId: newRequestId() })).statusCode).toBe(
      200,
    );
    const over = await deposit(member, { methodId, amount: 50_001, requestId: newRequestId() });
    expectFailure(over, 400, 'DAILY_LIMIT_EXCEEDED', { remaining: '50000' });
    expect((await deposit(member, { methodId, amount: 50_000, requestId: newRequestId() })).statusCode).toBe(
      200,
    );
    const methods = await t.app.inject({ url: '/wps/payment/methods', headers: headersOf(member) });
    const line = methods.json().value.find((m: { id: string }) => m.id === methodId);
    expect(line).toMatchObject({
      usedToday: 150_000,
      dailyMaxAmount: 150_000,
      minAmount: 10_000,
      maxAmount: 100_000,
    });
  });

  it('does not let concurrent deposits pass the daily amount together', async () => {
    const member = await makeLoggedInMember(t);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        deposit(member, { methodId: `${sandbox.id}`, amount: 60_000, requestId: newRequestId() }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.json().code === 'DAILY_LIMIT_EXCEEDED')).toHaveLength(4);
  });

  it('answers the same deposit for the same requestId, once in the database', async () => {
    const member = await makeLoggedInMember(t);
    const body = { methodId: `${sandbox.id}`, amount: 30_000, requestId: newRequestId() };
    const [a, b, c] = await Promise.all([
      deposit(member, body),
      deposit(member, body),
      deposit(member, body),
    ]);
    expect(a!.json().value.id).toBe(b!.json().value.id);
    expect(a!.json().value).toEqual(c!.json().value);
    const rows = await t.db.selectFrom('deposit').select('id').where('member_id', '=', member.id).execute();
    expect(rows).toHaveLength(1);
    const orders = await t.db
      .selectFrom('sandbox_psp_order')
      .select('id')
      .where('merchant_order_id', '=', a!.json().value.id)
      .execute();
    expect(orders.length).toBeGreaterThanOrEqual(1);
    // The same key for another amount is refused.
    expectFailure(await deposit(member, { ...body, amount: 30_001 }), 409, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses unknown, disabled and other merchants’ methods', async () => {
    const member = await makeLoggedInMember(t);
    const disabled = await makeSandboxMethod(t.db, merchantId, { isEnabled: false });
    const other = await makeOtherMerchant(t);
    const foreign = await makeSandboxMethod(t.db, other.id);
    for (const methodId of ['999999999', `${disabled.id}`, `${foreign.id}`]) {
      const res = await deposit(member, { methodId, amount: 20_000, requestId: newRequestId() });
      expectFailure(res, 400, 'PAYMENT_METHOD_UNAVAILABLE');
    }
  });

  it('answers malformed bodies in the envelope', async () => {
    const member = await makeLoggedInMember(t);
    const bodies: unknown[] = [
      {},
      { methodId: `${sandbox.id}`, amount: 1.5, requestId: newRequestId() },
      { methodId: `${sandbox.id}`, amount: -5, requestId: newRequestId() },
      { methodId: 'abc', amount: 20_000, requestId: newRequestId() },
      { methodId: `${sandbox.id}`, amount: 20_000, requestId: 'x' },
      { methodId: `${sandbox.id}`, amount: '20000', requestId: newRequestId() },
    ];
    for (const payload of bodies) {
      const res = await deposit(member, payload as Record<string, unknown>);
      expectFailure(res, 400, 'VALIDATION_FAILED');
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/deposits',
      headers: { ...headersOf(member), 'content-type': 'application/json' },
      payload: '{"methodId":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().success).toBe(false);
  });

  it('needs a real member', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/deposits',
      headers: { merchant: 'demo' },
      payload: { methodId: `${sandbox.id}`, amount: 20_000, requestId: newRequestId() },
    });
    expectFailure(res, 401, 'NOT_LOGGED_IN');
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    expectFailure(
      await deposit(trial, { methodId: `${sandbox.id}`, amount: 20_000, requestId: newRequestId() }),
      403,
      'TRIAL_ACCOUNT',
    );
  });
});

describe('GET /wps/payment/methods and deposits', () => {
  it('lists enabled methods in order without secrets', async () => {
    const member = await makeLoggedInMember(t);
    const res = await t.app.inject({ url: '/wps/payment/methods', headers: headersOf(member) });
    expect(res.statusCode).toBe(200);
    const list = res.json().value as Array<{ id: string; usedToday: number }>;
    expect(list.map((m) => m.id)).toEqual(expect.arrayContaining([`${sandbox.id}`, `${bank.id}`]));
    expect(JSON.stringify(list)).not.toContain(sandbox.secret!);
    expect(list.every((m) => m.usedToday === 0)).toBe(true);
  });

  it('pages the member’s deposits newest first; another member sees none of them', async () => {
    const member = await makeLoggedInMember(t);
    const ids: string[] = [];
    for (const amount of [11_000, 12_000, 13_000]) {
      const res = await deposit(member, { methodId: `${bank.id}`, amount, requestId: newRequestId() });
      ids.push(res.json().value.id);
    }
    const page = await t.app.inject({
      url: '/wps/payment/deposits?page=1&pageSize=2',
      headers: headersOf(member),
    });
    expect(page.json().value).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.json().value.list.map((d: { id: string }) => d.id)).toEqual([ids[2], ids[1]]);
    const one = await t.app.inject({ url: `/wps/payment/deposits/${ids[0]}`, headers: headersOf(member) });
    expect(one.json().value).toMatchObject({ id: ids[0], amount: 11_000 });

    const other = await makeLoggedInMember(t);
    expectFailure(
      await t.app.inject({ url: `/wps/payment/deposits/${ids[0]}`, headers: headersOf(other) }),
      404,
      'NOT_FOUND',
    );
    const otherList = await t.app.inject({ url: '/wps/payment/deposits', headers: headersOf(other) });
    expect(otherList.json().value.total).toBe(0);
    expectFailure(
      await t.app.inject({ url: '/wps/payment/deposits/abc', headers: headersOf(member) }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await t.app.inject({ url: '/wps/payment/deposits?pageSize=1000', headers: headersOf(member) }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
