import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { expectFailure } from '../../member/security-centre.factories.js';
import { createLotteryGame } from '../create-lottery-game.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import {
  footprintOf,
  makeBettor,
  makeLotteryIssue,
  placeSlip,
  slipOf,
  type TSlipBet,
} from './bets-test.factories.js';

let t: TTestApp;
let merchant: { id: bigint; code: string };
let north: TLotteryGameRow;
let south: TLotteryGameRow;
let ssc: TLotteryGameRow;
let suspended: TLotteryGameRow;

const MINUTE_MS = 60_000;
const LO = (picks: string[], unitStakeMinor = 1_000): TSlipBet => ({
  betCode: 'VN_MB_LO2',
  picks,
  unitStakeMinor,
});

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  north = await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MB' });
  south = await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MN' });
  ssc = await createLotteryGame(t.db, merchant.id, { engineCode: 'SSC_1M' });
  suspended = await createLotteryGame(t.db, merchant.id, { engineCode: 'K3_1M' });
  await t.db.updateTable('lottery_game').set({ is_suspended: true }).where('id', '=', suspended.id).execute();
  await t.db
    .updateTable('lottery_game')
    .set({
      min_unit_stake_minor: 1_000n,
      max_bet_stake_minor: 500_000n,
      number_liability_cap_minor: 150_000n,
    })
    .where('id', '=', north.id)
    .execute();
  await t.db
    .insertInto('lottery_number_cap')
    .values([
      { game_id: north.id, bet_code: 'VN_MB_LO2', pick: '13', mode: 'CLOSED' },
      { game_id: north.id, bet_code: 'VN_MB_LO2', pick: '14', mode: 'LIMIT', liability_cap_minor: 50_000n },
    ])
    .execute();
});
afterAll(() => t.close());

type TCase = {
  name: string;
  status: number;
  code: string;
  details?: Record<string, string>;
  /** Makes the issue (and anything else the case needs) and answers the slip's body. */
  arrange: () => Promise<{ issueId: bigint; body: object }>;
};

const onNorth =
  (bets: TSlipBet[], issue: Parameters<typeof makeLotteryIssue>[2] = {}) =>
  async () => {
    const made = await makeLotteryIssue(t, north, { stationIds: ['ha-noi'], ...issue });
    return { issueId: made.id, body: slipOf(north, made, bets) };
  };

const CASES: TCase[] = [
  {
    name: 'a closed issue',
    status: 409,
    code: 'LOTTERY_ISSUE_CLOSED',
    arrange: onNorth([LO(['10'])], { status: 'CLOSED' }),
  },
  {
    name: 'an issue not open yet',
    status: 409,
    code: 'LOTTERY_ISSUE_CLOSED',
    arrange: onNorth([LO(['10'])], { openAt: new Date(Date.now() + MINUTE_MS) }),
  },
  {
    name: 'an OPEN issue past its close time (the job has not run yet)',
    status: 409,
    code: 'LOTTERY_ISSUE_CLOSED',
    arrange: onNorth([LO(['10'])], {
      openAt: new Date(Date.now() - 2 * MINUTE_MS),
      closeAt: new Date(Date.now() - 1),
    }),
  },
  {
    name: 'a suspended game',
    status: 409,
    code: 'LOTTERY_GAME_SUSPENDED',
    arrange: async () => {
      const made = await makeLotteryIssue(t, suspended);
      return {
        issueId: made.id,
        body: slipOf(suspended, made, [{ betCode: 'K3_SUM_BIG_SMALL', picks: ['BIG'], unitStakeMinor: 100 }]),
      };
    },
  },
  {
    name: 'an unknown game',
    status: 404,
    code: 'NOT_FOUND',
    arrange: async () => {
      const made = await makeLotteryIssue(t, north, { stationIds: ['ha-noi'] });
      return { issueId: made.id, body: { ...slipOf(north, made, [LO(['10'])]), gameCode: 'NO_SUCH_GAME' } };
    },
  },
  {
    name: 'an unknown issue',
    status: 404,
    code: 'NOT_FOUND',
    arrange: async () => {
      const made = await makeLotteryIssue(t, north, { stationIds: ['ha-noi'] });
      return { issueId: made.id, body: { ...slipOf(north, made, [LO(['10'])]), numero: '19990101' } };
    },
  },
  {
    name: 'an unknown bet type',
    status: 400,
    code: 'LOTTERY_BET_TYPE_UNKNOWN',
    details: { 'bets.0.betCode': 'VN_MB_LO9' },
    arrange: onNorth([{ betCode: 'VN_MB_LO9', picks: ['10'], unitStakeMinor: 1_000 }]),
  },
  {
    name: 'a bet type of another game',
    status: 400,
    code: 'LOTTERY_BET_TYPE_UNKNOWN',
    details: { 'bets.1.betCode': 'VN_MN_LO2' },
    arrange: onNorth([LO(['10']), { betCode: 'VN_MN_LO2', picks: ['10'], unitStakeMinor: 1_000 }]),
  },
  {
    name: 'picks the bet type does not take',
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { 'bets.0.PICK_COUNT': 'VN_MB_XIEN2 takes exactly 2 pick(s), got 3' },
    arrange: onNorth([{ betCode: 'VN_MB_XIEN2', picks: ['10', '11', '12'], unitStakeMinor: 1_000 }]),
  },
  {
    name: 'a station the issue does not draw',
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { 'bets.0.stationIds': 'not a station of this issue: ca-mau' },
    arrange: async () => {
      const made = await makeLotteryIssue(t, south, { stationIds: ['ho-chi-minh', 'dong-thap'] });
      return {
        issueId: made.id,
        body: slipOf(south, made, [
          {
            betCode: 'VN_MN_LO2',
            picks: ['10'],
            stationIds: ['ho-chi-minh', 'ca-mau'],
            unitStakeMinor: 1_000,
          },
        ]),
      };
    },
  },
  {
    name: 'stations on a game without stations',
    status: 400,
    code: 'VALIDATION_FAILED',
    details: { 'bets.0.stationIds': 'this game has no stations' },
    arrange: async () => {
      const made = await makeLotteryIssue(t, ssc);
      return {
        issueId: made.id,
        body: slipOf(ssc, made, [
          { betCode: 'SSC_B1_DIGIT', picks: ['1'], stationIds: ['ha-noi'], unitStakeMinor: 100 },
        ]),
      };
    },
  },
  {
    name: 'a unit stake below the game’s minimum',
    status: 400,
    code: 'LOTTERY_STAKE_OUT_OF_RANGE',
    details: { 'bets.0.unitStakeMinor': 'at least 1000' },
    arrange: onNorth([LO(['10'], 999)]),
  },
  {
    name: 'a bet stake above the game’s maximum',
    status: 400,
    code: 'LOTTERY_STAKE_OUT_OF_RANGE',
    details: { 'bets.0.stakeMinor': 'at most 500000' },
    // 19 numbers × 27 units × 1,000 = 513,000.
    arrange: onNorth([LO(Array.from({ length: 19 }, (_, i) => String(i + 20)))]),
  },
  {
    name: 'a closed number',
    status: 409,
    code: 'LOTTERY_NUMBER_CLOSED',
    details: { betCode: 'VN_MB_LO2', picks: '13' },
    arrange: onNorth([LO(['12', '13'])]),
  },
  {
    name: 'a number past its own LIMIT',
    status: 409,
    code: 'LOTTERY_NUMBER_LIABILITY_EXCEEDED',
    details: { betCode: 'VN_MB_LO2', pick: '14', station: 'ha-noi' },
    arrange: onNorth([LO(['15']), LO(['14'])]),
  },
  {
    name: 'a number past the game’s cap with the bets already on it',
    status: 409,
    code: 'LOTTERY_NUMBER_LIABILITY_EXCEEDED',
    details: { betCode: 'VN_MB_LO2', pick: '16', station: 'ha-noi' },
    arrange: async () => {
      const made = await makeLotteryIssue(t, north, { stationIds: ['ha-noi'] });
      const earlier = await placeSlip(t, await makeBettor(t, merchant), slipOf(north, made, [LO(['16'])]));
      expect(earlier.statusCode).toBe(200);
      return { issueId: made.id, body: slipOf(north, made, [LO(['16'])]) };
    },
  },
  {
    name: 'too little money',
    status: 400,
    code: 'INSUFFICIENT_FUNDS',
    // A whole-set bet has no capped rows, so the ledger is what refuses it: 450,000 against 400,000.
    arrange: onNorth([{ betCode: 'VN_MB_XIEN2', picks: ['10', '11'], unitStakeMinor: 450_000 }]),
  },
];

describe('refused slips change nothing', () => {
  it.each(CASES)('refuses $name', async ({ status, code, details, arrange }) => {
    const member = await makeBettor(t, merchant, 400_000n);
    const { issueId, body } = await arrange();
    const before = await footprintOf(t, member.id, issueId);
    const res = await placeSlip(t, member, body);
    expectFailure(res, status, code, details);
    expect(await footprintOf(t, member.id, issueId)).toEqual(before);
  });

  it('accepts the same slips once the reason is gone (the table refuses for its reason only)', async () => {
    const member = await makeBettor(t, merchant, 400_000n);
    const made = await makeLotteryIssue(t, north, { stationIds: ['ha-noi'] });
    const res = await placeSlip(t, member, slipOf(north, made, [LO(['10'], 1_000), LO(['12'])]));
    expect(res.statusCode).toBe(200);
    expect(res.json().value.balanceMinor).toBe(400_000 - 54_000);
  });
});
