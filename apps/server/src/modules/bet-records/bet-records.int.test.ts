import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId, makeSession } from '../../test/member-factories.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  makeOtherMerchant,
  type TLoggedInMember,
} from '../member/security-centre.factories.js';
import { callVendorApi, makeVendor, makeVendorPlayer } from '../vendor-wallet/vendor-wallet.factories.js';
import { makeRound } from './bet-records.factories.js';
import { sealSecret } from '../../platform/secrets/seal-secret.js';

let t: TTestApp;
let merchantId: bigint;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await demoMerchantId(t.db);
  await t.db
    .insertInto('vendor_integration')
    .values({
      merchant_id: merchantId,
      vassalage: 'RECVENDOR',
      display_name: 'Record Vendor',
      wallet_mode: 'SEAMLESS',
      hmac_secret: sealSecret('vendor-hmac', 'x'),
    })
    .execute();
  await t.db
    .insertInto('game')
    .values({
      merchant_id: merchantId,
      vassalage: 'RECVENDOR',
      game_category: 'RNG',
      code: 'REC_GAME',
      game_type: 'SLOT',
      names: JSON.stringify({ TW: '紀錄老虎機', EN: 'Record Slot' }),
    })
    .execute();
});
afterAll(async () => t.close());

const get = (url: string, member: TLoggedInMember, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headersOf(member), ...extra } });
// Times are written in the demo merchant's zone (Asia/Ho_Chi_Minh, GMT+7): its days are the filters' days.
const day = (iso: string) => new Date(iso);

type TRecordBody = {
  value: {
    list: { roundId: string; vendorName: string; gameName: string | null; profit: number; status: string }[];
    total: number;
    totals: Record<string, number>;
  };
};

describe('GET /wps/relay/ODSFE2_betRecords', () => {
  it("lists only the member's own rounds, newest first, named in the asked language, totals over the whole filter", async () => {
    const me = await makeLoggedInMember(t);
    const other = await makeLoggedInMember(t);
    const mine = { merchantId, memberId: me.id };
    await makeRound(t.db, {
      ...mine,
      roundId: 'old',
      stake: 1_000n,
      payout: 3_000n,
      betAt: day('2024-03-01T10:00:00+07:00'),
    });
    await makeRound(t.db, {
      ...mine,
      roundId: 'mid',
      stake: 2_000n,
      payout: 0n,
      betAt: day('2024-03-02T10:00:00+07:00'),
    });
    await makeRound(t.db, {
      ...mine,
      roundId: 'new',
      stake: 500n,
      status: 'OPEN',
      betAt: day('2024-03-03T10:00:00+07:00'),
    });
    await makeRound(t.db, {
      merchantId,
      memberId: other.id,
      roundId: 'theirs',
      betAt: day('2024-03-02T11:00:00+07:00'),
    });

    const res = await get('/wps/relay/ODSFE2_betRecords?pageSize=2', me, { language: 'en' });
    expect(res.statusCode).toBe(200);
    const { value } = res.json() as TRecordBody;
    expect(value.list.map((r) => r.roundId)).toEqual(['new', 'mid']);
    expect(value.list[0]).toMatchObject({
      vendorName: 'Record Vendor',
      gameName: 'Record Slot',
      gameCategory: 'RNG',
      status: 'OPEN',
      stake: 500,
      profit: 0,
      settledTime: null,
    });
    expect(value.list[1]).toMatchObject({ profit: -2_000, status: 'SETTLED' });
    expect(value.total).toBe(3);
    expect(value.totals).toEqual({ rounds: 3, stake: 3_500, validBet: 3_500, payout: 3_000, profit: 0 });

    const page2 = (await get('/wps/relay/ODSFE2_betRecords?pageSize=2&page=2', me)).json() as TRecordBody;
    expect(page2.value.list.map((r) => r.roundId)).toEqual(['old']);
    // No Language header: the TW name.
    expect(page2.value.list[0]).toMatchObject({ gameName: '紀錄老虎機', profit: 2_000 });
  });

  it("filters by category, status and inclusive days of the merchant's zone (the demo's is GMT+7)", async () => {
    const me = await makeLoggedInMember(t);
    const mine = { merchantId, memberId: me.id };
    await makeRound(t.db, { ...mine, roundId: 'before', betAt: day('2024-04-09T23:59:59+07:00') });
    await makeRound(t.db, { ...mine, roundId: 'first', betAt: day('2024-04-10T00:00:00+07:00') });
    await makeRound(t.db, {
      ...mine,
      roundId: 'live',
      gameCategory: 'LIVE',
      gameCode: null,
      betAt: day('2024-04-11T12:00:00+07:00'),
    });
    await makeRound(t.db, {
      ...mine,
      roundId: 'last',
      status: 'OPEN',
      betAt: day('2024-04-12T23:59:59+07:00'),
    });
    await makeRound(t.db, { ...mine, roundId: 'after', betAt: day('2024-04-13T00:00:00+07:00') });
    const ids = async (query: string) =>
      ((await get(`/wps/relay/ODSFE2_betRecords?${query}`, me)).json() as TRecordBody).value.list.map(
        (r) => r.roundId,
      );
    expect(await ids('startDate=2024-04-10&endDate=2024-04-12')).toEqual(['last', 'live', 'first']);
    expect(await ids('startDate=2024-04-10&endDate=2024-04-12&gameCategory=LIVE')).toEqual(['live']);
    expect(await ids('status=OPEN')).toEqual(['last']);
    const live = (await get('/wps/relay/ODSFE2_betRecords?gameCategory=LIVE', me)).json() as TRecordBody;
    expect(live.value.list[0]).toMatchObject({ gameName: null, vendorName: 'Record Vendor' });
  });

  it('shows a round a vendor played through the wallet API, settled with its profit', async () => {
    const vendor = await makeVendor(t, { lane: 'FISH' });
    const p = await makeVendorPlayer(t, vendor, 10_000n);
    await callVendorApi(t, vendor, 'bet', {
      ...p.bet,
      transactionId: 'b',
      roundId: 'api-round',
      amount: 1_500,
    });
    await callVendorApi(t, vendor, 'win', {
      ...p.base,
      transactionId: 'w',
      roundId: 'api-round',
      amount: 4_000,
    });
    const player = { ...p.member, token: await makeSession(t.ctx, p.member), merchantCode: 'demo' };
    const { value } = (await get('/wps/relay/ODSFE2_betRecords', player)).json() as TRecordBody;
    expect(value.list).toHaveLength(1);
    expect(value.list[0]).toMatchObject({
      roundId: 'api-round',
      vendorName: `Vendor ${vendor.vendorCode}`,
      gameCategory: 'FISH',
      stake: 1_500,
      payout: 4_000,
      profit: 2_500,
      status: 'SETTLED',
    });
  });

  it('refuses guests, trial accounts, impossible days and unknown categories', async () => {
    const guest = await t.app.inject({ url: '/wps/relay/ODSFE2_betRecords', headers: { merchant: 'demo' } });
    expectFailure(guest, 401, 'NOT_LOGGED_IN');
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    expectFailure(await get('/wps/relay/ODSFE2_betRecords', trial), 403, 'TRIAL_ACCOUNT');
    expectFailure(await get('/wps/relay/ODSFE2_personalProfit', trial), 403, 'TRIAL_ACCOUNT');
    const me = await makeLoggedInMember(t);
    expectFailure(
      await get('/wps/relay/ODSFE2_betRecords?startDate=2024-02-30', me),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(await get('/wps/relay/ODSFE2_betRecords?gameCategory=CARDS', me), 400, 'VALIDATION_FAILED');
  });

  it("never shows another merchant's rounds, even of a member id asked with that merchant", async () => {
    const other = await makeOtherMerchant(t);
    const me = await makeLoggedInMember(t);
    await makeRound(t.db, { merchantId, memberId: me.id, roundId: 'home' });
    // The session belongs to demo: asked under another merchant, it is not a session at all.
    expectFailure(
      await get('/wps/relay/ODSFE2_betRecords', me, { merchant: other.code }),
      401,
      'NOT_LOGGED_IN',
    );
  });
});

type TProfitBody = {
  value: {
    rows: { day: string; gameCategory: string; rounds: number; profit: number }[];
    byCategory: { gameCategory: string; rounds: number; profit: number; stake: number }[];
    totals: Record<string, number>;
  };
};

describe('GET /wps/relay/ODSFE2_personalProfit', () => {
  it("sums settled rounds by day of the merchant's zone and category, per category and in all", async () => {
    const me = await makeLoggedInMember(t);
    const mine = { merchantId, memberId: me.id };
    await makeRound(t.db, {
      ...mine,
      stake: 1_000n,
      payout: 2_500n,
      betAt: day('2024-05-01T01:00:00+07:00'),
    });
    await makeRound(t.db, { ...mine, stake: 1_000n, payout: 0n, betAt: day('2024-05-01T23:00:00+07:00') });
    await makeRound(t.db, {
      ...mine,
      gameCategory: 'LIVE',
      stake: 2_000n,
      payout: 4_000n,
      betAt: day('2024-05-01T12:00:00+07:00'),
    });
    await makeRound(t.db, { ...mine, stake: 700n, payout: 0n, betAt: day('2024-05-03T12:00:00+07:00') });
    await makeRound(t.db, {
      ...mine,
      stake: 9_000n,
      status: 'OPEN',
      betAt: day('2024-05-03T13:00:00+07:00'),
    });
    await makeRound(t.db, { ...mine, stake: 9_000n, betAt: day('2024-04-30T23:59:59+07:00') });

    const res = await get('/wps/relay/ODSFE2_personalProfit?startDate=2024-05-01&endDate=2024-05-03', me);
    expect(res.statusCode).toBe(200);
    const { value } = res.json() as TProfitBody;
    expect(value.rows).toEqual([
      {
        day: '2024-05-03',
        gameCategory: 'RNG',
        rounds: 1,
        stake: 700,
        validBet: 700,
        payout: 0,
        profit: -700,
      },
      {
        day: '2024-05-01',
        gameCategory: 'RNG',
        rounds: 2,
        stake: 2_000,
        validBet: 2_000,
        payout: 2_500,
        profit: 500,
      },
      {
        day: '2024-05-01',
        gameCategory: 'LIVE',
        rounds: 1,
        stake: 2_000,
        validBet: 2_000,
        payout: 4_000,
        profit: 2_000,
      },
    ]);
    expect(value.byCategory).toEqual([
      { gameCategory: 'RNG', rounds: 3, stake: 2_700, validBet: 2_700, payout: 2_500, profit: -200 },
      { gameCategory: 'LIVE', rounds: 1, stake: 2_000, validBet: 2_000, payout: 4_000, profit: 2_000 },
    ]);
    expect(value.totals).toEqual({ rounds: 4, stake: 4_700, validBet: 4_700, payout: 6_500, profit: 1_800 });
    const live = (
      await get(
        '/wps/relay/ODSFE2_personalProfit?startDate=2024-05-01&endDate=2024-05-03&gameCategory=LIVE',
        me,
      )
    ).json() as TProfitBody;
    expect(live.value.totals).toMatchObject({ rounds: 1, profit: 2_000 });
  });

  it('covers the last 7 days by default and refuses more than 92', async () => {
    const me = await makeLoggedInMember(t);
    const mine = { merchantId, memberId: me.id };
    const now = Date.now();
    await makeRound(t.db, { ...mine, payout: 1_500n, betAt: new Date(now - 60_000) });
    await makeRound(t.db, { ...mine, payout: 9_000n, betAt: new Date(now - 8 * 24 * 3_600_000) });
    const { value } = (await get('/wps/relay/ODSFE2_personalProfit', me)).json() as TProfitBody;
    expect(value.totals).toMatchObject({ rounds: 1, profit: 500 });
    const tooLong = await get('/wps/relay/ODSFE2_personalProfit?startDate=2024-01-01&endDate=2024-04-02', me);
    expectFailure(tooLong, 400, 'VALIDATION_FAILED', { startDate: 'date_range_too_long' });
  });
});
