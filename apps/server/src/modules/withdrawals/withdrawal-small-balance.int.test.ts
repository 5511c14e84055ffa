import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { DEMO_SETTINGS } from '../merchant/demo-merchant.js';
import { expectFailure, headersOf, makeLoggedInMember } from '../member/security-centre.factories.js';
import { seedDemoPaymentMethods } from '../payments/seed-demo-payment-methods.js';
import {
  expectLedgerClean,
  mainAccount,
  makeWalletMerchant,
  makeWithdrawer,
  requestWithdrawal,
  withdraw,
  withdrawBody,
} from './withdrawals.factories.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LIMITS = { withdrawMinMinor: 50_000, withdrawMaxMinor: 400_000, withdrawDailyMaxMinor: 600_000 };

describe('withdrawal minimum and a balance below it', () => {
  it('lets a member whose whole balance is below the minimum withdraw exactly all of it', async () => {
    const merchant = await makeWalletMerchant(t, LIMITS);
    const member = await makeWithdrawer(t, 30_000n, {}, merchant);
    expectFailure(
      await requestWithdrawal(t, member, withdrawBody(member, 29_999)),
      400,
      'AMOUNT_BELOW_MINIMUM',
      { minAmount: '50000' },
    );
    await withdraw(t, member, 30_000);
    expect(await mainAccount(t, member)).toEqual({ balance: 30_000n, held: 30_000n });
    await expectLedgerClean(t);
  });

  it('counts what earlier requests hold: the rest below the minimum may leave whole', async () => {
    const merchant = await makeWalletMerchant(t, LIMITS);
    const member = await makeWithdrawer(t, 80_000n, {}, merchant);
    // 80,000 is above the minimum: a part below it is refused.
    expectFailure(
      await requestWithdrawal(t, member, withdrawBody(member, 30_000)),
      400,
      'AMOUNT_BELOW_MINIMUM',
    );
    await withdraw(t, member, 50_000);
    // 30,000 is left, below the minimum: all of it may go, not less.
    expectFailure(
      await requestWithdrawal(t, member, withdrawBody(member, 20_000)),
      400,
      'AMOUNT_BELOW_MINIMUM',
    );
    await withdraw(t, member, 30_000);
    expect(await mainAccount(t, member)).toEqual({ balance: 80_000n, held: 80_000n });
    await expectLedgerClean(t);
  });

  it('still applies the daily limit to a whole-balance withdrawal', async () => {
    const merchant = await makeWalletMerchant(t, { ...LIMITS, withdrawDailyMaxMinor: 60_000 });
    const member = await makeWithdrawer(t, 90_000n, {}, merchant);
    await withdraw(t, member, 50_000);
    expectFailure(
      await requestWithdrawal(t, member, withdrawBody(member, 40_000)),
      400,
      'DAILY_LIMIT_EXCEEDED',
      { remaining: '10000' },
    );
  });

  it('gives the demo merchant a withdrawal minimum below its deposit minimum and its own maximum', async () => {
    const merchant = await makeWalletMerchant(t, {});
    await seedDemoPaymentMethods(t.db, merchant.id);
    const methods = await t.db
      .selectFrom('payment_method')
      .select(['min_minor'])
      .where('merchant_id', '=', merchant.id)
      .execute();
    const { wallet } = DEMO_SETTINGS;
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods) expect(BigInt(wallet.withdrawMinMinor)).toBeLessThan(method.min_minor);
    expect(wallet.withdrawMaxMinor).toBeLessThan(wallet.withdrawDailyMaxMinor);
    const member = await makeLoggedInMember(t);
    const res = await t.app.inject({ url: '/wps/member/withdrawals/overview', headers: headersOf(member) });
    expect(res.json().value).toMatchObject({
      minAmount: wallet.withdrawMinMinor,
      maxAmount: wallet.withdrawMaxMinor,
    });
  });
});
