import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId } from '../../test/member-factories.js';
import { expectFailure, headersOf, makeLoggedInMember } from '../member/security-centre.factories.js';
import { makeBankMethod, makeSandboxMethod, newRequestId, type TTestMethod } from './payments.factories.js';

// A production deployment: the sandbox gateway would let anyone pay themselves, so it is switched off.
let t: TTestApp;
let sandbox: TTestMethod;
let bank: TTestMethod;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_GATEWAY_ENABLED: 'false' });
  const merchantId = await demoMerchantId(t.db);
  sandbox = await makeSandboxMethod(t.db, merchantId);
  bank = await makeBankMethod(t.db, merchantId);
});
afterAll(() => t.close());

describe('SANDBOX_GATEWAY_ENABLED=false', () => {
  it('hides sandbox methods, refuses sandbox deposits and serves no hosted page', async () => {
    const member = await makeLoggedInMember(t);
    const methods = await t.app.inject({
      method: 'GET',
      url: '/wps/payment/methods',
      headers: headersOf(member),
    });
    const codes = (methods.json().value as { code: string }[]).map((m) => m.code);
    expect(codes).toContain(bank.code);
    expect(codes).not.toContain(sandbox.code);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/deposits',
      headers: headersOf(member),
      payload: { methodId: `${sandbox.id}`, amount: 20_000, requestId: newRequestId() },
    });
    expectFailure(refused, 400, 'PAYMENT_METHOD_UNAVAILABLE');
    const rows = await t.db.selectFrom('deposit').select('id').where('member_id', '=', member.id).execute();
    expect(rows).toHaveLength(0);

    const page = await t.app.inject({ method: 'GET', url: `/sandbox-psp/pay/sbx_${'0'.repeat(24)}` });
    expect(page.statusCode).toBe(404);
  });
});
