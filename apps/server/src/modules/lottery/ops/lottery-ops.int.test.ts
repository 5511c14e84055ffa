import type { TLotteryVnNorthResult, TLotteryVnSouthResult } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { createLotteryGame } from '../create-lottery-game.js';
import { generateLotteryIssues } from '../generate-lottery-issues.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import { simulateLotteryBoard } from '../simulate-lottery-board.js';
import { expectFailure } from '../../member/security-centre.factories.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';

type TOp = Awaited<ReturnType<typeof makeLoggedInOperator>>;
const DAY_MS = 86_400_000;

let t: TTestApp;
let merchant: { id: bigint; code: string };
let north: TLotteryGameRow;
let hcm: TLotteryGameRow;
let ssc: TLotteryGameRow;
let owner: TOp;
let ownerB: TOp;
let support: TOp;
let outsider: TOp;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  const other = await makeMerchant(t.db);
  north = await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MB' });
  hcm = await createLotteryGame(t.db, merchant.id, {
    engineCode: 'VN_MN',
    code: 'VN_MN_HCM',
    stationId: 'ho-chi-minh',
  });
  ssc = await createLotteryGame(t.db, merchant.id, { engineCode: 'SSC_1M', sortOrder: 1 });
  const now = Date.now();
  for (const daysAgo of [8, 3, 0]) await generateLotteryIssues(t.db, new Date(now - daysAgo * DAY_MS));
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  ownerB = await makeLoggedInOperator(t.db, { role: 'owner' });
  support = await makeLoggedInOperator(t.db, { role: 'support' });
  outsider = await makeLoggedInOperator(t.db, { role: 'owner', merchants: [other.code] });
});
afterAll(() => t.close());

const ops = (op: TOp, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/ops/merchants/${merchant.code}${url}`,
    headers: { 'x-operator-token': op.token },
    ...(payload ? { payload } : {}),
  });
const site = (url: string) => t.app.inject({ method: 'GET', url, headers: { merchant: merchant.code } });
const lastIssue = async (game: TLotteryGameRow, status: string) =>
  t.db
    .selectFrom('lottery_issue')
    .selectAll()
    .where('game_id', '=', game.id)
    .where('status', '=', status as 'OPEN')
    .orderBy('draw_at', 'desc')
    .executeTakeFirstOrThrow();
const snapshot = () =>
  Promise.all([
    t.db.selectFrom('lottery_issue').select(['id', 'status', 'close_at']).orderBy('id').execute(),
    t.db.selectFrom('lottery_game').selectAll().orderBy('id').execute(),
    t.db.selectFrom('lottery_result_entry').selectAll().orderBy('id').execute(),
    t.db.selectFrom('lottery_draw_result').selectAll().orderBy('issue_id').execute(),
  ]);

describe('result entry by two operators', () => {
  it('draws the issue only when a second, different operator enters the same board', async () => {
    const issue = await lastIssue(north, 'CLOSED');
    const board = simulateLotteryBoard('VN_NORTH') as TLotteryVnNorthResult;
    const other = simulateLotteryBoard('VN_NORTH');
    const enter = (op: TOp, result: unknown, stationId?: string) =>
      ops(op, 'POST', `/lottery/issues/${issue.id}/results`, { result, ...(stationId ? { stationId } : {}) });

    const first = await enter(owner, board);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toEqual({ state: 'WAITING_SECOND', issueStatus: 'CLOSED', others: [] });
    // The same operator again does not count as a second.
    expect((await enter(owner, board)).json().value.state).toBe('WAITING_SECOND');
    const mismatch = (await enter(support, other)).json().value;
    expect(mismatch).toMatchObject({
      state: 'MISMATCH',
      issueStatus: 'CLOSED',
      others: [{ operatorId: owner.id.toString(), isMatching: false }],
    });
    expect((await lastIssue(north, 'CLOSED')).id).toBe(issue.id);

    // Keys in another order are the same board.
    const reordered = { prizes: board.prizes, family: board.family };
    const confirmed = (await enter(ownerB, reordered)).json().value;
    expect(confirmed).toMatchObject({ state: 'CONFIRMED', issueStatus: 'DRAWN' });
    const listed = (await ops(owner, 'GET', `/lottery/games/VN_MB/issues?status=DRAWN`)).json().value.list;
    expect(listed[0]).toMatchObject({
      id: issue.id.toString(),
      status: 'DRAWN',
      results: [{ stationId: issue.station_ids[0], source: 'OPERATOR', result: board }],
    });
    expect(listed[0].entries).toHaveLength(3);
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['operator_id', 'before', 'after'])
      .where('action', '=', 'lottery.result-entry')
      .where('target', '=', `lottery-issue:${issue.id}`)
      .orderBy('id')
      .execute();
    expect(audits).toHaveLength(4);
    // Each entry's before is the operator's own earlier entry (the owner's second replaced its first).
    const station = issue.station_ids[0];
    expect(audits.map((a) => a.before)).toEqual([
      { stationId: station, issueStatus: 'CLOSED', ownEntry: null },
      {
        stationId: station,
        issueStatus: 'CLOSED',
        ownEntry: { result: board, enteredAt: expect.any(String) },
      },
      { stationId: station, issueStatus: 'CLOSED', ownEntry: null },
      { stationId: station, issueStatus: 'CLOSED', ownEntry: null },
    ]);
    expect(audits.map((a) => (a.after as { state: string }).state)).toEqual([
      'WAITING_SECOND',
      'WAITING_SECOND',
      'MISMATCH',
      'CONFIRMED',
    ]);
    expect(audits[3]?.after).toMatchObject({ issueStatus: 'DRAWN', result: reordered });
    expectFailure(await enter(support, board), 409, 'INVALID_STATE');
  });

  it('refuses bad boards, stations and sources without changing anything', async () => {
    const issue = await lastIssue(hcm, 'CLOSED');
    const before = await snapshot();
    const url = `/lottery/issues/${issue.id}/results`;
    const south = simulateLotteryBoard('VN_SOUTH') as TLotteryVnSouthResult;
    expectFailure(
      await ops(owner, 'POST', url, { stationId: 'ha-noi', result: south }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await ops(owner, 'POST', url, { stationId: 'ho-chi-minh', result: simulateLotteryBoard('VN_NORTH') }),
      400,
      'VALIDATION_FAILED',
    );
    const short = { ...south, prizes: { ...south.prizes, DB: ['12345'] } };
    expectFailure(
      await ops(owner, 'POST', url, { stationId: 'ho-chi-minh', result: short }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await ops(owner, 'POST', url, { stationId: 'ho-chi-minh', result: 'x', extra: 1 }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await ops(owner, 'POST', '/lottery/issues/abc/results', { result: south }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await ops(owner, 'POST', '/lottery/issues/999999999/results', { result: south }),
      404,
      'NOT_FOUND',
    );
    const fast = await lastIssue(ssc, 'CLOSED');
    expectFailure(
      await ops(owner, 'POST', `/lottery/issues/${fast.id}/results`, {
        result: { family: 'SSC', balls: ['1', '2', '3', '4', '5'] },
      }),
      409,
      'INVALID_STATE',
    );
    const open = await lastIssue(hcm, 'OPEN');
    expectFailure(
      await ops(owner, 'POST', `/lottery/issues/${open.id}/results`, {
        stationId: 'ho-chi-minh',
        result: south,
      }),
      409,
      'INVALID_STATE',
    );
    expectFailure(
      await ops(outsider, 'POST', url, { stationId: 'ho-chi-minh', result: south }),
      403,
      'FORBIDDEN',
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('issues list', () => {
  it("pages a game's issues newest draw first with the total, one status or all", async () => {
    const all = await t.db.selectFrom('lottery_issue').select('id').where('game_id', '=', north.id).execute();
    const closed = await t.db
      .selectFrom('lottery_issue')
      .select('id')
      .where('game_id', '=', north.id)
      .where('status', '=', 'CLOSED')
      .execute();
    const first = (await ops(support, 'GET', '/lottery/games/VN_MB/issues?pageSize=2')).json().value;
    expect(first).toMatchObject({ total: all.length, page: 1, pageSize: 2 });
    expect(first.list).toHaveLength(2);
    const second = (await ops(support, 'GET', '/lottery/games/VN_MB/issues?pageSize=2&page=2')).json().value;
    expect(Date.parse(second.list[0].drawAt)).toBeLessThan(Date.parse(first.list[1].drawAt));
    const onlyClosed = (await ops(support, 'GET', '/lottery/games/VN_MB/issues?status=CLOSED')).json().value;
    expect(onlyClosed.total).toBe(closed.length);
    expect(onlyClosed.list.every((issue: { status: string }) => issue.status === 'CLOSED')).toBe(true);
    expectFailure(await ops(outsider, 'GET', '/lottery/games/VN_MB/issues'), 403, 'FORBIDDEN');
    expectFailure(
      await ops(owner, 'GET', '/lottery/games/VN_MB/issues?pageSize=0'),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('cancellation', () => {
  it('cancels an issue once, audited, and answers it as cancelled', async () => {
    const issue = await lastIssue(north, 'OPEN');
    const url = `/lottery/issues/${issue.id}/cancel`;
    const before = await snapshot();
    expectFailure(await ops(support, 'POST', url, { reason: 'Tết' }), 403, 'FORBIDDEN');
    expectFailure(await ops(outsider, 'POST', url, { reason: 'Tết' }), 403, 'FORBIDDEN');
    expectFailure(await ops(owner, 'POST', url, { reason: '' }), 400, 'VALIDATION_FAILED');
    expectFailure(await ops(owner, 'POST', url, {}), 400, 'VALIDATION_FAILED');
    expect(await snapshot()).toEqual(before);

    const res = await ops(owner, 'POST', url, { reason: 'Tết holiday' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ previousStatus: 'OPEN', status: 'CANCELLED' });
    const row = await t.db
      .selectFrom('lottery_issue')
      .selectAll()
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'CANCELLED', cancel_reason: 'Tết holiday' });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'lottery.cancel')
      .where('target', '=', `lottery-issue:${issue.id}`)
      .execute();
    expect(audit).toEqual([expect.objectContaining({ operator_id: owner.id, merchant_id: merchant.id })]);
    expectFailure(await ops(owner, 'POST', url, { reason: 'again' }), 409, 'INVALID_STATE');
    // A cancelled issue is neither open on the site nor drawn.
    const open = (await site('/lotto/lgw/games/opened/numero')).json().value.games;
    expect(
      open.some(
        (game: { numero: string; gameCode: string }) =>
          game.gameCode === 'VN_MB' && game.numero === issue.code,
      ),
    ).toBe(false);
  });
});

describe('games', () => {
  it('lists every game and suspends one, audited, shown on the site', async () => {
    const list = (await ops(support, 'GET', '/lottery/games')).json().value;
    expect(list.map((game: { gameCode: string }) => game.gameCode)).toEqual(['VN_MB', 'VN_MN_HCM', 'SSC_1M']);
    expect(list[2]).toMatchObject({
      area: 'ELOTT',
      prizeMode: 'Elott',
      periodMinutes: 1,
      closeBeforeDrawSeconds: 15,
      resultSource: 'INHOUSE',
    });
    const res = await ops(owner, 'PATCH', '/lottery/games/SSC_1M', { isSuspended: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ isSuspended: true, isEnabled: true });
    // The 1-minute game takes no bets in the last 15 s of a minute: ask outside that window.
    const second = Date.now() % 60_000;
    if (second >= 44_000) await new Promise((resolve) => setTimeout(resolve, 61_000 - second));
    const open = (await site('/lotto/lgw/games/opened/numero')).json().value;
    expect(open.serverTime).toEqual(expect.any(String));
    const fast = open.games.find((game: { gameCode: string }) => game.gameCode === 'SSC_1M');
    expect(fast).toMatchObject({
      isSuspended: true,
      prizeMode: 'Elott',
      serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(new Date(fast.closeAt).getTime()).toBeGreaterThan(new Date(open.serverTime).getTime());
    const audit = await t.db
      .selectFrom('audit_log')
      .select('target')
      .where('action', '=', 'lottery.game-update')
      .execute();
    expect(audit).toEqual([{ target: `lottery-game:${ssc.id}` }]);
  }, 30_000);

  it('reschedules the issues not yet open, and refuses impossible schedules untouched', async () => {
    const before = await snapshot();
    expectFailure(
      await ops(owner, 'PATCH', '/lottery/games/SSC_1M', { closeBeforeDrawSeconds: 60 }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await ops(owner, 'PATCH', '/lottery/games/VN_MB', { closeBeforeDrawSeconds: 30 }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await ops(owner, 'PATCH', '/lottery/games/VN_MB', { closeTime: '18:30' }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await ops(owner, 'PATCH', '/lottery/games/VN_MB', { closeTime: '25:00' }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await ops(owner, 'PATCH', '/lottery/games/VN_MB', { resultSource: 'HTTP_FEED' }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await ops(owner, 'PATCH', '/lottery/games/VN_MB', { periodMinutes: 5 }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await ops(owner, 'PATCH', '/lottery/games/SSC_1M', { resultSource: 'OPERATOR' }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(await ops(owner, 'PATCH', '/lottery/games/NOPE', { isSuspended: true }), 404, 'NOT_FOUND');
    expectFailure(
      await ops(support, 'PATCH', '/lottery/games/VN_MB', { isSuspended: true }),
      403,
      'FORBIDDEN',
    );
    expect(await snapshot()).toEqual(before);

    const res = await ops(owner, 'PATCH', '/lottery/games/VN_MB', { closeTime: '17:45' });
    expect(res.statusCode).toBe(200);
    await generateLotteryIssues(t.db);
    const future = await t.db
      .selectFrom('lottery_issue')
      .select(['close_at', 'draw_at'])
      .where('game_id', '=', north.id)
      .where('status', '=', 'OPEN')
      .where('open_at', '>', new Date())
      .execute();
    expect(future.length).toBeGreaterThan(0);
    for (const issue of future) expect(issue.draw_at.getTime() - issue.close_at.getTime()).toBe(30 * 60_000);
  });
});

describe('site reads', () => {
  it('answers bad input with envelope errors', async () => {
    expectFailure(await site('/lgw/vn/numeros/opened/game?count=0'), 400, 'VALIDATION_FAILED');
    expectFailure(await site('/lgw/vn/numeros/opened/game?count=abc'), 400, 'VALIDATION_FAILED');
    expectFailure(await site('/lgw/draw/code/bad!code'), 400, 'VALIDATION_FAILED');
    expectFailure(await site('/lgw/draw/code/SSC_1M?pageSize=1000'), 400, 'VALIDATION_FAILED');
    expectFailure(await site('/lgw/draw/code/NOPE'), 404, 'NOT_FOUND');
    expectFailure(await site('/lgw/lottery/games?prizeMode=XX'), 400, 'VALIDATION_FAILED');
    const games = (await site('/lgw/lottery/games?prizeMode=Elott')).json().value.games;
    expect(games.map((game: { gameCode: string }) => game.gameCode)).toEqual(['SSC_1M']);
    const vn = (await site('/lgw/vn/numeros/opened/game?count=2')).json().value;
    expect(vn.numeros.length).toBeLessThanOrEqual(2);
    expect(vn.numeros[0]).toMatchObject({
      gameCode: expect.any(String),
      stationId: expect.any(String),
      isSimulated: false,
    });
    // Another merchant sees none of these games.
    const stranger = await makeMerchant(t.db);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/lgw/draw/code/VN_MB',
      headers: { merchant: stranger.code },
    });
    expectFailure(theirs, 404, 'NOT_FOUND');
  });
});
