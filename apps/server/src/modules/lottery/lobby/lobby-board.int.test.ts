import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeMember } from '../../../test/member-factories.js';
import { expectFailure } from '../../member/security-centre.factories.js';
import { createLotteryGame } from '../create-lottery-game.js';
import { makeLotteryBet } from '../lottery-bets.factories.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import { makeLotteryIssue, setLotteryBetOutcome } from './lobby.factories.js';
import { listPopularLotteryGames } from './list-popular-lottery-games.js';

const HOUR_MS = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

let t: TTestApp;
let merchant: { id: bigint; code: string };
let other: { id: bigint; code: string };
let north: TLotteryGameRow;
let ssc: TLotteryGameRow;
let k3: TLotteryGameRow;
let magnum: TLotteryGameRow;
let issueNumber = 0;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  other = await makeMerchant(t.db);
  north = await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MB', sortOrder: 1 });
  ssc = await createLotteryGame(t.db, merchant.id, { engineCode: 'SSC_1M', sortOrder: 2 });
  k3 = await createLotteryGame(t.db, merchant.id, { engineCode: 'K3_1M', sortOrder: 3 });
  magnum = await createLotteryGame(t.db, merchant.id, { engineCode: 'MY_4D', sortOrder: 0 });
});
afterAll(() => t.close());

const site = (url: string, merchantCode = merchant.code) =>
  t.app.inject({ method: 'GET', url, headers: { merchant: merchantCode } });

/** A bet of `stake` (unit stake × the bet type's units) on a fresh issue of `game`, with what settlement left. */
async function bet(
  game: TLotteryGameRow,
  input: {
    memberId: bigint;
    betCode: string;
    picks: string[];
    unitStakeMinor: bigint;
    placedAt?: Date;
    status?: 'OPEN' | 'WON' | 'LOST' | 'REFUNDED' | 'CANCELLED';
    payoutMinor?: bigint;
    settledAt?: Date;
  },
) {
  issueNumber += 1;
  const issue = await makeLotteryIssue(t.db, game, { code: `2098${String(issueNumber).padStart(4, '0')}` });
  const id = await makeLotteryBet(t.db, {
    merchantId: game.merchant_id,
    memberId: input.memberId,
    game,
    issue,
    betCode: input.betCode,
    picks: input.picks,
    unitStakeMinor: input.unitStakeMinor,
  });
  await setLotteryBetOutcome(t.db, id, {
    status: input.status,
    payoutMinor: input.payoutMinor,
    settledAt: input.settledAt ?? (input.status && input.status !== 'OPEN' ? hoursAgo(1) : undefined),
    placedAt: input.placedAt ?? hoursAgo(2),
  });
  return { id, issue };
}

describe('GET /lgw/games/popular', () => {
  it('ranks games by the last day’s turnover of bets not cancelled, then in the operator’s order', async () => {
    const member = await makeMember(t.db, { merchantId: merchant.id });
    // SSC: 3,000 + 2,000 now; a cancelled 90,000 and a 2-day-old 90,000 do not count.
    await bet(ssc, { memberId: member.id, betCode: 'SSC_B1_DIGIT', picks: ['1'], unitStakeMinor: 3_000n });
    await bet(ssc, { memberId: member.id, betCode: 'SSC_B2_DIGIT', picks: ['2'], unitStakeMinor: 2_000n });
    await bet(ssc, {
      memberId: member.id,
      betCode: 'SSC_B3_DIGIT',
      picks: ['3'],
      unitStakeMinor: 90_000n,
      status: 'CANCELLED',
    });
    await bet(ssc, {
      memberId: member.id,
      betCode: 'SSC_B4_DIGIT',
      picks: ['4'],
      unitStakeMinor: 90_000n,
      placedAt: hoursAgo(48),
    });
    // K3: one settled bet of 7,000 (settled bets count: turnover is what was staked).
    await bet(k3, {
      memberId: member.id,
      betCode: 'K3_SUM_BIG_SMALL',
      picks: ['BIG'],
      unitStakeMinor: 7_000n,
      status: 'LOST',
    });
    // Another merchant's bets on its own game never count here.
    const theirGame = await createLotteryGame(t.db, other.id, { engineCode: 'VN_MB' });
    const stranger = await makeMember(t.db, { merchantId: other.id });
    await bet(theirGame, {
      memberId: stranger.id,
      betCode: 'VN_MB_DE',
      picks: ['12'],
      unitStakeMinor: 99_999n,
    });

    const res = await site('/lgw/games/popular?count=20&device=WEB&language=EN');
    expect(res.statusCode).toBe(200);
    const ranked = res
      .json()
      .value.games.map((row: { game: { gameCode: string }; turnoverMinor: number; betCount: number }) => [
        row.game.gameCode,
        row.turnoverMinor,
        row.betCount,
      ]);
    expect(ranked).toEqual([
      ['K3_1M', 7_000, 1],
      ['SSC_1M', 5_000, 2],
      ['MY_4D', 0, 0],
      ['VN_MB', 0, 0],
    ]);

    const elott = (await site('/lgw/games/popular?prizeMode=Elott&count=1')).json().value.games;
    expect(elott.map((row: { game: { gameCode: string } }) => row.game.gameCode)).toEqual(['K3_1M']);
    const theirs = (await site('/lgw/games/popular', other.code)).json().value.games;
    expect(theirs).toEqual([expect.objectContaining({ turnoverMinor: 99_999, betCount: 1 })]);
  });

  it('serves the ranking from its cache for a while where caching is on', async () => {
    const cached = { ...t.ctx, config: { ...t.ctx.config, CONFIG_CACHE_SECONDS: 10 } };
    const first = await listPopularLotteryGames(cached, merchant.id, { count: 20 });
    const member = await makeMember(t.db, { merchantId: merchant.id });
    await bet(north, { memberId: member.id, betCode: 'VN_MB_DE', picks: ['77'], unitStakeMinor: 500_000n });
    expect(await listPopularLotteryGames(cached, merchant.id, { count: 20 })).toEqual(first);
    // Without the cache (the tests' configuration) the new bet shows at once.
    const fresh = await listPopularLotteryGames(t.ctx, merchant.id, { count: 20 });
    expect(fresh.games[0]).toMatchObject({ game: { gameCode: 'VN_MB' }, turnoverMinor: 500_000 });
  });

  it('refuses bad input', async () => {
    expectFailure(await site('/lgw/games/popular?count=0'), 400, 'VALIDATION_FAILED');
    expectFailure(await site('/lgw/games/popular?count=101'), 400, 'VALIDATION_FAILED');
    expectFailure(await site('/lgw/games/popular?prizeMode=LOTT'), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /lgw/winners', () => {
  it('lists the week’s biggest wins, newest first among equals, with masked usernames', async () => {
    const alice = await makeMember(t.db, { merchantId: merchant.id, username: 'alice_2026' });
    const bo = await makeMember(t.db, { merchantId: merchant.id, username: 'bo' });
    const win = (game: TLotteryGameRow, memberId: bigint, payout: bigint, settledAt: Date, betCode: string) =>
      bet(game, {
        memberId,
        betCode,
        picks: betCode === 'MY_4D_BIG' ? ['1234'] : betCode.startsWith('VN') ? ['12'] : ['1'],
        unitStakeMinor: 1_000n,
        status: 'WON',
        payoutMinor: payout,
        settledAt,
      });
    const big = await win(magnum, alice.id, 2_500_000n, hoursAgo(30), 'MY_4D_BIG');
    const olderEqual = await win(north, bo.id, 99_000n, hoursAgo(5), 'VN_MB_DE');
    const newerEqual = await win(ssc, alice.id, 99_000n, hoursAgo(2), 'SSC_B1_DIGIT');
    await win(ssc, bo.id, 9_000_000n, hoursAgo(24 * 8), 'SSC_B2_DIGIT');
    // Lost and refunded bets are not wins, whatever their payout column holds.
    await bet(ssc, {
      memberId: bo.id,
      betCode: 'SSC_B3_DIGIT',
      picks: ['5'],
      unitStakeMinor: 1_000n,
      status: 'REFUNDED',
      payoutMinor: 5_000_000n,
    });
    await bet(ssc, { memberId: bo.id, betCode: 'SSC_B4_DIGIT', picks: ['5'], unitStakeMinor: 1_000n });

    const res = await site('/lgw/winners?count=10');
    expect(res.statusCode).toBe(200);
    const winners = res.json().value.winners;
    expect(winners).toEqual([
      {
        maskedUsername: 'al***26',
        gameCode: 'MY_4D',
        names: magnum.names,
        numero: big.issue.code,
        betCode: 'MY_4D_BIG',
        payoutMinor: 2_500_000,
        settledAt: expect.any(String),
      },
      expect.objectContaining({
        maskedUsername: 'al***26',
        numero: newerEqual.issue.code,
        payoutMinor: 99_000,
      }),
      expect.objectContaining({ maskedUsername: 'b***', numero: olderEqual.issue.code, payoutMinor: 99_000 }),
    ]);
    expect(JSON.stringify(winners)).not.toContain('alice');

    const top = (await site('/lgw/winners?count=1&prizeMode=Elott')).json().value.winners;
    expect(top).toEqual([expect.objectContaining({ gameCode: 'SSC_1M', payoutMinor: 99_000 })]);
    expect((await site('/lgw/winners', other.code)).json().value.winners).toEqual([]);
  });

  it('refuses bad input', async () => {
    expectFailure(await site('/lgw/winners?count=51'), 400, 'VALIDATION_FAILED');
    expectFailure(await site('/lgw/winners?prizeMode=x'), 400, 'VALIDATION_FAILED');
  });
});
