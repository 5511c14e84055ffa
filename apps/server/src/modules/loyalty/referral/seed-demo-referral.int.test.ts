import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeMember } from '../../../test/member-factories.js';
import { makeRound } from '../../bet-records/bet-records.factories.js';
import { expectLedgerClean, memberPostings } from '../../promotions/bonus/bonus.factories.js';
import { evaluateReferral } from './evaluate-referral.js';
import { isReferralLive } from './referral.queries.js';
import { creditDeposit, linkFriend } from './referral.factories.js';
import { DEMO_REFERRAL_RULE_NAME, seedDemoReferral } from './seed-demo-referral.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rulesOf = (merchantId: bigint) =>
  t.db.selectFrom('referral_rule').selectAll().where('merchant_id', '=', merchantId).execute();

describe('the demo referral rule', () => {
  it('is one live rule, created once, that the engine pays for a friend who deposits 100.00 and bets 100.00', async () => {
    const merchant = await makeMerchant(t.db);
    await seedDemoReferral(t.db, merchant.id);
    await seedDemoReferral(t.db, merchant.id);
    const rules = await rulesOf(merchant.id);
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({
      name: DEMO_REFERRAL_RULE_NAME,
      is_enabled: true,
      reward_percent_bp: 1_000,
    });
    expect(await isReferralLive(t.db, merchant.id)).toBe(true);

    const referrer = await makeMember(t.db, { merchantId: merchant.id });
    const friend = await makeMember(t.db, { merchantId: merchant.id });
    await linkFriend(t.db, merchant.id, referrer.id, friend.id);
    await creditDeposit(t, merchant.id, friend.id, 20_000n);
    await makeRound(t.db, { merchantId: merchant.id, memberId: friend.id, stake: 10_000n, payout: 0n });
    expect(await evaluateReferral(t.db, friend.id)).toBe('QUALIFIED');
    expect(await memberPostings(t, referrer.id)).toMatchObject({ count: 1, sum: 2_000n });
    await expectLedgerClean(t);
  });

  it("keeps an operator's changes across restarts", async () => {
    const merchant = await makeMerchant(t.db);
    await seedDemoReferral(t.db, merchant.id);
    await t.db
      .updateTable('referral_rule')
      .set({ is_enabled: false })
      .where('merchant_id', '=', merchant.id)
      .execute();
    await seedDemoReferral(t.db, merchant.id);
    const rules = await rulesOf(merchant.id);
    expect(rules).toHaveLength(1);
    expect(rules[0]!.is_enabled).toBe(false);
  });
});
