import { randomUUID } from 'node:crypto';
import { RED_ENVELOPE_CLAIM_PATH, RED_ENVELOPE_HISTORY_PATH } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { auditLedger, memberAccount, postTransaction, systemAccount } from '../../ledger/index.js';
import { expectFailure } from '../../member/security-centre.factories.js';
import { makeBankMethod } from '../../payments/payments.factories.js';
import { claimRedEnvelope } from './claim-red-envelope.js';
import {
  claimAs,
  makeCampaign,
  makeManyMembers,
  mainBalance,
  readCampaignMoney,
  type TSessionMember,
} from './red-envelope.factories.js';

const ZONE = 'Asia/Ho_Chi_Minh';
const DAY_MS = 24 * 3_600_000;
let t: TTestApp;
let merchant: { id: bigint; code: string };

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db, { brand: { timeZone: ZONE } });
});
afterAll(() => t.close());

const statusOf = async (member: TSessionMember) => {
  const res = await t.app.inject({
    method: 'GET',
    url: RED_ENVELOPE_CLAIM_PATH,
    headers: { authorization: member.token, merchant: member.merchantCode },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.campaigns as { campaignId: string; claimsLeft: number }[];
};
const oneMember = async () => (await makeManyMembers(t, merchant, 1))[0]!;
const codesOf = (responses: { json: () => { success: boolean; code?: string } }[]) => {
  const counts: Record<string, number> = {};
  for (const res of responses) {
    const body = res.json();
    const key = body.success ? 'ok' : body.code!;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

describe('claiming a red envelope under concurrency', () => {
  it('pays one packet for 50 concurrent claims by one member with a limit of 1', async () => {
    const campaignId = await makeCampaign(t.db, merchant.id, { perMemberLimit: 1, perDayLimit: 1 });
    const member = await oneMember();
    const body = { campaignId: String(campaignId) };
    const responses = await Promise.all(Array.from({ length: 50 }, () => claimAs(t, member, body)));
    expect(codesOf(responses)).toEqual({ ok: 1, RED_ENVELOPE_LIMIT_REACHED: 49 });
    const won = responses.find((r) => r.json().success)!.json().value;
    const money = await readCampaignMoney(t.db, campaignId);
    expect(money).toMatchObject({ claimed: 1, postings: 1 });
    expect(money.creditedMinor).toBe(BigInt(won.amountMinor));
    expect(await mainBalance(t.db, member.id)).toBe(BigInt(won.amountMinor));
    expect(await statusOf(member)).toEqual([]);
  });

  it('pays exactly the limit (3) for 50 concurrent claims by one member who has claimed before', async () => {
    const campaignId = await makeCampaign(t.db, merchant.id, {
      packetCount: 20,
      totalMinor: 20_000,
      perMemberLimit: 3,
      perDayLimit: 3,
    });
    const member = await oneMember();
    const body = { campaignId: String(campaignId) };
    expect((await claimAs(t, member, body)).json().success).toBe(true);
    const responses = await Promise.all(Array.from({ length: 50 }, () => claimAs(t, member, body)));
    expect(codesOf(responses)).toEqual({ ok: 2, RED_ENVELOPE_LIMIT_REACHED: 48 });
    const money = await readCampaignMoney(t.db, campaignId);
    expect(money).toMatchObject({ claimed: 3, postings: 3 });
    expect(await mainBalance(t.db, member.id)).toBe(money.paidMinor);
  });

  it('pays exactly the pool to 100 of 200 members claiming at once, then answers pool empty', async () => {
    const other = await makeMerchant(t.db, { brand: { timeZone: ZONE } });
    const campaignId = await makeCampaign(t.db, other.id, {
      totalMinor: 123_457,
      packetCount: 100,
      minPacketMinor: 1,
      maxPacketMinor: 5_000,
    });
    const members = await makeManyMembers(t, other, 200);
    const bonus = await systemAccount(t.db, { merchantId: other.id, kind: 'BONUS', currency: 'VND' });
    const responses = await Promise.all(members.map((m) => claimAs(t, m, {})));
    expect(codesOf(responses)).toEqual({ ok: 100, RED_ENVELOPE_POOL_EMPTY: 100 });
    for (const res of responses.filter((r) => !r.json().success)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('red_envelope_pool_empty');
    }
    const money = await readCampaignMoney(t.db, campaignId);
    expect(money).toMatchObject({ claimed: 100, packets: 100, postings: 100 });
    expect(money.paidMinor).toBe(123_457n);
    expect(money.creditedMinor).toBe(123_457n);
    const paidToMembers = (await Promise.all(members.map((m) => mainBalance(t.db, m.id)))).reduce(
      (a, b) => a + b,
      0n,
    );
    expect(paidToMembers).toBe(123_457n);
    const answered = responses
      .filter((r) => r.json().success)
      .reduce((sum, r) => sum + r.json().value.amountMinor, 0);
    expect(answered).toBe(123_457);
    const bonusRow = await t.db
      .selectFrom('ledger_account')
      .select('balance_minor')
      .where('id', '=', bonus)
      .executeTakeFirstOrThrow();
    expect(BigInt(bonusRow.balance_minor)).toBe(-123_457n);
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });
});

describe('limits, schedule and pool', () => {
  it('counts the per-day limit in the merchant day and the per-member limit over the campaign', async () => {
    const campaignId = await makeCampaign(t.db, merchant.id, {
      packetCount: 20,
      totalMinor: 20_000,
      perMemberLimit: 3,
      perDayLimit: 2,
      endsAt: new Date(Date.now() + 5 * DAY_MS).toISOString(),
    });
    const member = await oneMember();
    const claim = (now: Date) =>
      claimRedEnvelope(
        t.db,
        { merchantId: merchant.id, memberId: member.id, timeZone: ZONE, campaignId },
        now,
      );
    const now = new Date();
    const first = await claim(now);
    expect(first.claimsLeft).toBe(1);
    expect((await claim(now)).claimsLeft).toBe(0);
    await expect(claim(now)).rejects.toMatchObject({ code: 'RED_ENVELOPE_DAILY_LIMIT' });
    const tomorrow = new Date(now.getTime() + DAY_MS);
    expect((await claim(tomorrow)).claimsLeft).toBe(0);
    await expect(claim(tomorrow)).rejects.toMatchObject({ code: 'RED_ENVELOPE_LIMIT_REACHED' });
    expect(await readCampaignMoney(t.db, campaignId)).toMatchObject({ claimed: 3, postings: 3 });
  });

  it('answers a retried opening (same requestId) with its first packet and pays once', async () => {
    const campaignId = await makeCampaign(t.db, merchant.id, { perMemberLimit: 5, perDayLimit: 5 });
    const member = await oneMember();
    const requestId = randomUUID();
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => claimAs(t, member, { campaignId: String(campaignId), requestId })),
    );
    const claimIds = new Set(tries.map((r) => r.json().value?.claimId));
    expect(claimIds.size).toBe(1);
    expect(tries.every((r) => r.json().success)).toBe(true);
    expect(await readCampaignMoney(t.db, campaignId)).toMatchObject({ claimed: 1, postings: 1 });
    const again = await claimAs(t, member, { campaignId: String(campaignId), requestId: randomUUID() });
    expect(again.json().value.claimId).not.toBe([...claimIds][0]);
  });

  it('opens only while the campaign is live: not before its start, not after its end or close', async () => {
    const later = await makeMerchant(t.db, { brand: { timeZone: ZONE } });
    const start = new Date(Date.now() + DAY_MS);
    const campaignId = await makeCampaign(t.db, later.id, {
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + DAY_MS).toISOString(),
    });
    const [member] = await makeManyMembers(t, later, 1);
    expect(await statusOf(member!)).toEqual([]);
    expectFailure(await claimAs(t, member!, {}), 409, 'RED_ENVELOPE_NOT_AVAILABLE');
    const input = { merchantId: later.id, memberId: member!.id, timeZone: ZONE, campaignId };
    const afterEnd = new Date(start.getTime() + 2 * DAY_MS);
    await expect(claimRedEnvelope(t.db, input, afterEnd)).rejects.toMatchObject({
      code: 'RED_ENVELOPE_NOT_AVAILABLE',
    });
    const during = new Date(start.getTime() + 60_000);
    await t.db
      .updateTable('red_envelope_campaign')
      .set({ closed_at: new Date() })
      .where('id', '=', campaignId)
      .execute();
    await expect(claimRedEnvelope(t.db, input, during)).rejects.toMatchObject({
      code: 'RED_ENVELOPE_NOT_AVAILABLE',
    });
    expect(await readCampaignMoney(t.db, campaignId)).toMatchObject({ claimed: 0, postings: 0 });
  });

  it('says pool empty when the last packet is gone, and stops showing the envelope', async () => {
    const small = await makeMerchant(t.db, { brand: { timeZone: ZONE } });
    await makeCampaign(t.db, small.id, {
      totalMinor: 500,
      packetCount: 1,
      minPacketMinor: 500,
      maxPacketMinor: 500,
    });
    const [first, second] = await makeManyMembers(t, small, 2);
    expect(await statusOf(second!)).toHaveLength(1);
    // The spec's call carries no body: none at all is a claim from the live campaign.
    const won = await claimAs(t, first!);
    expect(won.json().value).toMatchObject({ amountMinor: 500, claimsLeft: 0 });
    expect(await statusOf(second!)).toEqual([]);
    const res = await claimAs(t, second!, {});
    expectFailure(res, 409, 'RED_ENVELOPE_POOL_EMPTY');
    expect(res.json().message).toBe('red_envelope_pool_empty');
    expect(await mainBalance(t.db, second!.id)).toBe(0n);
  });

  it('opens a minimum-deposit campaign only to members whose deposits since the start reach it', async () => {
    const shop = await makeMerchant(t.db, { brand: { timeZone: ZONE } });
    const campaignId = await makeCampaign(t.db, shop.id, {
      audience: 'MIN_DEPOSIT',
      minDepositMinor: 10_000,
    });
    const [member] = await makeManyMembers(t, shop, 1);
    expect(await statusOf(member!)).toEqual([]);
    expectFailure(
      await claimAs(t, member!, { campaignId: String(campaignId) }),
      409,
      'RED_ENVELOPE_NOT_AVAILABLE',
    );
    const method = await makeBankMethod(t.db, shop.id);
    const account = await memberAccount(t.db, {
      merchantId: shop.id,
      memberId: member!.id,
      walletCode: 'MAIN',
      currency: 'VND',
    });
    const clearing = await systemAccount(t.db, {
      merchantId: shop.id,
      kind: 'GATEWAY_CLEARING',
      currency: 'VND',
    });
    const { transactionId } = await postTransaction(t.db, {
      merchantId: shop.id,
      idempotencyKey: `test:${randomUUID()}`,
      kind: 'DEPOSIT',
      legs: [
        { accountId: clearing, amountMinor: -10_000n },
        { accountId: account, amountMinor: 10_000n },
      ],
    });
    await t.db
      .insertInto('deposit')
      .values({
        merchant_id: shop.id,
        member_id: member!.id,
        method_id: method.id,
        request_id: randomUUID(),
        amount_minor: 10_000n,
        status: 'CREDITED',
        ledger_transaction_id: transactionId,
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
    expect(await statusOf(member!)).toEqual([expect.objectContaining({ campaignId: String(campaignId) })]);
    expect((await claimAs(t, member!, {})).json().success).toBe(true);
  });
});

describe('refusals', () => {
  it('refuses a trial account with in_need_true_account and shows it no envelope', async () => {
    const campaignId = await makeCampaign(t.db, merchant.id);
    const [trial] = await makeManyMembers(t, merchant, 1, 4);
    expect(await statusOf(trial!)).toEqual([]);
    const res = await claimAs(t, trial!, { campaignId: String(campaignId) });
    expectFailure(res, 403, 'TRIAL_ACCOUNT');
    expect(res.json().message).toBe('in_need_true_account');
    expect(await readCampaignMoney(t.db, campaignId)).toMatchObject({ claimed: 0, postings: 0 });
  });

  it('answers malformed input with the envelope error and changes nothing', async () => {
    const campaignId = await makeCampaign(t.db, merchant.id, { perMemberLimit: 5, perDayLimit: 5 });
    const member = await oneMember();
    for (const body of [
      { campaignId: 'abc' },
      { campaignId: -1 },
      { requestId: 'short' },
      { requestId: 'x'.repeat(200) },
      'not json at all',
      [1, 2],
    ]) {
      const res = await claimAs(t, member, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ success: false });
    }
    expectFailure(await claimAs(t, member, { campaignId: '999999999' }), 409, 'RED_ENVELOPE_NOT_AVAILABLE');
    expectFailure(
      await t.app.inject({
        method: 'POST',
        url: RED_ENVELOPE_CLAIM_PATH,
        headers: { merchant: merchant.code },
        payload: {},
      }),
      401,
      'NOT_LOGGED_IN',
    );
    expect(await readCampaignMoney(t.db, campaignId)).toMatchObject({ claimed: 0, postings: 0 });
    expect(await mainBalance(t.db, member.id)).toBe(0n);
  });

  it("never opens another merchant's campaign, and the history shows only the member's own", async () => {
    const mine = await makeMerchant(t.db, { brand: { timeZone: ZONE } });
    const theirs = await makeMerchant(t.db, { brand: { timeZone: ZONE } });
    const theirCampaign = await makeCampaign(t.db, theirs.id);
    await makeCampaign(t.db, mine.id, { name: 'Mine' });
    const [member, neighbour] = await makeManyMembers(t, mine, 2);
    expectFailure(
      await claimAs(t, member!, { campaignId: String(theirCampaign) }),
      409,
      'RED_ENVELOPE_NOT_AVAILABLE',
    );
    const won = (await claimAs(t, member!, {})).json().value;
    expect(won.campaignName).toBe('Mine');
    const history = (headers: TSessionMember) =>
      t.app.inject({
        method: 'GET',
        url: `${RED_ENVELOPE_HISTORY_PATH}?page=1&pageSize=10`,
        headers: { authorization: headers.token, merchant: headers.merchantCode },
      });
    expect((await history(member!)).json().value).toMatchObject({
      total: 1,
      list: [{ claimId: won.claimId, campaignName: 'Mine', amountMinor: won.amountMinor }],
    });
    expect((await history(neighbour!)).json().value).toMatchObject({ total: 0, list: [] });
    expect(await readCampaignMoney(t.db, theirCampaign)).toMatchObject({ claimed: 0 });
  });
});
