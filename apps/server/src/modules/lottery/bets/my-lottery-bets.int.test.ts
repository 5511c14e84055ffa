import { ZLotteryMyBetsAnswer } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { expectFailure, headersOf, type TLoggedInMember } from '../../member/security-centre.factories.js';
import { createLotteryGame } from '../create-lottery-game.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import { makeBettor, makeLotteryIssue, placeSlip, slipOf } from './bets-test.factories.js';

let t: TTestApp;
let merchant: { id: bigint; code: string };
let ssc: TLotteryGameRow;
let north: TLotteryGameRow;
let alice: TLoggedInMember;
let bob: TLoggedInMember;
let placed: string[];

const myBets = (member: TLoggedInMember, query = '') =>
  t.app.inject({ method: 'GET', url: `/lgw/bets${query}`, headers: headersOf(member) });

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  ssc = await createLotteryGame(t.db, merchant.id, { engineCode: 'SSC_1M' });
  north = await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MB', resultSource: 'SIMULATED' });
  await t.db.updateTable('lottery_game').set({ allow_bet_cancel: true }).where('id', '=', ssc.id).execute();
  alice = await makeBettor(t, merchant);
  bob = await makeBettor(t, merchant);
  const fast = await makeLotteryIssue(t, ssc);
  const daily = await makeLotteryIssue(t, north, { stationIds: ['ha-noi'] });
  placed = [];
  // Five of Alice's bets, one slip at a time so each has its own placed_at; one of Bob's.
  for (const [game, issue, bet] of [
    [ssc, fast, { betCode: 'SSC_B1_DIGIT', picks: ['1'], unitStakeMinor: 100 }],
    [ssc, fast, { betCode: 'SSC_B2_DIGIT', picks: ['2'], unitStakeMinor: 100 }],
    [north, daily, { betCode: 'VN_MB_DE', picks: ['03'], unitStakeMinor: 1_000 }],
    [ssc, fast, { betCode: 'SSC_B3_DIGIT', picks: ['4'], unitStakeMinor: 100 }],
    [north, daily, { betCode: 'VN_MB_DE', picks: ['05'], unitStakeMinor: 1_000 }],
  ] as const) {
    const res = await placeSlip(t, alice, slipOf(game, issue, [{ ...bet, picks: [...bet.picks] }]));
    placed.push(res.json().value.bets[0].betId);
  }
  await placeSlip(
    t,
    bob,
    slipOf(ssc, fast, [{ betCode: 'SSC_B1_DIGIT', picks: ['9'], unitStakeMinor: 100 }]),
  );
  // The first bet settled as a win (what the settlement job writes).
  await t.db
    .updateTable('lottery_bet')
    .set({ status: 'WON', hits: 1, payout_minor: 991n, settled_at: new Date() })
    .where('id', '=', BigInt(placed[0]!))
    .execute();
});
afterAll(() => t.close());

describe('my bets', () => {
  it('lists only my bets, newest first, in pages', async () => {
    const first = ZLotteryMyBetsAnswer.parse((await myBets(alice, '?pageSize=2')).json().value);
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 5 });
    expect(first.items.map((bet) => bet.betId)).toEqual([placed[4], placed[3]]);
    const third = (await myBets(alice, '?pageSize=2&page=3')).json().value;
    expect(third.items.map((bet: { betId: string }) => bet.betId)).toEqual([placed[0]]);
    expect((await myBets(alice, '?page=4&pageSize=2')).json().value.items).toEqual([]);
    const bobs = (await myBets(bob)).json().value;
    expect(bobs.total).toBe(1);
    expect(bobs.items[0].picks).toEqual(['9']);
  });

  it('filters open and settled bets and by game', async () => {
    const open = (await myBets(alice, '?state=open')).json().value;
    expect(open.total).toBe(4);
    const settled = (await myBets(alice, '?state=settled')).json().value;
    expect(settled.items).toHaveLength(1);
    expect(settled.items[0]).toMatchObject({
      betId: placed[0],
      status: 'WON',
      hits: 1,
      payoutMinor: 991,
      canCancel: false,
    });
    expect(settled.items[0].settledAt).not.toBeNull();
    const daily = (await myBets(alice, `?gameCode=${north.code}`)).json().value;
    expect(daily.items.map((bet: { betId: string }) => bet.betId)).toEqual([placed[4], placed[2]]);
  });

  it('says which bets can be cancelled and which games are simulated', async () => {
    const items = (await myBets(alice)).json().value.items as {
      betId: string;
      gameCode: string;
      canCancel: boolean;
      isSimulated: boolean;
    }[];
    const byId = new Map(items.map((bet) => [bet.betId, bet]));
    // SSC allows cancelling; the simulated North game does not.
    expect(byId.get(placed[1]!)).toMatchObject({ canCancel: true, isSimulated: false });
    expect(byId.get(placed[2]!)).toMatchObject({ canCancel: false, isSimulated: true });
  });

  it('refuses guests and bad filters in the envelope', async () => {
    expectFailure(
      await t.app.inject({ method: 'GET', url: '/lgw/bets', headers: { merchant: merchant.code } }),
      401,
      'NOT_LOGGED_IN',
    );
    for (const query of ['?state=mine', '?page=0', '?pageSize=101', '?gameCode=a%20b'])
      expectFailure(await myBets(alice, query), 400, 'VALIDATION_FAILED');
  });
});
