import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeRound } from '../../bet-records/bet-records.factories.js';
import { auditLedger } from '../../ledger/index.js';
import { headersOf, type TLoggedInMember } from '../../member/security-centre.factories.js';
import { makeCashbackMember, setCashbackRates } from '../cashback/cashback.factories.js';
import { claimAs, makeCampaign } from '../red-envelope/red-envelope.factories.js';
import { grantBonus, recordPaidReward } from './index.js';

// The reward centre's history shows what every source paid: a red-envelope packet and a cashback claim land
// in its CLAIMED tab beside the rewards claimed there (docs/promotions.md "Reward centre").
let t: TTestApp;
let merchant: { id: bigint; code: string };

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  await setCashbackRates(t, merchant, {
    rates: [{ gameCategory: 'RNG', vipLevel: 0, ratePpm: 10_000 }],
    minClaim: 0,
    capPerClaim: null,
  });
});
afterAll(async () => t?.close());

type TRewardList = {
  list: { source: string; amount: number; status: string; title: string }[];
  total: number;
};
const claimedRewards = async (member: TLoggedInMember) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/wps/member/rewards?status=CLAIMED',
    headers: headersOf(member),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ value: TRewardList }>().value;
};

describe('reward centre history across sources', () => {
  it('lists a red-envelope packet and a cashback claim as claimed rewards, once each', async () => {
    const member = await makeCashbackMember(t, merchant);
    const campaignId = await makeCampaign(t.db, merchant.id, { name: 'Lucky test envelope' });
    const envelope = await claimAs(t, member, { campaignId: String(campaignId), requestId: randomUUID() });
    expect(envelope.statusCode, envelope.body).toBe(200);
    const packetAmount = envelope.json().value.amountMinor as number;

    await makeRound(t.db, {
      merchantId: member.merchantId,
      memberId: member.id,
      gameCategory: 'RNG',
      stake: 250_000n,
      betAt: new Date(Date.now() - 600_000),
    });
    const requestId = randomUUID();
    const cashback = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/cashback/claim',
        headers: headersOf(member),
        payload: { requestId },
      });
    expect((await cashback()).statusCode).toBe(200);
    // A resent claim pays nothing more and adds no second history row.
    expect((await cashback()).statusCode).toBe(200);

    const rewards = await claimedRewards(member);
    expect(rewards.total).toBe(2);
    const bySource = Object.fromEntries(rewards.list.map((r) => [r.source, r]));
    expect(bySource.RED_ENVELOPE).toMatchObject({
      amount: packetAmount,
      status: 'CLAIMED',
      title: 'Lucky test envelope',
    });
    // 1 % of 2,500.00 of valid bet.
    expect(bySource.CASHBACK).toMatchObject({ amount: 2_500, status: 'CLAIMED' });
  });

  it('records a paid reward once per source reference', async () => {
    const member = await makeCashbackMember(t, merchant);
    const grant = await grantBonus(t.db, {
      merchantId: member.merchantId,
      memberId: member.id,
      currency: 'VND',
      amountMinor: 5_000n,
      wagerBase: 'BONUS',
      wagerMultiple: 3,
      source: 'PROMOTION',
      sourceRef: 'promotion-claim:test',
      idempotencyKey: randomUUID(),
    });
    const paid = {
      merchantId: member.merchantId,
      memberId: member.id,
      currency: 'VND',
      source: 'PROMOTION' as const,
      sourceRef: 'promotion-claim:test',
      amountMinor: 5_000n,
      wagerMultiple: 3,
      title: { TW: '測試', EN: 'Test promotion' },
      grantId: grant.id,
    };
    await recordPaidReward(t.db, paid);
    await recordPaidReward(t.db, paid);
    const rewards = await claimedRewards(member);
    expect(rewards.list).toEqual([
      expect.objectContaining({ source: 'PROMOTION', amount: 5_000, title: '測試' }),
    ]);
  });

  it('leaves the ledger clean', async () => {
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });
});
