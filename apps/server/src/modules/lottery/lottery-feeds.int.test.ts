import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZLotteryResult } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../test/factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { createLotteryGame } from './create-lottery-game.js';
import { drawOfficialLotteryIssues } from './draw-official-lottery-issues.js';
import { generateLotteryIssues } from './generate-lottery-issues.js';
import type { TLotteryGameRow } from './lottery-game-schedule.js';
import { simulateLotteryBoard } from './simulate-lottery-board.js';

const DAY_MS = 86_400_000;
const BOARD_4D = {
  family: '4D',
  prizes: {
    FIRST: ['1234'],
    SECOND: ['0042'],
    THIRD: ['9999'],
    STARTER: ['0000', '0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009'],
    CONSOLATION: ['1000', '1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009'],
  },
};

let t: TTestApp;
let merchant: { id: bigint; code: string };
let server: Server;
const requests: URL[] = [];
/** The fake feed's answers by draw date; other dates answer 404 (not published). */
const answers = new Map<string, { status: number; body: unknown }>();

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const answer = answers.get(url.searchParams.get('date') ?? '') ?? { status: 404, body: {} };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const site = (url: string) => t.app.inject({ method: 'GET', url, headers: { merchant: merchant.code } });
const issuesOf = (game: TLotteryGameRow) =>
  t.db.selectFrom('lottery_issue').selectAll().where('game_id', '=', game.id).orderBy('draw_at').execute();

describe('the HTTP results feed', () => {
  it('draws the dates the feed has published, leaves the others and keeps a bad answer as an error', async () => {
    const port = (server.address() as AddressInfo).port;
    const game = await createLotteryGame(t.db, merchant.id, {
      engineCode: 'MY_4D',
      resultSource: 'HTTP_FEED',
      feedUrl: `http://127.0.0.1:${port}/results`,
    });
    const now = new Date();
    for (const daysAgo of [14, 7, 0])
      await generateLotteryIssues(t.db, new Date(now.getTime() - daysAgo * DAY_MS));
    const closed = (await issuesOf(game)).filter((issue) => issue.draw_at <= now);
    expect(closed.length).toBeGreaterThanOrEqual(4);
    const [published, malformed, wrongFamily] = closed.map((issue) => issue.code);
    answers.set(published!, { status: 200, body: { results: [{ result: BOARD_4D }] } });
    answers.set(malformed!, { status: 200, body: { results: [{ result: { ...BOARD_4D, prizes: {} } }] } });
    answers.set(wrongFamily!, {
      status: 200,
      body: { results: [{ result: simulateLotteryBoard('VN_NORTH') }] },
    });

    const report = await drawOfficialLotteryIssues(t.db, { now });
    expect(report).toEqual({ drawn: 1, waiting: closed.length - 3, failed: 2 });
    expect(
      requests.some((url) => url.pathname === '/results' && url.searchParams.get('game') === 'MY_4D'),
    ).toBe(true);
    const after = await issuesOf(game);
    const byCode = new Map(after.map((issue) => [issue.code, issue]));
    expect(byCode.get(published!)).toMatchObject({ status: 'DRAWN', last_feed_error: null });
    expect(byCode.get(malformed!)).toMatchObject({ status: 'CLOSED' });
    expect(byCode.get(malformed!)!.last_feed_error).toMatch(/VALIDATION_FAILED/);
    expect(byCode.get(wrongFamily!)!.last_feed_error).toMatch(/family must be 4D/);
    const stored = await t.db
      .selectFrom('lottery_draw_result')
      .selectAll()
      .where('issue_id', '=', byCode.get(published!)!.id)
      .execute();
    expect(stored).toEqual([
      expect.objectContaining({ station_id: '', source: 'HTTP_FEED', result: BOARD_4D }),
    ]);

    // Published later: the next run draws it, and a run after that finds nothing new.
    answers.set(malformed!, { status: 200, body: { results: [{ result: BOARD_4D }] } });
    expect((await drawOfficialLotteryIssues(t.db, { now })).drawn).toBe(1);
    answers.clear();
    expect((await drawOfficialLotteryIssues(t.db, { now })).drawn).toBe(0);
  });
});

describe('the simulated feed', () => {
  it('draws every station with a random board labelled SIMULATED in storage and answers', async () => {
    const game = await createLotteryGame(t.db, merchant.id, {
      engineCode: 'VN_MN',
      code: 'VN_MN_HCM',
      stationId: 'ho-chi-minh',
      resultSource: 'SIMULATED',
    });
    const now = new Date();
    await generateLotteryIssues(t.db, new Date(now.getTime() - 10 * DAY_MS));
    await generateLotteryIssues(t.db, now);
    const due = (await issuesOf(game)).filter((issue) => issue.draw_at <= now);
    expect(due.length).toBeGreaterThanOrEqual(2);
    const report = await drawOfficialLotteryIssues(t.db, { now });
    expect(report.drawn).toBeGreaterThanOrEqual(due.length);
    const rows = await t.db
      .selectFrom('lottery_draw_result')
      .selectAll()
      .where(
        'issue_id',
        'in',
        due.map((issue) => issue.id),
      )
      .execute();
    expect(rows).toHaveLength(due.length);
    for (const row of rows) {
      expect(row).toMatchObject({ station_id: 'ho-chi-minh', source: 'SIMULATED' });
      expect(ZLotteryResult.parse(row.result).family).toBe('VN_SOUTH');
    }
    const results = (await site('/lgw/draw/code/VN_MN_HCM')).json().value;
    expect(results.items[0]).toMatchObject({
      isSimulated: true,
      serverSeed: null,
      serverSeedHash: null,
      results: [{ stationId: 'ho-chi-minh', source: 'SIMULATED' }],
    });
    const games = (await site('/lgw/lottery/games?prizeMode=Lott')).json().value.games;
    expect(games).toEqual([expect.objectContaining({ gameCode: 'VN_MN_HCM', isSimulated: true })]);
    const vn = (await site('/lgw/vn/numeros/opened/game?count=100')).json().value;
    expect(vn.numeros[0]).toMatchObject({
      gameCode: 'VN_MN_HCM',
      stationId: 'ho-chi-minh',
      stationName: 'TP. Hồ Chí Minh',
      isSimulated: true,
    });
  });
});
