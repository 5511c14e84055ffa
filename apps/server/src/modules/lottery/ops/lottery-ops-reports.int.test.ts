import type { TLotteryVnNorthResult } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeMember } from '../../../test/member-factories.js';
import type { TLotteryBetStatus } from '../../../db/tables/lottery.js';
import { createLotteryGame } from '../create-lottery-game.js';
import { makeLotteryIssue, setLotteryBetOutcome } from '../lobby/lobby.factories.js';
import { makeLotteryBet } from '../lottery-bets.factories.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import { simulateLotteryBoard } from '../simulate-lottery-board.js';
import { expectFailure } from '../../member/security-centre.factories.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';

type TOp = Awaited<ReturnType<typeof makeLoggedInOperator>>;
const HOUR_MS = 3_600_000;
const NOW = Date.now();
const at = (hoursFromNow: number) => new Date(NOW + hoursFromNow * HOUR_MS);
const WINDOW = `from=${encodeURIComponent(at(-24).toISOString())}&to=${encodeURIComponent(at(0).toISOString())}`;

let t: TTestApp;
let merchant: { id: bigint; code: string };
let other: { id: bigint; code: string };
let north: TLotteryGameRow;
let ssc: TLotteryGameRow;
let owner: TOp;
let ownerB: TOp;
let support: TOp;
let outsider: TOp;
let memberId: bigint;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  other = await makeMerchant(t.db);
  north = await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MB', sortOrder: 1 });
  ssc = await createLotteryGame(t.db, merchant.id, { engineCode: 'SSC_1M', sortOrder: 2 });
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  ownerB = await makeLoggedInOperator(t.db, { role: 'owner' });
  support = await makeLoggedInOperator(t.db, { role: 'support' });
  outsider = await makeLoggedInOperator(t.db, { role: 'owner', merchants: [other.code] });
  memberId = (await makeMember(t.db, { merchantId: merchant.id })).id;
});
afterAll(() => t.close());

const ops = (op: TOp, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/ops/merchants/${merchant.code}${url}`,
    headers: { 'x-operator-token': op.token },
    ...(payload ? { payload } : {}),
  });
/** An issue drawn `drawnHoursAgo` ago, closed 15 minutes before. */
const pastIssue = (
  game: TLotteryGameRow,
  code: string,
  drawnHoursAgo: number,
  status: 'DRAWN' | 'SETTLED' | 'CANCELLED' | 'CLOSED',
) =>
  makeLotteryIssue(t.db, game, {
    code,
    status,
    stationIds: game.area === 'VN' ? ['ha-noi'] : [],
    openAt: at(-drawnHoursAgo - 24),
    closeAt: at(-drawnHoursAgo - 0.25),
    drawAt: at(-drawnHoursAgo),
  });
async function bet(
  game: TLotteryGameRow,
  issue: { id: bigint },
  betCode: string,
  picks: string[],
  unitStakeMinor: bigint,
  status: TLotteryBetStatus,
  payoutMinor = 0n,
) {
  const id = await makeLotteryBet(t.db, {
    merchantId: game.merchant_id,
    memberId,
    game,
    issue,
    betCode,
    picks,
    unitStakeMinor,
  });
  await setLotteryBetOutcome(t.db, id, { status, payoutMinor, settledAt: status === 'OPEN' ? null : at(-1) });
}

describe('reports', () => {
  it('sums turnover, payout and win/loss per game and per issue of the window’s draws', async () => {
    const northDrawn = await pastIssue(north, '20990101', 2, 'DRAWN');
    // Lô on one number: 27 units of 1,000.
    await bet(north, northDrawn, 'VN_MB_LO2', ['12'], 1_000n, 'LOST');
    await bet(north, northDrawn, 'VN_MB_DE', ['34'], 1_000n, 'WON', 99_000n);
    await bet(north, northDrawn, 'VN_MB_DE', ['35'], 2_000n, 'OPEN');
    await bet(north, northDrawn, 'VN_MB_DE', ['36'], 5_000n, 'CANCELLED');
    const settled = await pastIssue(ssc, '20990101-0001', 3, 'SETTLED');
    await bet(ssc, settled, 'SSC_B1_DIGIT', ['1'], 10_000n, 'WON', 99_100n);
    await bet(ssc, settled, 'SSC_B2_DIGIT', ['2'], 4_000n, 'LOST');
    const cancelled = await pastIssue(ssc, '20990101-0002', 1, 'CANCELLED');
    // A refund counts as its stake, whatever settlement left in payout_minor.
    await bet(ssc, cancelled, 'SSC_B1_DIGIT', ['3'], 3_000n, 'REFUNDED');
    // Outside the window, and another merchant's game: neither counts.
    const old = await pastIssue(ssc, '20990101-0003', 30, 'SETTLED');
    await bet(ssc, old, 'SSC_B1_DIGIT', ['4'], 50_000n, 'LOST');
    const theirGame = await createLotteryGame(t.db, other.id, { engineCode: 'SSC_1M' });
    const theirIssue = await makeLotteryIssue(t.db, theirGame, {
      code: 'X1',
      status: 'SETTLED',
      openAt: at(-4),
      closeAt: at(-3),
      drawAt: at(-2),
    });
    const stranger = await makeMember(t.db, { merchantId: other.id });
    await makeLotteryBet(t.db, {
      merchantId: other.id,
      memberId: stranger.id,
      game: theirGame,
      issue: theirIssue,
      betCode: 'SSC_B1_DIGIT',
      picks: ['1'],
    });

    const games = await ops(support, 'GET', `/lottery/reports/games?${WINDOW}`);
    expect(games.statusCode).toBe(200);
    expect(games.json().value.rows).toEqual([
      {
        gameCode: 'VN_MB',
        names: north.names,
        currency: 'VND',
        turnoverMinor: 30_000,
        payoutMinor: 99_000,
        winLossMinor: -69_000,
        betCount: 3,
        openBetCount: 1,
      },
      {
        gameCode: 'SSC_1M',
        names: ssc.names,
        currency: 'VND',
        turnoverMinor: 17_000,
        payoutMinor: 102_100,
        winLossMinor: -85_100,
        betCount: 3,
        openBetCount: 0,
      },
    ]);

    const issues = (await ops(support, 'GET', `/lottery/games/SSC_1M/reports/issues?${WINDOW}`)).json().value;
    expect(issues).toMatchObject({ gameCode: 'SSC_1M', page: 1, total: 2 });
    expect(issues.rows).toEqual([
      expect.objectContaining({
        issueId: cancelled.id.toString(),
        numero: '20990101-0002',
        status: 'CANCELLED',
        turnoverMinor: 3_000,
        payoutMinor: 3_000,
        winLossMinor: 0,
      }),
      expect.objectContaining({
        numero: '20990101-0001',
        status: 'SETTLED',
        turnoverMinor: 14_000,
        payoutMinor: 99_100,
        winLossMinor: -85_100,
        betCount: 2,
        drawAt: at(-3).toISOString(),
      }),
    ]);
    const paged = (
      await ops(support, 'GET', `/lottery/games/SSC_1M/reports/issues?${WINDOW}&page=2&pageSize=1`)
    ).json().value;
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1, rows: [{ numero: '20990101-0001' }] });
  });

  it('refuses bad windows, unknown games and other merchants’ operators', async () => {
    const url = (from: Date, to: Date) =>
      `/lottery/reports/games?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
    expectFailure(await ops(support, 'GET', url(at(0), at(-1))), 400, 'VALIDATION_FAILED');
    expectFailure(await ops(support, 'GET', url(at(-24 * 100), at(0))), 400, 'VALIDATION_FAILED');
    expectFailure(
      await ops(support, 'GET', '/lottery/reports/games?from=yesterday&to=today'),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await ops(support, 'GET', `/lottery/reports/games?from=${encodeURIComponent(at(-1).toISOString())}`),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await ops(support, 'GET', `/lottery/games/SSC_1M/reports/issues?${WINDOW}&pageSize=0`),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await ops(support, 'GET', `/lottery/games/NOPE/reports/issues?${WINDOW}`),
      404,
      'NOT_FOUND',
    );
    expectFailure(await ops(outsider, 'GET', `/lottery/reports/games?${WINDOW}`), 403, 'FORBIDDEN');
  });
});

describe('liability per number', () => {
  it('lists an issue’s numbers by potential payout with the cap that applies and the headroom left', async () => {
    const issue = await makeLotteryIssue(t.db, north, { code: '20990201', stationIds: ['ha-noi'] });
    const row = (betCode: string, pick: string, stake: bigint, potential: bigint, count: number) => ({
      issue_id: issue.id,
      station_id: 'ha-noi',
      bet_code: betCode,
      pick,
      stake_minor: stake,
      potential_payout_minor: potential,
      bet_count: count,
    });
    await t.db
      .insertInto('lottery_number_liability')
      .values([
        row('VN_MB_LO2', '12', 270_000n, 990_000n, 3),
        row('VN_MB_LO2', '13', 27_000n, 99_000n, 1),
        row('VN_MB_DE', '34', 20_000n, 1_980_000n, 2),
      ])
      .execute();
    await t.db
      .updateTable('lottery_game')
      .set({ number_liability_cap_minor: 2_000_000n })
      .where('id', '=', north.id)
      .execute();
    await t.db
      .insertInto('lottery_number_cap')
      .values([
        {
          game_id: north.id,
          bet_code: 'VN_MB_LO2',
          pick: '13',
          mode: 'LIMIT',
          liability_cap_minor: 100_000n,
        },
        { game_id: north.id, bet_code: 'VN_MB_DE', pick: '34', mode: 'HALF_PAY', liability_cap_minor: null },
      ])
      .execute();

    const res = await ops(support, 'GET', `/lottery/issues/${issue.id}/liability`);
    expect(res.statusCode).toBe(200);
    const answer = res.json().value;
    expect(answer).toMatchObject({
      issueId: issue.id.toString(),
      gameCode: 'VN_MB',
      numero: '20990201',
      status: 'OPEN',
      total: 3,
    });
    expect(answer.rows).toEqual([
      {
        stationId: 'ha-noi',
        betCode: 'VN_MB_DE',
        pick: '34',
        stakeMinor: 20_000,
        potentialPayoutMinor: 1_980_000,
        betCount: 2,
        capMode: 'HALF_PAY',
        liabilityCapMinor: 2_000_000,
        headroomMinor: 20_000,
      },
      {
        stationId: 'ha-noi',
        betCode: 'VN_MB_LO2',
        pick: '12',
        stakeMinor: 270_000,
        potentialPayoutMinor: 990_000,
        betCount: 3,
        capMode: null,
        liabilityCapMinor: 2_000_000,
        headroomMinor: 1_010_000,
      },
      {
        stationId: 'ha-noi',
        betCode: 'VN_MB_LO2',
        pick: '13',
        stakeMinor: 27_000,
        potentialPayoutMinor: 99_000,
        betCount: 1,
        capMode: 'LIMIT',
        liabilityCapMinor: 100_000,
        headroomMinor: 1_000,
      },
    ]);
    const byHeadroom = (
      await ops(support, 'GET', `/lottery/issues/${issue.id}/liability?sort=headroom`)
    ).json().value;
    expect(byHeadroom.rows.map((r: { pick: string }) => r.pick)).toEqual(['13', '34', '12']);
    const lo = (
      await ops(
        support,
        'GET',
        `/lottery/issues/${issue.id}/liability?betCode=VN_MB_LO2&stationId=ha-noi&pageSize=1`,
      )
    ).json().value;
    expect(lo).toMatchObject({ total: 2, rows: [{ pick: '12' }] });
    // Without a game cap, numbers without a LIMIT have no headroom to speak of.
    await t.db
      .updateTable('lottery_game')
      .set({ number_liability_cap_minor: null })
      .where('id', '=', north.id)
      .execute();
    const uncapped = (
      await ops(support, 'GET', `/lottery/issues/${issue.id}/liability?betCode=VN_MB_DE`)
    ).json().value;
    expect(uncapped.rows).toEqual([
      expect.objectContaining({ liabilityCapMinor: null, headroomMinor: null }),
    ]);

    expectFailure(
      await ops(support, 'GET', `/lottery/issues/${issue.id}/liability?sort=pick`),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(await ops(support, 'GET', '/lottery/issues/x1/liability'), 400, 'VALIDATION_FAILED');
    expectFailure(await ops(outsider, 'GET', `/lottery/issues/${issue.id}/liability`), 403, 'FORBIDDEN');
    const theirGame = await createLotteryGame(t.db, other.id, { engineCode: 'VN_MB' });
    const theirs = await makeLotteryIssue(t.db, theirGame, { code: '20990201' });
    expectFailure(await ops(support, 'GET', `/lottery/issues/${theirs.id}/liability`), 404, 'NOT_FOUND');
  });
});

describe('result entries per issue', () => {
  it('shows each station waiting for a first or second entry, mismatched, then drawn', async () => {
    const issue = await pastIssue(north, '20990301', 0.1, 'CLOSED');
    const url = `/lottery/issues/${issue.id}/entries`;
    const board = simulateLotteryBoard('VN_NORTH') as TLotteryVnNorthResult;
    const state = async () => (await ops(support, 'GET', url)).json().value.stations[0];
    expect(await state()).toEqual({ stationId: 'ha-noi', state: 'WAITING_FIRST', result: null, entries: [] });
    await ops(owner, 'POST', `/lottery/issues/${issue.id}/results`, { result: board });
    expect(await state()).toMatchObject({
      state: 'WAITING_SECOND',
      entries: [{ operatorId: owner.id.toString(), result: board }],
    });
    await ops(support, 'POST', `/lottery/issues/${issue.id}/results`, {
      result: simulateLotteryBoard('VN_NORTH'),
    });
    expect((await state()).state).toBe('MISMATCH');
    await ops(ownerB, 'POST', `/lottery/issues/${issue.id}/results`, { result: board });
    const drawn = (await ops(support, 'GET', url)).json().value;
    expect(drawn).toMatchObject({
      status: 'DRAWN',
      resultSource: 'OPERATOR',
      stations: [{ state: 'DRAWN', result: { source: 'OPERATOR', result: board } }],
    });
    expect(drawn.stations[0].entries).toHaveLength(3);

    expectFailure(await ops(outsider, 'GET', url), 403, 'FORBIDDEN');
    expectFailure(await ops(support, 'GET', '/lottery/issues/99999999/entries'), 404, 'NOT_FOUND');
  });
});
