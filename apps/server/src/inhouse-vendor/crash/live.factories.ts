import { createRequire } from 'node:module';
import { crashElapsedForMultiplier } from '@kirin/contracts';
import { afterEach, beforeEach } from 'vitest';
import type { TDb } from '../../db/database.js';
import type { TTestApp } from '../../test/harness.js';
import { createTestApp } from '../../test/harness.js';
import type { TInhouseTestServer } from '../inhouse.factories.js';
import { sweepCrashRounds } from './sweep-crash-rounds.js';
import type { TAppContext } from '../../platform/context.js';
import { crashTimes } from './crash-round.js';
import { liveClock } from './live-clock.js';

/**
 * Tests drive the live games' clock: `clock.set(ms)` moves it, every test starts an hour after the previous
 * one (so a crash table left by one test is idle, and the next round opens at once).
 */
export function useLiveClock(): {
  now: () => number;
  set: (ms: number) => void;
  advance: (ms: number) => void;
} {
  const realNow = liveClock.now;
  let current = Date.now();
  beforeEach(() => {
    current += 3_600_000;
    liveClock.now = () => current;
  });
  afterEach(() => {
    liveClock.now = realNow;
  });
  return {
    now: () => current,
    set: (ms) => {
      current = ms;
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** Rigs a crash round's point (and its crash time with it): settlement tests need a known outcome. */
export async function forceCrashPoint(db: TDb, roundNumber: bigint, crashPoint: number): Promise<void> {
  const round = await db
    .selectFrom('inhouse_crash_round')
    .select('betting_at')
    .where('round_number', '=', roundNumber)
    .executeTakeFirstOrThrow();
  const { crashesAt } = crashTimes(round.betting_at.getTime(), crashPoint);
  await db
    .updateTable('inhouse_crash_round')
    .set({ crash_point: crashPoint, crashes_at: new Date(crashesAt) })
    .where('round_number', '=', roundNumber)
    .execute();
}

/** Milliseconds after take-off at which the multiplier shows `hundredths`. */
export const flightMsFor = (hundredths: number): number => crashElapsedForMultiplier(hundredths);

/** A second API process on the same database, calling the first server's platform wallet API. */
export function startSecondProcess(server: TInhouseTestServer): Promise<TTestApp> {
  return createTestApp({ INHOUSE_PLATFORM_URL: server.baseUrl }, { databaseUrl: server.t.databaseUrl });
}

type TWsClient = {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  close(): void;
};
// The `ws` package ships without types; this is the part the tests use.
const WebSocketClient = createRequire(import.meta.url)('ws') as new (url: string) => TWsClient;

export type TFeedConnection = {
  /** Resolves with the first message (parsed) matching `predicate`, received from now on or already queued. */
  next: (
    predicate?: (message: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ) => Promise<Record<string, unknown>>;
  closed: Promise<number>;
  close: () => void;
};

/** Opens a game's WebSocket feed the way a page does, collecting its messages. */
export function connectFeed(server: TInhouseTestServer, path: string, session: string): TFeedConnection {
  const url = `${server.baseUrl.replace(/^http/, 'ws')}${path}?session=${encodeURIComponent(session)}`;
  const socket = new WebSocketClient(url);
  const queue: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    queue.push(JSON.parse(data.toString()) as Record<string, unknown>);
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  const next: TFeedConnection['next'] = async (predicate = () => true, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = queue.findIndex(predicate);
      if (index >= 0) return queue.splice(0, index + 1).pop()!;
      if (Date.now() > deadline) throw new Error(`no matching message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  return { next, closed, close: () => socket.close() };
}

/**
 * Sweeps until no crash bet waits for its money. The feed a route woke may be sweeping at the same time
 * (rows it holds are skipped here), so tests wait for the outcome rather than count who produced it.
 */
export async function settleCrashRounds(ctx: TAppContext, now: number): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    if ((await sweepCrashRounds(ctx, now)).unsettledBets === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('crash bets still unsettled');
}
