import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { headersOf, type TLoggedInMember } from '../../member/security-centre.factories.js';
import { createLotteryGame } from '../create-lottery-game.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import { makeBettor, makeLotteryIssue, placeSlip, slipOf } from './bets-test.factories.js';

// The member's account record (ODSFE2_MemTransDet) shows lottery money like any other: a bet and a cancel.
let t: TTestApp;
let merchant: { id: bigint; code: string };
let north: TLotteryGameRow;
let member: TLoggedInMember;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  north = await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MB' });
  await t.db.updateTable('lottery_game').set({ allow_bet_cancel: true }).where('id', '=', north.id).execute();
  member = await makeBettor(t, merchant, 1_000_000n);
});
afterAll(() => t.close());

const history = (query = '') =>
  t.app.inject({ url: `/wps/relay/ODSFE2_MemTransDet${query}`, headers: headersOf(member) });

describe('lottery lines in the account record', () => {
  it('lists the bet as LOTTERY_BET and its cancel as LOTTERY_CANCEL, each filterable', async () => {
    const issue = await makeLotteryIssue(t, north, { stationIds: ['ha-noi'] });
    const placed = await placeSlip(
      t,
      member,
      slipOf(north, issue, [{ betCode: 'VN_MB_LO2', picks: ['05'], unitStakeMinor: 1_000 }]),
    );
    expect(placed.statusCode).toBe(200);
    const betId = placed.json().value.bets[0].betId as string;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/lgw/bets/${betId}/cancel`,
      headers: headersOf(member),
    });
    expect(cancelled.statusCode).toBe(200);

    const lines = (await history()).json().value.list as {
      type: string;
      amount: number;
      balanceAfter: number;
    }[];
    expect(
      lines.slice(0, 2).map(({ type, amount, balanceAfter }) => ({ type, amount, balanceAfter })),
    ).toEqual([
      { type: 'LOTTERY_CANCEL', amount: 27_000, balanceAfter: 1_000_000 },
      { type: 'LOTTERY_BET', amount: -27_000, balanceAfter: 973_000 },
    ]);
    const bets = (await history('?type=LOTTERY_BET')).json().value.list as { type: string }[];
    expect(bets.map((line) => line.type)).toEqual(['LOTTERY_BET']);
  });
});
