import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { auditLedger, readMemberBalances } from '../ledger/index.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId } from '../../test/member-factories.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  makeOtherMerchant,
} from '../member/security-centre.factories.js';
import {
  makeBankMethod,
  makeSandboxMethod,
  multipartFile,
  newRequestId,
  PNG_BYTES,
  type TTestMethod,
} from './payments.factories.js';
import { openSecret } from '../../platform/secrets/seal-secret.js';

let t: TTestApp;
let merchantId: bigint;
let bank: TTestMethod;
let sandbox: TTestMethod;
let finance: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await demoMerchantId(t.db);
  bank = await makeBankMethod(t.db, merchantId);
  sandbox = await makeSandboxMethod(t.db, merchantId);
  finance = (await makeLoggedInOperator(t.db, { role: 'finance' })).token;
  support = (await makeLoggedInOperator(t.db, { role: 'support' })).token;
});
afterAll(() => t.close());

const ops = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/ops${url}`,
    headers: { 'x-operator-token': token },
    ...(payload ? { payload: payload as object } : {}),
  });

/** A manual bank deposit with its proof uploaded: PENDING_REVIEW. */
async function pendingDeposit(amount = 30_000) {
  const member = await makeLoggedInMember(t);
  const created = await t.app.inject({
    method: 'POST',
    url: '/wps/payment/deposits',
    headers: headersOf(member),
    payload: { methodId: `${bank.id}`, amount, requestId: newRequestId() },
  });
  const depositId = created.json().value.id as string;
  const file = multipartFile(PNG_BYTES);
  await t.app.inject({
    method: 'PUT',
    url: `/wps/payment/deposits/${depositId}/proof`,
    headers: { ...headersOf(member), ...file.headers },
    payload: file.payload,
  });
  return { member, depositId };
}

const mainBalance = async (memberId: bigint) =>
  (await readMemberBalances(t.db, memberId)).find((b) => b.walletCode === 'MAIN')?.balanceMinor ?? 0n;
const auditRows = (action: string, target: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target', '=', target)
    .execute();

describe('operator payment methods', () => {
  const sandboxBody = {
    displayName: 'Online banking',
    gateway: 'SANDBOX',
    minAmount: 10_000,
    maxAmount: 1_000_000,
    dailyMaxAmount: 5_000_000,
    isEnabled: true,
    sortOrder: 3,
  };

  it('creates a sandbox method with a secret it never answers, then replaces it keeping the secret', async () => {
    const created = await ops(finance, 'PUT', '/merchants/demo/payment-methods/OPS_SANDBOX', sandboxBody);
    expect(created.statusCode).toBe(200);
    expect(created.json().value).toMatchObject({
      code: 'OPS_SANDBOX',
      gateway: 'SANDBOX',
      hasGatewaySecret: true,
      sortOrder: 3,
    });
    const row = await t.db
      .selectFrom('payment_method')
      .selectAll()
      .where('code', '=', 'OPS_SANDBOX')
      .executeTakeFirstOrThrow();
    // Stored sealed (platform/secrets); the 32-byte hex secret inside is never answered.
    const secret = openSecret('gateway-secret', row.gateway_secret!);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(row.gateway_secret).not.toContain(secret);
    expect(created.body).not.toContain(secret);

    const replaced = await ops(finance, 'PUT', '/merchants/demo/payment-methods/OPS_SANDBOX', {
      ...sandboxBody,
      maxAmount: 2_000_000,
      isEnabled: false,
    });
    expect(replaced.json().value).toMatchObject({ maxAmount: 2_000_000, isEnabled: false });
    const after = await t.db
      .selectFrom('payment_method')
      .selectAll()
      .where('code', '=', 'OPS_SANDBOX')
      .executeTakeFirstOrThrow();
    expect(after.gateway_secret).toBe(row.gateway_secret);

    const list = await ops(finance, 'GET', '/merchants/demo/payment-methods');
    expect(list.json().value.map((m: { code: string }) => m.code)).toContain('OPS_SANDBOX');
    expect(list.body).not.toContain(secret);
    const audits = await auditRows('payment-method.save', 'payment-method:OPS_SANDBOX');
    expect(audits).toHaveLength(2);
    expect(JSON.stringify(audits.map((a) => [a.before, a.after]))).not.toContain(secret);
  });

  it('checks the body: limits in order, bank details for a bank method', async () => {
    const bad = [
      { ...sandboxBody, maxAmount: 5_000 },
      { ...sandboxBody, dailyMaxAmount: 500_000 },
      { ...sandboxBody, gateway: 'MANUAL_BANK' },
      { ...sandboxBody, minAmount: 0 },
      { ...sandboxBody, gateway: 'PAYPAL' },
      {},
    ];
    for (const body of bad)
      expectFailure(
        await ops(finance, 'PUT', '/merchants/demo/payment-methods/OPS_BAD', body),
        400,
        'VALIDATION_FAILED',
      );
    expectFailure(
      await ops(finance, 'PUT', '/merchants/demo/payment-methods/bad-code', sandboxBody),
      400,
      'VALIDATION_FAILED',
    );
    const withBank = await ops(finance, 'PUT', '/merchants/demo/payment-methods/OPS_BANK', {
      ...sandboxBody,
      gateway: 'MANUAL_BANK',
      bankDetails: { bankName: 'Demo', accountName: 'KIRIN', accountNumber: '000111' },
    });
    expect(withBank.json().value).toMatchObject({
      hasGatewaySecret: false,
      bankDetails: { bankName: 'Demo', branch: null },
    });
  });

  it('is for owner and finance only, and only for merchants in scope', async () => {
    expectFailure(await ops(support, 'GET', '/merchants/demo/payment-methods'), 403, 'FORBIDDEN');
    expectFailure(
      await ops(support, 'PUT', '/merchants/demo/payment-methods/OPS_X', sandboxBody),
      403,
      'FORBIDDEN',
    );
    const other = await makeOtherMerchant(t);
    const scoped = await makeLoggedInOperator(t.db, { role: 'finance', merchants: [other.code] });
    expectFailure(await ops(scoped.token, 'GET', '/merchants/demo/payment-methods'), 403, 'FORBIDDEN');
    expectFailure(await ops(scoped.token, 'GET', '/merchants/demo/deposits'), 403, 'FORBIDDEN');
  });
});

describe('operator deposit queue', () => {
  it('lists deposits by status and shows the proof image', async () => {
    const { depositId } = await pendingDeposit();
    const queue = await ops(
      finance,
      'GET',
      '/merchants/demo/deposits?status=PENDING_REVIEW&page=1&pageSize=100',
    );
    expect(queue.statusCode).toBe(200);
    const line = queue.json().value.list.find((d: { id: string }) => d.id === depositId);
    expect(line).toMatchObject({
      status: 'PENDING_REVIEW',
      gateway: 'MANUAL_BANK',
      hasProof: true,
      amount: 30_000,
    });
    const proof = await ops(finance, 'GET', `/merchants/demo/deposits/${depositId}/proof`);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(proof.rawPayload, PNG_BYTES)).toBe(0);
    expectFailure(await ops(support, 'GET', `/merchants/demo/deposits/${depositId}/proof`), 403, 'FORBIDDEN');
    expectFailure(
      await ops(finance, 'GET', '/merchants/demo/deposits?status=NOPE'),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('approve credits once, with the reason and an audit row', async () => {
    const { member, depositId } = await pendingDeposit(45_000);
    const res = await ops(finance, 'POST', `/merchants/demo/deposits/${depositId}/approve`, {
      reason: 'transfer seen on statement',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'CREDITED', reason: 'transfer seen on statement' });
    expect(await mainBalance(member.id)).toBe(45_000n);
    const again = await ops(finance, 'POST', `/merchants/demo/deposits/${depositId}/approve`, {});
    expectFailure(again, 409, 'INVALID_STATE');
    expectFailure(
      await ops(finance, 'POST', `/merchants/demo/deposits/${depositId}/reject`, { reason: 'late' }),
      409,
      'INVALID_STATE',
    );
    expect(await mainBalance(member.id)).toBe(45_000n);
    const audits = await auditRows('deposit.approve', `deposit:${depositId}`);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.merchant_id).toBe(merchantId);
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });

  it('approves concurrently only once', async () => {
    const { member, depositId } = await pendingDeposit(10_000);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        ops(finance, 'POST', `/merchants/demo/deposits/${depositId}/approve`, {}),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.json().code === 'INVALID_STATE')).toHaveLength(4);
    expect(await mainBalance(member.id)).toBe(10_000n);
  });

  it('reject needs a reason, credits nothing and is audited', async () => {
    const { member, depositId } = await pendingDeposit();
    expectFailure(
      await ops(finance, 'POST', `/merchants/demo/deposits/${depositId}/reject`, {}),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await ops(finance, 'POST', `/merchants/demo/deposits/${depositId}/reject`, { reason: '   ' }),
      400,
      'VALIDATION_FAILED',
    );
    const res = await ops(finance, 'POST', `/merchants/demo/deposits/${depositId}/reject`, {
      reason: 'no transfer received',
    });
    expect(res.json().value).toMatchObject({ status: 'REJECTED', reason: 'no transfer received' });
    expect(await mainBalance(member.id)).toBe(0n);
    expect(await auditRows('deposit.reject', `deposit:${depositId}`)).toHaveLength(1);
    const view = await t.app.inject({
      url: `/wps/payment/deposits/${depositId}`,
      headers: headersOf(member),
    });
    expect(view.json().value).toMatchObject({ status: 'REJECTED', reason: 'no transfer received' });
  });

  it('approve is for manual bank deposits under review only; reject also takes an open deposit', async () => {
    const member = await makeLoggedInMember(t);
    const open = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/deposits',
      headers: headersOf(member),
      payload: { methodId: `${sandbox.id}`, amount: 20_000, requestId: newRequestId() },
    });
    const depositId = open.json().value.id as string;
    expectFailure(
      await ops(finance, 'POST', `/merchants/demo/deposits/${depositId}/approve`, {}),
      409,
      'INVALID_STATE',
    );
    const rejected = await ops(finance, 'POST', `/merchants/demo/deposits/${depositId}/reject`, {
      reason: 'suspicious',
    });
    expect(rejected.json().value.status).toBe('REJECTED');
    expect(await mainBalance(member.id)).toBe(0n);
  });

  it('support cannot decide; unknown and other merchants’ deposits are not found', async () => {
    const { depositId } = await pendingDeposit();
    expectFailure(
      await ops(support, 'POST', `/merchants/demo/deposits/${depositId}/approve`, {}),
      403,
      'FORBIDDEN',
    );
    expectFailure(
      await ops(support, 'POST', `/merchants/demo/deposits/${depositId}/reject`, { reason: 'x' }),
      403,
      'FORBIDDEN',
    );
    expectFailure(await ops(support, 'GET', '/merchants/demo/deposits'), 403, 'FORBIDDEN');
    expect(await auditRows('deposit.approve', `deposit:${depositId}`)).toHaveLength(0);
    const other = await makeOtherMerchant(t);
    expectFailure(
      await ops(finance, 'POST', `/merchants/${other.code}/deposits/${depositId}/approve`, {}),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await ops(finance, 'GET', `/merchants/${other.code}/deposits/${depositId}/proof`),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await ops(finance, 'POST', '/merchants/demo/deposits/999999999/approve', {}),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await ops(finance, 'POST', '/merchants/demo/deposits/abc/approve', {}),
      400,
      'VALIDATION_FAILED',
    );
    const noToken = await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/deposits' });
    expect(noToken.statusCode).toBe(401);
  });
});
