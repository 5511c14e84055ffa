import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { expectFailure, headersOf, type TLoggedInMember } from '../../member/security-centre.factories.js';
import { createLotteryGame } from '../../lottery/create-lottery-game.js';
import type { TLotteryGameRow } from '../../lottery/lottery-game-schedule.js';
import {
  footprintOf,
  makeBettor,
  makeLotteryIssue,
  placeSlip,
  slipOf,
} from '../../lottery/bets/bets-test.factories.js';
import { limitOf, readLimits, setLimit } from './limits.factories.js';

let t: TTestApp;
let merchant: { id: bigint; code: string };
let north: TLotteryGameRow;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  north = await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MB' });
  await t.db.updateTable('lottery_game').set({ allow_bet_cancel: true }).where('id', '=', north.id).execute();
});
afterAll(() => t.close());

const LO = (pick: string) => ({ betCode: 'VN_MB_LO2', picks: [pick], unitStakeMinor: 1_000 });

/** A slip of two bets on a fresh issue: its body, its issue and its total stake (priced by the server). */
async function slipFor(member: TLoggedInMember, picks = ['10', '11'], slipId = randomUUID()) {
  const issue = await makeLotteryIssue(t, north, { stationIds: ['ha-noi'] });
  return { issue, body: slipOf(north, issue, picks.map(LO), slipId) };
}

describe('a lottery slip past a limit', () => {
  let stake: number;
  beforeAll(async () => {
    // The price of a two-bet slip, as the server computes it.
    const probe = await makeBettor(t, merchant);
    const res = await placeSlip(t, probe, (await slipFor(probe)).body);
    expect(res.statusCode, res.body).toBe(200);
    stake = res.json().value.totalStakeMinor;
  });

  it("is refused on the slip's total stake with the remaining allowance, and writes nothing", async () => {
    const member = await makeBettor(t, merchant);
    await setLimit(t, member, { kind: 'wager', period: 'week', amount: stake + stake / 2 });
    expect((await placeSlip(t, member, (await slipFor(member)).body)).statusCode).toBe(200);

    const second = await slipFor(member);
    const before = await footprintOf(t, member.id, second.issue.id);
    expectFailure(await placeSlip(t, member, second.body), 403, 'PROTECTION_LIMIT_REACHED', {
      kind: 'wager',
      period: 'week',
      limit: String(stake + stake / 2),
      remaining: String(stake / 2),
    });
    expect(await footprintOf(t, member.id, second.issue.id)).toEqual(before);
  });

  it('counts a cancelled bet neither as wager nor as loss', async () => {
    const member = await makeBettor(t, merchant);
    await setLimit(t, member, { kind: 'loss', period: 'day', amount: stake });
    const placed = await placeSlip(t, member, (await slipFor(member)).body);
    expect(placed.statusCode).toBe(200);
    expect(limitOf(await readLimits(t, member), 'loss', 'day')).toMatchObject({ used: stake, remaining: 0 });
    expectFailure(await placeSlip(t, member, (await slipFor(member)).body), 403, 'PROTECTION_LIMIT_REACHED');

    const betId = placed.json().value.bets[0].betId as string;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/lgw/bets/${betId}/cancel`,
      headers: headersOf(member),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const loss = limitOf(await readLimits(t, member), 'loss', 'day');
    expect(loss.used).toBeLessThan(stake);
    expect(loss.used).toBeGreaterThan(0);
  });

  it('answers a late copy of an accepted slip with its result, and lets two slips at once not both pass', async () => {
    const member = await makeBettor(t, merchant);
    await setLimit(t, member, { kind: 'wager', period: 'day', amount: stake });
    const { body } = await slipFor(member);
    const copies = await Promise.all([placeSlip(t, member, body), placeSlip(t, member, body)]);
    expect(copies.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(copies.map((res) => res.json().value.isReplay).sort()).toEqual([false, true]);

    const other = await makeBettor(t, merchant);
    await setLimit(t, other, { kind: 'wager', period: 'day', amount: stake });
    const slips = await Promise.all([slipFor(other), slipFor(other), slipFor(other)]);
    const answers = await Promise.all(slips.map((slip) => placeSlip(t, other, slip.body)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 403, 403]);
  });
});
