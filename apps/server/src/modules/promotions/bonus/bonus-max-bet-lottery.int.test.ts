import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { createLotteryGame } from '../../lottery/create-lottery-game.js';
import { makeBettor, makeLotteryIssue, placeSlip, slipOf } from '../../lottery/bets/bets-test.factories.js';
import { expectFailure } from '../../member/security-centre.factories.js';
import { expectLedgerClean, grantTo } from './bonus.factories.js';
import { forfeitBonus } from './forfeit-bonus.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectLedgerClean(t);
  await t.close();
});

describe('the maximum bet while wagering, on lottery slips', () => {
  it('refuses a slip with a bet above it (nothing placed), takes one within it, and lifts once the wager ends', async () => {
    const merchant = await makeMerchant(t.db);
    const game = await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MB' });
    const issue = await makeLotteryIssue(t, game, { stationIds: ['ha-noi'] });
    const member = await makeBettor(t, merchant, 1_000_000n);
    const grant = await grantTo(t, { id: member.id, merchantId: merchant.id }, { maxBetMinor: 50_000n });
    // Lô 2 digits at 1,000 a unit costs 27,000 per number on the North draw.
    const two = slipOf(game, issue, [{ betCode: 'VN_MB_LO2', picks: ['07', '23'], unitStakeMinor: 1_000 }]);
    expectFailure(await placeSlip(t, member, two), 400, 'BET_ABOVE_WAGER_MAXIMUM', { maximum: '50000' });
    expect(
      await t.db.selectFrom('bet_round').select('id').where('member_id', '=', member.id).execute(),
    ).toHaveLength(0);
    const one = slipOf(game, issue, [{ betCode: 'VN_MB_LO2', picks: ['07'], unitStakeMinor: 1_000 }]);
    const placed = await placeSlip(t, member, one);
    expect(placed.statusCode, placed.body).toBe(200);
    await forfeitBonus(t.db, { merchantId: merchant.id, grantId: grant.id, reason: 'MEMBER_REQUEST' });
    const after = await placeSlip(
      t,
      member,
      slipOf(game, issue, [{ betCode: 'VN_MB_LO2', picks: ['07', '23'], unitStakeMinor: 1_000 }]),
    );
    expect(after.statusCode, after.body).toBe(200);
  });
});
