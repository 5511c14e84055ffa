import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './db/database.js';
import { createLotteryGame } from './modules/lottery/create-lottery-game.js';
import { makeMerchant } from './test/factories.js';
import { createTestDatabase } from './test/harness.js';
import { runMain, START_LIMIT_MS } from './test/run-main.js';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Local 'HH:MM' close and draw times, a minute apart on the same local day, from the instant `closeMs`. */
function dailyTimesFrom(closeMs: number, offsetMinutes: number) {
  const hhmm = (ms: number) => new Date(ms + offsetMinutes * MINUTE_MS).toISOString().slice(11, 16);
  // Close at 23:59 would put the draw on the next day: close a little later instead.
  const close = hhmm(closeMs) === '23:59' ? closeMs + 2 * MINUTE_MS : closeMs;
  return { closeTime: hhmm(close), drawTime: hhmm(close + MINUTE_MS) };
}

type TOpenNumeros = {
  value: { serverTime: string; games: Array<{ gameCode: string; numero: string; closeAt: string }> };
};

describe('start: ready before serving', () => {
  it(
    'answers the first visitor with an open draw of a game whose issue did not exist, /readyz 503 until then',
    async () => {
      const databaseUrl = await createTestDatabase();
      const { db } = createDatabase(databaseUrl, 2);
      const merchant = await makeMerchant(db);
      // A daily game (UTC+7) whose one window without an open draw, between its close and its draw, is three
      // hours away: whenever the test runs, a draw of it is taking bets now.
      const game = await createLotteryGame(db, merchant.id, { engineCode: 'VN_MB' });
      const { closeTime, drawTime } = dailyTimesFrom(Date.now() + 3 * HOUR_MS, game.utc_offset_minutes);
      await db
        .updateTable('lottery_game')
        .set({ close_time: closeTime, draw_time: drawTime })
        .where('id', '=', game.id)
        .execute();
      const issuesOfGame = () =>
        db.selectFrom('lottery_issue').select('code').where('game_id', '=', game.id).execute();
      expect(await issuesOfGame()).toEqual([]);

      // The test holds the issue table, so the start step that opens issues waits until it lets go: the
      // process listens meanwhile, and is seen not ready.
      const holder = new pg.Client({ connectionString: databaseUrl });
      await holder.connect();
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE lottery_issue IN ACCESS EXCLUSIVE MODE');
      // No jobs: the start steps alone must open the issue (the issues job's first run is up to a minute away).
      const run = await runMain(
        {
          DATABASE_URL: databaseUrl,
          PORT: '0',
          HOST: '127.0.0.1',
          SEED_DEMO: 'false',
          JOBS_ENABLED: 'false',
        },
        /listening on (http:\/\/[^\s,]+)/,
        START_LIMIT_MS,
      );
      try {
        const url = /listening on (http:\/\/[^\s,]+)/.exec(run.output)?.[1];
        expect(url, run.output).toBeDefined();
        expect((await fetch(`${url}/healthz`)).status).toBe(200);
        const notReady = await fetch(`${url}/readyz`);
        expect(notReady.status).toBe(503);
        expect(await notReady.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });

        // The first visitor comes while the process is still starting: it is held, not answered "no draw".
        let isAnswered = false;
        const first = fetch(`${url}/lotto/lgw/games/opened/numero`, { headers: { merchant: merchant.code } });
        void first.then(() => (isAnswered = true));
        expect((await fetch(`${url}/readyz`)).status).toBe(503);
        expect(isAnswered).toBe(false);

        await holder.query('ROLLBACK');
        const answer = await first;
        expect(answer.status).toBe(200);
        const { games, serverTime } = ((await answer.json()) as TOpenNumeros).value;
        expect(games).toHaveLength(1);
        expect(games[0]!.gameCode).toBe(game.code);
        expect(new Date(games[0]!.closeAt).getTime()).toBeGreaterThan(new Date(serverTime).getTime());
        expect((await issuesOfGame()).map((issue) => issue.code)).toContain(games[0]!.numero);

        const ready = await fetch(`${url}/readyz`);
        expect(ready.status).toBe(200);
      } finally {
        await holder.end().catch(() => {});
        expect(await run.kill()).toBe(0);
        await db.destroy();
      }
    },
    START_LIMIT_MS + 30_000,
  );
});
