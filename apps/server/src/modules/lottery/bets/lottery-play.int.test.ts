import { findLotteryGame, lotteryBetTypesOf, ZLotteryPlayAnswer } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { expectFailure } from '../../member/security-centre.factories.js';
import { createLotteryGame } from '../create-lottery-game.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import { writeLotteryOddsVersion } from '../odds/lottery-odds.js';
import { makeBettor, makeLotteryIssue, placeSlip, slipOf } from './bets-test.factories.js';

let t: TTestApp;
let merchant: { id: bigint; code: string };
let north: TLotteryGameRow;
let k3: TLotteryGameRow;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  north = await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MB', resultSource: 'SIMULATED' });
  k3 = await createLotteryGame(t.db, merchant.id, { engineCode: 'K3_1M' });
  await t.db
    .updateTable('lottery_game')
    .set({
      min_unit_stake_minor: 1_000n,
      max_bet_stake_minor: 2_000_000n,
      max_payout_minor: 90_000_000n,
      allow_bet_cancel: true,
    })
    .where('id', '=', north.id)
    .execute();
  await t.db
    .insertInto('lottery_number_cap')
    .values([
      { game_id: north.id, bet_code: 'VN_MB_LO2', pick: '13', mode: 'CLOSED' },
      { game_id: north.id, bet_code: 'VN_MB_LO2', pick: '14', mode: 'LIMIT', liability_cap_minor: 10_000n },
      { game_id: north.id, bet_code: 'VN_MB_LO2', pick: '15', mode: 'HALF_PAY' },
      { game_id: north.id, bet_code: 'VN_MB_DE', pick: '15', mode: 'HALF_PAY' },
    ])
    .execute();
});
afterAll(() => t.close());

const play = (gameCode: string, merchantCode = merchant.code) =>
  t.app.inject({ method: 'GET', url: `/lgw/games/${gameCode}/play`, headers: { merchant: merchantCode } });

describe('a game’s betting view', () => {
  it('shows a guest the odds, limits, bet types, capped picks and the open issue', async () => {
    const issue = await makeLotteryIssue(t, north, { stationIds: ['ha-noi'] });
    const res = await play(north.code);
    expect(res.statusCode).toBe(200);
    const answer = ZLotteryPlayAnswer.parse(res.json().value);
    expect(answer).toMatchObject({
      game: { gameCode: north.code, isSimulated: true, resultSource: 'SIMULATED' },
      oddsVersion: 1,
      minUnitStakeMinor: 1_000,
      maxBetStakeMinor: 2_000_000,
      maxPayoutMinor: 90_000_000,
      allowBetCancel: true,
      currency: 'VND',
      openIssue: {
        gameCode: north.code,
        numero: issue.code,
        stationIds: ['ha-noi'],
        closeAt: issue.close_at.toISOString(),
        isSimulated: true,
      },
    });
    expect(answer.betTypes.map((bet) => bet.betCode)).toEqual(
      lotteryBetTypesOf(findLotteryGame('VN_MB')!).map((definition) => definition.code),
    );
    const lo = answer.betTypes.find((bet) => bet.betCode === 'VN_MB_LO2');
    expect(lo).toEqual({
      betCode: 'VN_MB_LO2',
      odds: { WIN: 99_000 },
      cappedPicks: [
        { pick: '13', mode: 'CLOSED' },
        { pick: '15', mode: 'HALF_PAY' },
      ],
    });
    expect(answer.betTypes.find((bet) => bet.betCode === 'VN_MB_DE')?.cappedPicks).toEqual([
      { pick: '15', mode: 'HALF_PAY' },
    ]);
  });

  it('sells the newest odds version, and a bet snapshots it', async () => {
    const game = await createLotteryGame(t.db, merchant.id, { engineCode: 'SSC_1M' });
    const current = (await play(game.code)).json().value;
    expect(current.openIssue).toBeNull();
    const odds = Object.fromEntries(
      current.betTypes.map((bet: { betCode: string; odds: Record<string, number> }) => [
        bet.betCode,
        bet.odds,
      ]),
    );
    await writeLotteryOddsVersion(t.db, game, {
      odds: { ...odds, SSC_B1_DIGIT: { WIN: 9_800 } },
      label: 'test',
      operatorId: null,
    });
    const next = (await play(game.code)).json().value;
    expect(next.oddsVersion).toBe(2);
    expect(next.betTypes.find((bet: { betCode: string }) => bet.betCode === 'SSC_B1_DIGIT').odds).toEqual({
      WIN: 9_800,
    });

    const issue = await makeLotteryIssue(t, game);
    const member = await makeBettor(t, merchant);
    const res = await placeSlip(
      t,
      member,
      slipOf(game, issue, [{ betCode: 'SSC_B1_DIGIT', picks: ['4'], unitStakeMinor: 100 }]),
    );
    expect(res.json().value.bets[0]).toMatchObject({ odds: { WIN: 9_800 }, oddsVersion: 2 });
  });

  it('between a close and the next opening answers no open issue and the issue that opens next', async () => {
    const game = await createLotteryGame(t.db, merchant.id, { engineCode: 'PK10_1M' });
    const now = Date.now();
    // The one just closed (its close passed, not yet CLOSED by the job), then the two to come.
    await makeLotteryIssue(t, game, { openAt: new Date(now - 60_000), closeAt: new Date(now - 1_000) });
    const next = await makeLotteryIssue(t, game, {
      openAt: new Date(now + 14_000),
      closeAt: new Date(now + 59_000),
    });
    await makeLotteryIssue(t, game, { openAt: new Date(now + 74_000), closeAt: new Date(now + 119_000) });
    const answer = ZLotteryPlayAnswer.parse((await play(game.code)).json().value);
    expect(answer.openIssue).toBeNull();
    expect(answer.nextIssue).toMatchObject({
      gameCode: game.code,
      numero: next.code,
      openAt: next.open_at.toISOString(),
      closeAt: next.close_at.toISOString(),
    });
  });

  it('does not sell a bet type missing from the odds table', async () => {
    const current = (await play(k3.code)).json().value;
    const [dropped, ...kept] = current.betTypes as { betCode: string; odds: Record<string, number> }[];
    await writeLotteryOddsVersion(t.db, k3, {
      odds: Object.fromEntries(kept.map((bet) => [bet.betCode, bet.odds])),
      label: 'without one',
      operatorId: null,
    });
    const codes = (await play(k3.code)).json().value.betTypes.map((bet: { betCode: string }) => bet.betCode);
    expect(codes).not.toContain(dropped!.betCode);
    expect(codes).toHaveLength(kept.length);
  });

  it('answers NOT_FOUND for an unknown, disabled or other merchant’s game, and a bad code in the envelope', async () => {
    const disabled = await createLotteryGame(t.db, merchant.id, { engineCode: 'PK10_3M', isEnabled: false });
    expectFailure(await play('NO_SUCH_GAME'), 404, 'NOT_FOUND');
    expectFailure(await play(disabled.code), 404, 'NOT_FOUND');
    const other = await makeMerchant(t.db);
    expectFailure(await play(north.code, other.code), 404, 'NOT_FOUND');
    expectFailure(await play('bad%20code'), 400, 'VALIDATION_FAILED');
  });
});
