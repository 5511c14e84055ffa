import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { expectFailure, makeLoggedInMember } from '../../member/security-centre.factories.js';
import { expectLedgerClean, memberCall, memberPostings } from './bonus.factories.js';
import { expireBonuses } from './bonus.jobs.js';
import { offerReward, type TOfferRewardInput } from './offer-reward.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectLedgerClean(t);
  await t.close();
});

const offerTo = (member: { id: bigint; merchantId: bigint }, more: Partial<TOfferRewardInput> = {}) =>
  offerReward(t.db, {
    merchantId: member.merchantId,
    memberId: member.id,
    currency: 'VND',
    source: 'MISSION',
    sourceRef: `m-${Math.random()}`,
    amountMinor: 8_800n,
    wagerMultiple: '1',
    title: { TW: '每日任務獎勵', EN: 'Daily mission reward' },
    ...more,
  });

describe('offerReward', () => {
  it('offers one reward per source and reference, whatever number of times it is offered', async () => {
    const member = await makeLoggedInMember(t);
    const first = await offerTo(member, { sourceRef: 'day-1' });
    const again = await offerTo(member, { sourceRef: 'day-1', amountMinor: 1n });
    expect(again.id).toBe(first.id);
    expect(again.amount_minor).toBe(8_800n);
    expect(await memberPostings(t, member.id)).toMatchObject({ count: 0 });
  });
});

describe('the reward centre routes', () => {
  it('lists claimable, claimed and expired rewards in their tabs with paging, in the member language', async () => {
    const member = await makeLoggedInMember(t);
    for (let i = 0; i < 3; i++) await offerTo(member, { sourceRef: `tab-${i}` });
    const late = await offerTo(member, { sourceRef: 'late', expiresAt: new Date(Date.now() - 1_000) });
    const page1 = await t.app.inject({
      url: '/wps/member/rewards?status=CLAIMABLE&pageSize=2',
      headers: {
        ...(await import('../../member/security-centre.factories.js')).headersOf(member),
        language: 'EN',
      },
    });
    expect(page1.json().value).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.json().value.list).toHaveLength(2);
    expect(page1.json().value.list[0]).toMatchObject({
      title: 'Daily mission reward',
      amount: 8_800,
      status: 'CLAIMABLE',
    });
    const expired = await memberCall(t, member, 'GET', '/wps/member/rewards?status=EXPIRED');
    expect(expired.json().value.list.map((r: { id: string }) => r.id)).toEqual([String(late.id)]);
    expect(expired.json().value.list[0]).toMatchObject({ status: 'EXPIRED', title: '每日任務獎勵' });
    expectFailure(
      await memberCall(t, member, 'GET', '/wps/member/rewards?status=LOST'),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await memberCall(t, member, 'POST', `/wps/member/rewards/${late.id}/claim`),
      409,
      'REWARD_EXPIRED',
    );
    expect(
      (await t.db.selectFrom('reward').select('status').where('id', '=', late.id).executeTakeFirstOrThrow())
        .status,
    ).toBe('EXPIRED');
    await expireBonuses(t.db);
  });

  it('grants once under 50 concurrent claims, and answers the same grant to each', async () => {
    const member = await makeLoggedInMember(t);
    const reward = await offerTo(member, { amountMinor: 12_345n, wagerMultiple: '2', grantValidDays: 7 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        memberCall(t, member, 'POST', `/wps/member/rewards/${reward.id}/claim`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const grantIds = new Set(answers.map((a) => a.json().value.grant.id));
    expect(grantIds.size).toBe(1);
    expect(answers[0]!.json().value).toMatchObject({
      reward: { status: 'CLAIMED' },
      grant: { source: 'MISSION', bonusAmount: 12_345, turnoverTarget: 24_690, status: 'ACTIVE' },
    });
    expect(await memberPostings(t, member.id)).toMatchObject({ count: 1, sum: 12_345n });
    expect(
      await t.db.selectFrom('bonus_grant').select('id').where('member_id', '=', member.id).execute(),
    ).toHaveLength(1);
    const claimed = await memberCall(t, member, 'GET', '/wps/member/rewards?status=CLAIMED');
    expect(claimed.json().value.list).toHaveLength(1);
    expect(claimed.json().value.list[0].grantId).toBe([...grantIds][0]);
  });

  it("answers NOT_FOUND for another member's reward and claims nothing", async () => {
    const owner = await makeLoggedInMember(t);
    const other = await makeLoggedInMember(t);
    const reward = await offerTo(owner);
    expectFailure(
      await memberCall(t, other, 'POST', `/wps/member/rewards/${reward.id}/claim`),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await memberCall(t, other, 'POST', `/wps/member/rewards/x1/claim`),
      400,
      'VALIDATION_FAILED',
    );
    expect(await memberPostings(t, other.id)).toMatchObject({ count: 0 });
    expect(
      (await t.db.selectFrom('reward').select('status').where('id', '=', reward.id).executeTakeFirstOrThrow())
        .status,
    ).toBe('CLAIMABLE');
  });
});
