import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { expectFailure, makeLoggedInMember } from '../../member/security-centre.factories.js';
import { createLotteryGame } from '../create-lottery-game.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import {
  balanceOf,
  footprintOf,
  liabilityOf,
  makeBettor,
  makeLotteryIssue,
  placeSlip,
  slipOf,
} from './bets-test.factories.js';

let t: TTestApp;
let merchant: { id: bigint; code: string };
let north: TLotteryGameRow;
let south: TLotteryGameRow;
let hcm: TLotteryGameRow;
let ssc: TLotteryGameRow;

const SOUTH_STATIONS = ['ho-chi-minh', 'dong-thap', 'ca-mau'];

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  north = await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MB' });
  south = await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MN' });
  hcm = await createLotteryGame(t.db, merchant.id, {
    engineCode: 'VN_MN',
    code: 'VN_MN_HCM',
    stationId: 'ho-chi-minh',
  });
  ssc = await createLotteryGame(t.db, merchant.id, { engineCode: 'SSC_1M' });
});
afterAll(() => t.close());

const postingOf = (key: string) =>
  sql<{ kind: string; reference: string; amount_minor: bigint }>`
    SELECT t.kind, t.reference, e.amount_minor FROM ledger_transaction t
    JOIN ledger_entry e ON e.transaction_id = t.id
    JOIN ledger_account a ON a.id = e.account_id AND a.member_id IS NOT NULL
    WHERE t.idempotency_key = ${key}`
    .execute(t.db)
    .then((result) => result.rows);

describe('placing a slip', () => {
  it('charges 81,000 for a North lô on three numbers at 1,000, with its round, posting and liability', async () => {
    const issue = await makeLotteryIssue(t, north, { stationIds: ['ha-noi'] });
    const member = await makeBettor(t, merchant, 100_000n);
    const slip = slipOf(north, issue, [
      { betCode: 'VN_MB_LO2', picks: ['07', '23', '99'], unitStakeMinor: 1_000 },
    ]);
    const res = await placeSlip(t, member, slip);
    expect(res.statusCode).toBe(200);
    const answer = res.json().value;
    expect(answer).toMatchObject({
      slipId: slip.slipId,
      isReplay: false,
      totalStakeMinor: 81_000,
      balanceMinor: 19_000,
    });
    expect(answer.bets[0]).toMatchObject({
      gameCode: north.code,
      numero: issue.code,
      betCode: 'VN_MB_LO2',
      picks: ['07', '23', '99'],
      stationIds: ['ha-noi'],
      unitStakeMinor: 1_000,
      stakeUnits: 81,
      stakeMinor: 81_000,
      odds: { WIN: 99_000 },
      oddsVersion: 1,
      status: 'OPEN',
      canCancel: false,
      isSimulated: false,
    });
    expect(await balanceOf(t, member.id)).toBe(19_000n);

    const betId = BigInt(answer.bets[0].betId);
    const round = await t.db
      .selectFrom('bet_round')
      .selectAll()
      .where('id', '=', betId)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({
      vassalage: 'LOTTERY',
      round_id: `${slip.slipId}:0`,
      game_code: north.code,
      game_category: 'LOTT',
      stake_minor: 81_000n,
      valid_bet_minor: 81_000n,
      status: 'OPEN',
    });
    const bet = await t.db
      .selectFrom('lottery_bet')
      .selectAll()
      .where('id', '=', betId)
      .executeTakeFirstOrThrow();
    expect(bet).toMatchObject({
      tie_rule: 'LOSE',
      half_pay_picks: [],
      max_payout_minor: null,
      stake_units: 81,
    });
    expect(bet.placed_at.getTime()).toBeLessThan(issue.close_at.getTime());
    expect(await postingOf(`lottery:bet:${member.id}:${slip.slipId}:0`)).toEqual([
      { kind: 'LOTTERY_BET', reference: `lottery-bet:${betId}`, amount_minor: -81_000n },
    ]);
    expect(await liabilityOf(t, issue.id)).toEqual({
      'ha-noi/VN_MB_LO2/07': 99_000n,
      'ha-noi/VN_MB_LO2/23': 99_000n,
      'ha-noi/VN_MB_LO2/99': 99_000n,
    });
  });

  it('prices a South lô on two stations as 2 × 18 units, with a liability row per station', async () => {
    const issue = await makeLotteryIssue(t, south, { stationIds: SOUTH_STATIONS });
    const member = await makeBettor(t, merchant);
    const before = await balanceOf(t, member.id);
    const res = await placeSlip(
      t,
      member,
      slipOf(south, issue, [
        {
          betCode: 'VN_MN_LO2',
          picks: ['12'],
          stationIds: ['dong-thap', 'ho-chi-minh'],
          unitStakeMinor: 1_000,
        },
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().value.bets[0]).toMatchObject({
      stationIds: ['ho-chi-minh', 'dong-thap'],
      stakeUnits: 36,
      stakeMinor: 36_000,
    });
    expect(await balanceOf(t, member.id)).toBe(before - 36_000n);
    const rows = await t.db
      .selectFrom('lottery_number_liability')
      .select(['station_id', 'stake_minor', 'potential_payout_minor', 'bet_count'])
      .where('issue_id', '=', issue.id)
      .orderBy('station_id')
      .execute();
    expect(rows).toEqual([
      { station_id: 'dong-thap', stake_minor: 18_000n, potential_payout_minor: 99_000n, bet_count: 1 },
      { station_id: 'ho-chi-minh', stake_minor: 18_000n, potential_payout_minor: 99_000n, bet_count: 1 },
    ]);
  });

  it('defaults stations: a station game’s own, the đài chính for a one-station type, none for a multi-station type', async () => {
    const member = await makeBettor(t, merchant);
    const own = await makeLotteryIssue(t, hcm);
    const hcmBet = await placeSlip(
      t,
      member,
      slipOf(hcm, own, [{ betCode: 'VN_MN_DE', picks: ['45'], unitStakeMinor: 1_000 }]),
    );
    expect(hcmBet.json().value.bets[0].stationIds).toEqual(['ho-chi-minh']);

    const northIssue = await makeLotteryIssue(t, north, { stationIds: ['nam-dinh'] });
    const northBet = await placeSlip(
      t,
      member,
      slipOf(north, northIssue, [{ betCode: 'VN_MB_DE', picks: ['45'], unitStakeMinor: 1_000 }]),
    );
    expect(northBet.json().value.bets[0].stationIds).toEqual(['nam-dinh']);

    const region = await makeLotteryIssue(t, south, { stationIds: SOUTH_STATIONS });
    const none = await placeSlip(
      t,
      member,
      slipOf(south, region, [{ betCode: 'VN_MN_LO2', picks: ['45'], unitStakeMinor: 1_000 }]),
    );
    expectFailure(none, 400, 'VALIDATION_FAILED');
    expect(Object.keys(none.json().details)).toEqual(['bets.0.STATION_COUNT']);
  });

  it('sorts the picks of a whole-set bet, snapshots half pay, the tie rule and the payout ceiling', async () => {
    await t.db
      .updateTable('lottery_game')
      .set({ tie_rules: JSON.stringify({ SSC_DRAGON_TIGER: 'REFUND' }), max_payout_minor: 5_000_000n })
      .where('id', '=', ssc.id)
      .execute();
    await t.db
      .insertInto('lottery_number_cap')
      .values({ game_id: ssc.id, bet_code: 'SSC_B1_DIGIT', pick: '7', mode: 'HALF_PAY' })
      .execute();
    const issue = await makeLotteryIssue(t, ssc);
    const member = await makeBettor(t, merchant);
    const res = await placeSlip(
      t,
      member,
      slipOf(ssc, issue, [
        { betCode: 'SSC_B1_DIGIT', picks: ['7', '3'], unitStakeMinor: 1_000 },
        { betCode: 'SSC_DRAGON_TIGER', picks: ['TIE'], unitStakeMinor: 500 },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const [digit, dragon] = res.json().value.bets;
    expect(digit).toMatchObject({
      picks: ['7', '3'],
      halfPayPicks: ['7'],
      maxPayoutMinor: 5_000_000,
      stakeMinor: 2_000,
    });
    expect(dragon).toMatchObject({ odds: { DRAGON: 2_200, TIGER: 2_200, TIE: 9_400 }, stakeMinor: 500 });
    const tie = await t.db
      .selectFrom('lottery_bet')
      .select('tie_rule')
      .where('id', '=', BigInt(dragon.betId))
      .executeTakeFirstOrThrow();
    expect(tie.tie_rule).toBe('REFUND');
    // 1,000 × 9.91 = 9,910 per digit, half on the capped 7; the option bet keyed by its pick at its best price.
    expect(await liabilityOf(t, issue.id)).toEqual({
      '/SSC_B1_DIGIT/3': 9_910n,
      '/SSC_B1_DIGIT/7': 4_955n,
      '/SSC_DRAGON_TIGER/TIE': 4_700n,
    });
    const round = await t.db
      .selectFrom('bet_round')
      .select('game_category')
      .where('id', '=', BigInt(digit.betId))
      .executeTakeFirstOrThrow();
    expect(round.game_category).toBe('ELOTT');

    const southIssue = await makeLotteryIssue(t, south, { stationIds: SOUTH_STATIONS });
    const xien = await placeSlip(
      t,
      member,
      slipOf(south, southIssue, [
        { betCode: 'VN_MN_XIEN2', picks: ['55', '12'], stationIds: ['ho-chi-minh'], unitStakeMinor: 1_000 },
      ]),
    );
    expect(xien.json().value.bets[0].picks).toEqual(['12', '55']);
    expect(await liabilityOf(t, southIssue.id)).toEqual({ 'ho-chi-minh/VN_MN_XIEN2/12-55': 28_000n });
  });
});

describe('all or nothing, and retries', () => {
  it('keeps nothing of a slip whose second bet is refused', async () => {
    const issue = await makeLotteryIssue(t, north, { stationIds: ['ha-noi'] });
    const member = await makeBettor(t, merchant);
    const before = await footprintOf(t, member.id, issue.id);
    const res = await placeSlip(
      t,
      member,
      slipOf(north, issue, [
        { betCode: 'VN_MB_LO2', picks: ['10'], unitStakeMinor: 1_000 },
        { betCode: 'VN_MB_LO2', picks: ['1'], unitStakeMinor: 1_000 },
      ]),
    );
    expectFailure(res, 400, 'VALIDATION_FAILED');
    expect(await footprintOf(t, member.id, issue.id)).toEqual(before);
  });

  it('keeps nothing when the money runs out on the second bet', async () => {
    const issue = await makeLotteryIssue(t, north, { stationIds: ['ha-noi'] });
    const member = await makeBettor(t, merchant, 40_000n);
    const before = await footprintOf(t, member.id, issue.id);
    const res = await placeSlip(
      t,
      member,
      slipOf(north, issue, [
        { betCode: 'VN_MB_LO2', picks: ['10'], unitStakeMinor: 1_000 },
        { betCode: 'VN_MB_LO2', picks: ['11'], unitStakeMinor: 1_000 },
      ]),
    );
    expectFailure(res, 400, 'INSUFFICIENT_FUNDS');
    expect(await footprintOf(t, member.id, issue.id)).toEqual(before);
  });

  it('answers a retry with the first result and moves no money; another body under the same slip id is refused', async () => {
    const issue = await makeLotteryIssue(t, north, { stationIds: ['ha-noi'] });
    const member = await makeBettor(t, merchant);
    const slip = slipOf(north, issue, [
      { betCode: 'VN_MB_XIEN2', picks: ['30', '20'], unitStakeMinor: 2_000 },
      { betCode: 'VN_MB_DE', picks: ['01'], unitStakeMinor: 1_000 },
    ]);
    const first = (await placeSlip(t, member, slip)).json().value;
    const after = await footprintOf(t, member.id, issue.id);
    const again = await placeSlip(t, member, slip);
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual({ ...first, isReplay: true });
    expect(await footprintOf(t, member.id, issue.id)).toEqual(after);

    const changed = { ...slip, bets: [{ ...slip.bets[0], unitStakeMinor: 3_000 }, slip.bets[1]] };
    expectFailure(await placeSlip(t, member, changed), 409, 'IDEMPOTENCY_KEY_REUSED');
    // The slip id is the member's own: another member may use the same one.
    const other = await makeBettor(t, merchant);
    expect((await placeSlip(t, other, slip)).json().value.isReplay).toBe(false);
    expect(await footprintOf(t, member.id, issue.id)).toMatchObject({
      bets: after.bets,
      balance: after.balance,
    });
  });

  it('places a slip sent twice at once exactly once', async () => {
    const issue = await makeLotteryIssue(t, north, { stationIds: ['ha-noi'] });
    const member = await makeBettor(t, merchant, 1_000_000n);
    const slip = slipOf(
      north,
      issue,
      [{ betCode: 'VN_MB_LO2', picks: ['44'], unitStakeMinor: 1_000 }],
      randomUUID(),
    );
    const answers = await Promise.all([1, 2, 3].map(() => placeSlip(t, member, slip)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((res) => res.json().value.isReplay).sort()).toEqual([false, true, true]);
    expect(await balanceOf(t, member.id)).toBe(1_000_000n - 27_000n);
    expect(await liabilityOf(t, issue.id)).toEqual({ 'ha-noi/VN_MB_LO2/44': 99_000n });
  });
});

describe('who may bet', () => {
  it('refuses guests and trial accounts before reading the body', async () => {
    const guest = await t.app.inject({
      method: 'POST',
      url: '/lgw/bets',
      headers: { merchant: merchant.code },
      payload: {},
    });
    expectFailure(guest, 401, 'NOT_LOGGED_IN');
    const trial = await makeLoggedInMember(t, { accountType: 4 }, merchant);
    const res = await placeSlip(t, trial, {});
    expectFailure(res, 403, 'TRIAL_ACCOUNT');
    expect(res.json().message).toBe('in_need_true_account');
  });

  it('answers a malformed slip in the envelope', async () => {
    const member = await makeBettor(t, merchant, 0n);
    for (const payload of [
      {},
      { gameCode: 'SSC_1M', numero: 'x', slipId: randomUUID(), bets: [] },
      {
        gameCode: 'SSC_1M',
        numero: '20300101-0001',
        slipId: 'nope',
        bets: [{ betCode: 'SSC_B1_DIGIT', picks: ['1'], unitStakeMinor: 1 }],
      },
      {
        gameCode: 'SSC_1M',
        numero: '20300101-0001',
        slipId: randomUUID(),
        bets: [{ betCode: 'SSC_B1_DIGIT', picks: ['1'], unitStakeMinor: 1.5 }],
      },
      {
        gameCode: 'SSC_1M',
        numero: '20300101-0001',
        slipId: randomUUID(),
        bets: [{ betCode: 'SSC_B1_DIGIT', picks: ['1'], unitStakeMinor: 1, stakeMinor: 1 }],
      },
    ]) {
      expectFailure(await placeSlip(t, member, payload), 400, 'VALIDATION_FAILED');
    }
  });
});
