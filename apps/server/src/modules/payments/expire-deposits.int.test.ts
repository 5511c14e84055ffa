import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId } from '../../test/member-factories.js';
import { headersOf, makeLoggedInMember } from '../member/security-centre.factories.js';
import { expireDeposits } from './expire-deposits.js';
import { makeBankMethod, makeSandboxMethod, newRequestId } from './payments.factories.js';
import { seedDemoPaymentMethods } from './seed-demo-payment-methods.js';
import { openSecret } from '../../platform/secrets/seal-secret.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('expireDeposits', () => {
  it('expires open deposits past their time, and only those', async () => {
    const merchantId = await demoMerchantId(t.db);
    const sandbox = await makeSandboxMethod(t.db, merchantId);
    const bank = await makeBankMethod(t.db, merchantId);
    const member = await makeLoggedInMember(t);
    const open = async (methodId: bigint) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/payment/deposits',
        headers: headersOf(member),
        payload: { methodId: `${methodId}`, amount: 20_000, requestId: newRequestId() },
      });
      return BigInt(res.json().value.id);
    };
    const [old, fresh, review] = [await open(sandbox.id), await open(bank.id), await open(bank.id)];
    const past = new Date(Date.now() - 60_000);
    await t.db.updateTable('deposit').set({ expires_at: past }).where('id', 'in', [old, review]).execute();
    await t.db.updateTable('deposit').set({ status: 'PENDING_REVIEW' }).where('id', '=', review).execute();

    expect(await expireDeposits(t.db)).toBe(1);
    expect(await expireDeposits(t.db)).toBe(0);
    const statuses = await t.db
      .selectFrom('deposit')
      .select(['id', 'status'])
      .where('member_id', '=', member.id)
      .execute();
    expect(new Map(statuses.map((s) => [s.id, s.status]))).toEqual(
      new Map([
        [old, 'EXPIRED'],
        [fresh, 'CREATED'],
        [review, 'PENDING_REVIEW'],
      ]),
    );
    // An expired deposit no longer counts towards the daily amount.
    const methods = await t.app.inject({ url: '/wps/payment/methods', headers: headersOf(member) });
    const line = methods.json().value.find((m: { id: string }) => m.id === `${sandbox.id}`);
    expect(line.usedToday).toBe(0);
  });
});

describe('seedDemoPaymentMethods', () => {
  it('adds the sandbox and bank methods once, with limits in minor units', async () => {
    const merchantId = await demoMerchantId(t.db);
    await seedDemoPaymentMethods(t.db, merchantId);
    await seedDemoPaymentMethods(t.db, merchantId);
    const rows = await t.db
      .selectFrom('payment_method')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('code', 'in', ['SANDBOX_BANK', 'BANK_TRANSFER'])
      .orderBy('sort_order')
      .execute();
    expect(rows.map((r) => [r.code, r.gateway, r.min_minor, r.max_minor, r.daily_max_minor])).toEqual([
      ['SANDBOX_BANK', 'SANDBOX', 10_000n, 5_000_000n, 20_000_000n],
      ['BANK_TRANSFER', 'MANUAL_BANK', 10_000n, 5_000_000n, 20_000_000n],
    ]);
    expect(openSecret('gateway-secret', rows[0]!.gateway_secret!)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[1]!.bank_details)).toMatch(/DEMO/);
  });
});
