import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { demoMerchantId, makeMember } from '../../../test/member-factories.js';
import {
  makeBonusOperator,
  memberPostings,
  expectLedgerClean,
  opsCall,
} from '../../promotions/bonus/bonus.factories.js';
import { makeRound } from '../../bet-records/bet-records.factories.js';
import { makeLoggedInMember, headersOf } from '../../member/security-centre.factories.js';
import { evaluateReferral } from './evaluate-referral.js';
import { recordReferral } from './record-referral.js';
import { ensureReferralCode, findReferrer } from './referral-code.js';
import {
  creditDeposit,
  linkFriend,
  makeRule,
  referralOf,
  registerWith,
  ruleInput,
} from './referral.factories.js';

let t: TTestApp;
let demoId: bigint;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
  demoId = await demoMerchantId(t.db);
  await makeRule(t.db, demoId);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const memberIdOf = async (username: string) =>
  (await t.db.selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow())
    .id;
const countMembers = async (username: string) =>
  (await t.db.selectFrom('member').select('id').where('username', '=', username).execute()).length;
/** A settled round of the friend that counts as valid bet (a loss). */
const play = (merchantId: bigint, memberId: bigint, stake: bigint) =>
  makeRound(t.db, { merchantId, memberId, stake, payout: 0n });

describe('registration with a referral code', () => {
  it('records the referrer (code in any case), beside an affiliate-free registration', async () => {
    const referrer = await makeMember(t.db);
    const code = await ensureReferralCode(t.db, demoId, referrer.id);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(await ensureReferralCode(t.db, demoId, referrer.id)).toBe(code);
    const { res, username } = await registerWith(t, { referralCode: ` ${code.toLowerCase()} ` });
    expect(res.statusCode).toBe(200);
    const friendId = await memberIdOf(username);
    expect(await referralOf(t.db, friendId)).toMatchObject({
      referrer_id: referrer.id,
      merchant_id: demoId,
      code,
      status: 'REGISTERED',
    });
    const row = await t.db
      .selectFrom('member')
      .select('referral_code')
      .where('id', '=', friendId)
      .executeTakeFirstOrThrow();
    expect(row.referral_code).toBe(code);
  });

  it('keeps an affiliate code (the agent upline) beside the referrer: a friend may have both', async () => {
    const agent = await makeMember(t.db, { accountType: 1 });
    const affiliateCode = `R${Date.now().toString(36)}`;
    await t.db
      .insertInto('affiliate_code')
      .values({ code: affiliateCode, merchant_id: demoId, member_id: agent.id })
      .execute();
    const referrer = await makeMember(t.db);
    const referralCode = await ensureReferralCode(t.db, demoId, referrer.id);
    const { res, username } = await registerWith(t, { affiliateCode, referralCode });
    expect(res.statusCode).toBe(200);
    const friendId = await memberIdOf(username);
    const row = await t.db
      .selectFrom('member')
      .select(['upline_id', 'affiliate_code_used'])
      .where('id', '=', friendId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ upline_id: agent.id, affiliate_code_used: affiliateCode });
    expect(await referralOf(t.db, friendId)).toMatchObject({ referrer_id: referrer.id });
  });

  it("refuses an unknown code and another merchant's code with referral_code_error, registering nobody", async () => {
    const other = await makeMerchant(t.db);
    const stranger = await makeMember(t.db, { merchantId: other.id });
    const foreign = await ensureReferralCode(t.db, other.id, stranger.id);
    for (const referralCode of ['ZZZZZZZZ', foreign]) {
      const { res, username } = await registerWith(t, { referralCode });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'REFERRAL_CODE_ERROR', message: 'referral_code_error' });
      expect(await countMembers(username)).toBe(0);
    }
    expect(
      await t.db.selectFrom('referral').select('friend_id').where('referrer_id', '=', stranger.id).execute(),
    ).toEqual([]);
  });

  it("refuses a member's own code and a second referrer for the same friend", async () => {
    const member = await makeMember(t.db);
    const own = await findReferrer(t.db, demoId, await ensureReferralCode(t.db, demoId, member.id));
    await expect(
      recordReferral(t.db, { merchantId: demoId, friendId: member.id, referrer: own }),
    ).rejects.toMatchObject({
      code: 'REFERRAL_CODE_ERROR',
    });
    const [a, b, friend] = await Promise.all([makeMember(t.db), makeMember(t.db), makeMember(t.db)]);
    await linkFriend(t.db, demoId, a.id, friend.id);
    await expect(linkFriend(t.db, demoId, b.id, friend.id)).rejects.toThrow();
    expect(await referralOf(t.db, friend.id)).toMatchObject({ referrer_id: a.id });
    expect(await referralOf(t.db, member.id)).toBeUndefined();
  });
});

describe('friend status and the reward', () => {
  it('goes REGISTERED → DEPOSITED → QUALIFIED and pays 10% of the first deposit, capped, once', async () => {
    const shop = await makeMerchant(t.db);
    await makeRule(t.db, shop.id, { rewardCapMinor: 5_000, wagerMultiple: 2 });
    const referrer = await makeMember(t.db, { merchantId: shop.id });
    const friend = await makeMember(t.db, { merchantId: shop.id });
    await linkFriend(t.db, shop.id, referrer.id, friend.id);
    expect(await evaluateReferral(t.db, friend.id)).toBe('REGISTERED');

    await creditDeposit(t, shop.id, friend.id, 30_000n);
    await creditDeposit(t, shop.id, friend.id, 900_000n); // a later deposit: not the first
    expect(await evaluateReferral(t.db, friend.id)).toBe('DEPOSITED');
    await play(shop.id, friend.id, 15_000n);
    await makeRound(t.db, { merchantId: shop.id, memberId: friend.id, stake: 50_000n, payout: 50_000n }); // a tie
    expect(await evaluateReferral(t.db, friend.id)).toBe('DEPOSITED');
    expect(await referralOf(t.db, friend.id)).toMatchObject({
      valid_bet_minor: 15_000n,
      first_deposit_minor: 30_000n,
    });

    await play(shop.id, friend.id, 5_000n);
    expect(await evaluateReferral(t.db, friend.id)).toBe('QUALIFIED');
    expect(await evaluateReferral(t.db, friend.id)).toBe('QUALIFIED');
    const row = await referralOf(t.db, friend.id);
    expect(row).toMatchObject({ status: 'QUALIFIED', reward_minor: 3_000n, reward_note: null });
    const grant = await t.db
      .selectFrom('bonus_grant')
      .selectAll()
      .where('id', '=', row!.grant_id!)
      .executeTakeFirstOrThrow();
    expect(grant).toMatchObject({
      member_id: referrer.id,
      source: 'REFERRAL',
      source_ref: String(friend.id),
      bonus_minor: 3_000n,
      turnover_target_minor: 6_000n,
    });
    const rewards = await t.db
      .selectFrom('reward')
      .selectAll()
      .where('member_id', '=', referrer.id)
      .execute();
    expect(rewards).toEqual([
      expect.objectContaining({
        source: 'REFERRAL',
        source_ref: String(friend.id),
        status: 'CLAIMED',
        amount_minor: 3_000n,
      }),
    ]);
    expect(await memberPostings(t, referrer.id)).toMatchObject({ count: 1, sum: 3_000n });
  });

  it("caps a percent reward at the rule's cap", async () => {
    const shop = await makeMerchant(t.db);
    await makeRule(t.db, shop.id, { rewardCapMinor: 5_000, minValidBetMinor: 0 });
    const [referrer, friend] = await Promise.all([
      makeMember(t.db, { merchantId: shop.id }),
      makeMember(t.db, { merchantId: shop.id }),
    ]);
    await linkFriend(t.db, shop.id, referrer.id, friend.id);
    await creditDeposit(t, shop.id, friend.id, 1_000_000n);
    expect(await evaluateReferral(t.db, friend.id)).toBe('QUALIFIED');
    expect(await referralOf(t.db, friend.id)).toMatchObject({ reward_minor: 5_000n });
  });

  it('expires a friend whose window ended without meeting the conditions, and pays nothing', async () => {
    const shop = await makeMerchant(t.db);
    await makeRule(t.db, shop.id, { startsAt: new Date(Date.now() - 30 * DAY_MS).toISOString() });
    const [referrer, late, small] = await Promise.all([
      makeMember(t.db, { merchantId: shop.id }),
      makeMember(t.db, { merchantId: shop.id }),
      makeMember(t.db, { merchantId: shop.id }),
    ]);
    await linkFriend(t.db, shop.id, referrer.id, late.id, new Date(Date.now() - 8 * DAY_MS));
    await creditDeposit(t, shop.id, late.id, 50_000n); // after the 7 days
    await play(shop.id, late.id, 50_000n);
    expect(await evaluateReferral(t.db, late.id)).toBe('EXPIRED');
    expect(await evaluateReferral(t.db, late.id)).toBe('EXPIRED');

    await linkFriend(t.db, shop.id, referrer.id, small.id);
    await creditDeposit(t, shop.id, small.id, 5_000n); // below the minimum first deposit
    await creditDeposit(t, shop.id, small.id, 50_000n);
    await play(shop.id, small.id, 50_000n);
    expect(await evaluateReferral(t.db, small.id)).toBe('DEPOSITED');
    expect(await memberPostings(t, referrer.id)).toMatchObject({ count: 0 });
  });

  it('pays once under retries and 20 concurrent evaluations (and reads), the ledger auditor clean', async () => {
    const shop = await makeMerchant(t.db);
    await makeRule(t.db, shop.id);
    const referrer = await makeLoggedInMember(t, {}, shop);
    const friend = await makeMember(t.db, { merchantId: shop.id });
    await linkFriend(t.db, shop.id, referrer.id, friend.id);
    await creditDeposit(t, shop.id, friend.id, 20_000n);
    await play(shop.id, friend.id, 20_000n);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => evaluateReferral(t.db, friend.id)),
      ...Array.from({ length: 3 }, () =>
        t.app.inject({ url: '/wps/referral', headers: headersOf(referrer) }).then((r) => r.statusCode),
      ),
    ]);
    expect(results.slice(0, 20)).toEqual(Array(20).fill('QUALIFIED'));
    expect(results.slice(20)).toEqual([200, 200, 200]);
    expect(await evaluateReferral(t.db, friend.id)).toBe('QUALIFIED');
    expect(await memberPostings(t, referrer.id)).toMatchObject({ count: 1, sum: 2_000n });
    const grants = await t.db
      .selectFrom('bonus_grant')
      .select('id')
      .where('member_id', '=', referrer.id)
      .execute();
    expect(grants).toHaveLength(1);
    await expectLedgerClean(t);
  });

  it('rewards at most max friends per referrer, even when they qualify at once', async () => {
    const shop = await makeMerchant(t.db);
    await makeRule(t.db, shop.id, { maxRewardedFriends: 2, minValidBetMinor: 0 });
    const referrer = await makeMember(t.db, { merchantId: shop.id });
    const friends = await Promise.all(
      Array.from({ length: 5 }, () => makeMember(t.db, { merchantId: shop.id })),
    );
    for (const friend of friends) {
      await linkFriend(t.db, shop.id, referrer.id, friend.id);
      await creditDeposit(t, shop.id, friend.id, 10_000n);
    }
    await Promise.all(friends.map((f) => evaluateReferral(t.db, f.id)));
    const rows = await t.db
      .selectFrom('referral')
      .selectAll()
      .where('referrer_id', '=', referrer.id)
      .execute();
    expect(rows.every((r) => r.status === 'QUALIFIED')).toBe(true);
    expect(rows.filter((r) => r.reward_minor > 0n)).toHaveLength(2);
    expect(rows.filter((r) => r.reward_note === 'MAX_FRIENDS')).toHaveLength(3);
    expect(await memberPostings(t, referrer.id)).toMatchObject({ count: 2, sum: 2_000n });
    await expectLedgerClean(t);
  });
});

describe('what the member sees', () => {
  it('the code, link, live rule, totals and masked friends; another member sees none of them', async () => {
    const referrer = await makeLoggedInMember(t);
    const friend = await makeMember(t.db, { username: `friend${Date.now() % 100000}` });
    await linkFriend(t.db, demoId, referrer.id, friend.id);
    await creditDeposit(t, demoId, friend.id, 10_000n);
    const overview = (await t.app.inject({ url: '/wps/referral', headers: headersOf(referrer) })).json()
      .value;
    expect(overview.link).toBe(`http://localhost:80/register?referralCode=${overview.code}`);
    expect(overview.rule).toMatchObject({ rewardType: 'PERCENT', rewardPercentBp: 1_000, qualifyDays: 7 });
    expect(overview.totals).toEqual({ invited: 1, deposited: 1, qualified: 0, rewardMinor: 0 });
    const friends = (
      await t.app.inject({ url: '/wps/referral/friends?page=1&pageSize=5', headers: headersOf(referrer) })
    ).json().value;
    expect(friends.total).toBe(1);
    expect(friends.list[0]).toMatchObject({ status: 'DEPOSITED', rewardMinor: 0, rewardNote: null });
    expect(friends.list[0].username).toBe(`${friend.username.slice(0, 2)}***${friend.username.slice(-1)}`);

    const other = await makeLoggedInMember(t);
    const theirs = (await t.app.inject({ url: '/wps/referral/friends', headers: headersOf(other) })).json()
      .value;
    expect(theirs).toMatchObject({ total: 0, list: [] });
    const bad = await t.app.inject({ url: '/wps/referral/friends?pageSize=1000', headers: headersOf(other) });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/wps/referral' })).statusCode).toBe(401);
  });

  it('availablePromo in the balance answer follows the rule being enabled and in its schedule', async () => {
    const shop = await makeMerchant(t.db);
    const member = await makeLoggedInMember(t, {}, shop);
    const promo = async () => {
      const value = (
        await t.app.inject({ url: '/wps/v2/wallets/balance', headers: headersOf(member) })
      ).json().value;
      return { availablePromo: value.availablePromo, availablePromoCount: value.availablePromoCount };
    };
    expect(await promo()).toEqual({
      availablePromo: { REFERRAL: { enabled: false } },
      availablePromoCount: 0,
    });
    const ruleId = await makeRule(t.db, shop.id, { startsAt: new Date(Date.now() + DAY_MS).toISOString() });
    expect((await promo()).availablePromoCount).toBe(0);
    await t.db
      .updateTable('referral_rule')
      .set({ starts_at: new Date(Date.now() - DAY_MS) })
      .where('id', '=', ruleId)
      .execute();
    expect(await promo()).toEqual({
      availablePromo: { REFERRAL: { enabled: true } },
      availablePromoCount: 1,
    });
    await t.db.updateTable('referral_rule').set({ is_enabled: false }).where('id', '=', ruleId).execute();
    expect((await promo()).availablePromo).toEqual({ REFERRAL: { enabled: false } });
    await t.db
      .updateTable('referral_rule')
      .set({ is_enabled: true, ends_at: new Date(Date.now() - 1_000) })
      .where('id', '=', ruleId)
      .execute();
    expect((await promo()).availablePromoCount).toBe(0);
  });
});

describe('operator routes', () => {
  it('create, validate, refuse overlaps, update, delete unused; audited; bad input changes nothing', async () => {
    const ops = await makeBonusOperator(t, 'finance');
    const shop = await makeMerchant(t.db);
    const shopOps = { ...ops, merchantCode: shop.code };
    const rulesOf = () =>
      t.db.selectFrom('referral_rule').selectAll().where('merchant_id', '=', shop.id).execute();

    const bad = [
      ruleInput({ rewardType: 'PERCENT', rewardCapMinor: null }),
      ruleInput({ rewardType: 'FIXED', rewardFixedMinor: 0 }),
      ruleInput({ endsAt: new Date(Date.now() - 7 * DAY_MS).toISOString() }),
      ruleInput({ qualifyDays: 0 }),
      ruleInput({ wagerMultiple: 1.234 }),
      { ...ruleInput(), rewardPercentBp: -1 },
    ];
    for (const body of bad)
      expect((await opsCall(t, shopOps, 'POST', '/referral-rules', body)).statusCode).toBe(400);
    expect(await rulesOf()).toEqual([]);

    const created = await opsCall(t, shopOps, 'POST', '/referral-rules', ruleInput({ wagerMultiple: 1.1 }));
    expect(created.statusCode).toBe(200);
    const rule = created.json().value;
    expect(rule).toMatchObject({ state: 'LIVE', friends: 0, rewardCapMinor: 5_000, wagerMultiple: '1.1' });
    const overlap = await opsCall(t, shopOps, 'POST', '/referral-rules', ruleInput({ name: 'Second' }));
    expect(overlap.json()).toMatchObject({ code: 'REFERRAL_RULE_OVERLAP' });
    expect(await rulesOf()).toHaveLength(1);
    const disabledTwin = await opsCall(
      t,
      shopOps,
      'POST',
      '/referral-rules',
      ruleInput({ name: 'Off', isEnabled: false }),
    );
    expect(disabledTwin.statusCode).toBe(200);

    const updated = await opsCall(
      t,
      shopOps,
      'PUT',
      `/referral-rules/${rule.id}`,
      ruleInput({ rewardType: 'FIXED', rewardFixedMinor: 7_000 }),
    );
    expect(updated.json().value).toMatchObject({
      rewardType: 'FIXED',
      rewardFixedMinor: 7_000,
      rewardPercentBp: 0,
    });
    const support = await makeBonusOperator(t, 'support');
    const refused = await opsCall(
      t,
      { ...support, merchantCode: shop.code },
      'POST',
      '/referral-rules',
      ruleInput(),
    );
    expect(refused.statusCode).toBe(403);

    const referrer = await makeMember(t.db, { merchantId: shop.id });
    const friend = await makeMember(t.db, { merchantId: shop.id });
    await linkFriend(t.db, shop.id, referrer.id, friend.id);
    await creditDeposit(t, shop.id, friend.id, 10_000n);
    await play(shop.id, friend.id, 30_000n);
    await evaluateReferral(t.db, friend.id);
    const inUse = await t.app.inject({
      method: 'DELETE',
      url: `/ops/merchants/${shop.code}/referral-rules/${rule.id}`,
      headers: { 'x-operator-token': ops.token },
    });
    expect(inUse.json()).toMatchObject({ code: 'REFERRAL_RULE_IN_USE' });
    const unused = await t.app.inject({
      method: 'DELETE',
      url: `/ops/merchants/${shop.code}/referral-rules/${disabledTwin.json().value.id}`,
      headers: { 'x-operator-token': ops.token },
    });
    expect(unused.statusCode).toBe(200);

    const friends = (await opsCall(t, shopOps, 'GET', `/referral/referrers/${referrer.id}/friends`)).json()
      .value;
    expect(friends.list).toEqual([
      expect.objectContaining({
        friendId: String(friend.id),
        status: 'QUALIFIED',
        rewardMinor: 7_000,
        validBetMinor: 30_000,
      }),
    ]);
    const rewards = (await opsCall(t, shopOps, 'GET', '/referral/rewards')).json().value;
    expect(rewards.total).toBe(1);
    const list = (await opsCall(t, shopOps, 'GET', '/referral-rules')).json().value.list;
    expect(list).toEqual([
      expect.objectContaining({ id: rule.id, friends: 1, rewardedFriends: 1, paidMinor: 7_000 }),
    ]);

    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('merchant_id', '=', shop.id)
      .execute();
    const actions = audit.map((a) => a.action);
    for (const action of [
      'referral-rule.create',
      'referral-rule.update',
      'referral-rule.delete',
      'referral-rule.read',
      'referral.read',
    ])
      expect(actions).toContain(action);
  });
});
