import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TTestApp } from '../../test/harness.js';
import {
  launchInhousePlayer,
  mainBalanceOf,
  startInhouseTestServer,
  type TInhouseTestServer,
} from '../inhouse.factories.js';
import { findVendorSession, type TVendorPlayerSession } from '../vendor-session.js';
import { currentCrashRound } from './current-crash-round.js';
import { LIVE_CLAIM_MS, LIVE_PENDING_STALE_MS } from './live-money.js';
import { flightMsFor, forceCrashPoint, startSecondProcess, useLiveClock } from './live.factories.js';
import { placeCrashBet } from './place-crash-bet.js';
import { sweepCrashRounds } from './sweep-crash-rounds.js';

// Two API processes on one database: the listening server and a second app calling its wallet API.
let server: TInhouseTestServer;
let second: TTestApp;
const clock = useLiveClock();

beforeAll(async () => {
  server = await startInhouseTestServer();
  second = await startSecondProcess(server);
});
afterAll(async () => {
  await second.close();
  await server.t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function crashSession(
  fundsMinor = 100_000n,
): Promise<{ session: TVendorPlayerSession; memberId: bigint }> {
  const player = await launchInhousePlayer(server, { fundsMinor, gameCode: 'KIRIN_CRASH' });
  const session = await findVendorSession(server.t.ctx, player.sessionToken);
  if (!session) throw new Error('no vendor session');
  return { session, memberId: player.member.id };
}

const betsOf = (roundNumber: bigint) =>
  server.t.db
    .selectFrom('inhouse_crash_bet')
    .selectAll()
    .where('round_number', '=', roundNumber)
    .orderBy('id')
    .execute();
const winsOfRound = (roundId: string) =>
  server.t.db
    .selectFrom('vendor_transaction')
    .select(['transaction_id', 'amount_minor'])
    .where('round_id', '=', roundId)
    .where('kind', '=', 'WIN')
    .orderBy('transaction_id')
    .execute();

/** Makes wallet paths fail as transport errors: `lost`, the call lands but its answer never comes; `down`, it never lands. */
function breakPlatformPaths(modes: Partial<Record<'bet' | 'win' | 'rollback', 'lost' | 'down'>>) {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).split('/vendor-api/wallet/')[1] as keyof typeof modes | undefined;
    const mode = path && modes[path];
    if (!mode) return realFetch(input, init);
    if (mode === 'lost') await realFetch(input, init);
    throw new TypeError('fetch failed');
  });
}

describe('crash rounds across processes', () => {
  it('opens one round when several processes need it at once', async () => {
    const now = clock.now();
    const rounds = await Promise.all([
      currentCrashRound(server.t.db, now),
      currentCrashRound(second.db, now),
      currentCrashRound(server.t.db, now),
      currentCrashRound(second.db, now),
    ]);
    expect(new Set(rounds.map((r) => r.roundId)).size).toBe(1);
    expect(new Set(rounds.map((r) => r.serverSeedHash)).size).toBe(1);
    const rows = await server.t.db
      .selectFrom('inhouse_crash_round')
      .select('round_number')
      .where('round_number', '>=', rounds[0]!.roundNumber)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rounds[0]).toMatchObject({ bettingAt: now, flightAt: now + 7_000 });
  });

  it('settles a round exactly once when two processes sweep it at the same moment', async () => {
    const players = await Promise.all([crashSession(), crashSession(), crashSession(), crashSession()]);
    await sweepCrashRounds(server.t.ctx, clock.now()); // earlier tests' rounds out of the way
    const round = await currentCrashRound(server.t.db, clock.now());
    await forceCrashPoint(server.t.db, round.roundNumber, 250);
    await Promise.all(
      players.map(({ session }, i) =>
        placeCrashBet(
          server.t.ctx,
          session,
          { betMinor: 1_000, autoCashOut: i % 2 === 0 ? 200 : 300 },
          clock.now(),
        ),
      ),
    );
    const crashTime = round.flightAt + flightMsFor(250);
    const sweeps = await Promise.all([
      sweepCrashRounds(server.t.ctx, crashTime),
      sweepCrashRounds(second.ctx, crashTime),
    ]);
    expect(sweeps[0].decidedRounds + sweeps[1].decidedRounds).toBe(1);
    expect(sweeps[0].winsSent + sweeps[1].winsSent).toBe(4);
    // A later sweep finds nothing left to do.
    expect(await sweepCrashRounds(second.ctx, crashTime + 1_000)).toMatchObject({
      decidedRounds: 0,
      winsSent: 0,
    });

    const bets = await betsOf(round.roundNumber);
    const outcomeOf = (playerId: string) => bets.find((b) => b.player_id === playerId);
    expect(players.map((p) => outcomeOf(p.session.playerId))).toMatchObject([
      { payout_minor: 2_000n, is_settled: true },
      { payout_minor: 0n, is_settled: true },
      { payout_minor: 2_000n, is_settled: true },
      { payout_minor: 0n, is_settled: true },
    ]);
    expect((await winsOfRound(round.roundId)).map((w) => w.amount_minor).sort()).toEqual([
      0n,
      0n,
      2_000n,
      2_000n,
    ]);
    const balances = await Promise.all(players.map((p) => mainBalanceOf(server, p.memberId)));
    expect(balances).toEqual([101_000n, 99_000n, 101_000n, 99_000n]);
  });

  it('finishes a settlement that a dying process left half done, once its claim lapses', async () => {
    const { session, memberId } = await crashSession();
    const round = await currentCrashRound(server.t.db, clock.now());
    await forceCrashPoint(server.t.db, round.roundNumber, 300);
    await placeCrashBet(server.t.ctx, session, { betMinor: 1_000, autoCashOut: 150 }, clock.now());
    const crashTime = round.flightAt + flightMsFor(300);
    // The process that decided the round died holding the bet: its win was never sent.
    breakPlatformPaths({ win: 'down' });
    await sweepCrashRounds(server.t.ctx, crashTime);
    vi.restoreAllMocks();
    expect(await betsOf(round.roundNumber)).toMatchObject([{ payout_minor: 1_500n, is_settled: false }]);
    expect(await sweepCrashRounds(second.ctx, crashTime + 1_000)).toMatchObject({
      winsSent: 0,
      unsettledBets: 1,
    });

    expect(await sweepCrashRounds(second.ctx, crashTime + LIVE_CLAIM_MS + 1)).toMatchObject({
      winsSent: 1,
      unsettledBets: 0,
    });
    expect(await mainBalanceOf(server, memberId)).toBe(100_500n);
    expect(await winsOfRound(round.roundId)).toHaveLength(1);
  });

  it('refunds a bet whose answer was lost, and the round waits for it before settling', async () => {
    const { session, memberId } = await crashSession();
    const opened = await currentCrashRound(server.t.db, clock.now());
    // Crashes well before the bet counts as stale.
    await forceCrashPoint(server.t.db, opened.roundNumber, 150);
    const round = await currentCrashRound(server.t.db, clock.now());
    breakPlatformPaths({ bet: 'lost', rollback: 'down' });
    await expect(
      placeCrashBet(server.t.ctx, session, { betMinor: 1_000 }, clock.now()),
    ).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    vi.restoreAllMocks();
    // The platform took the stake, and its refund did not arrive either: the bet stays PENDING.
    expect(await mainBalanceOf(server, memberId)).toBe(99_000n);
    const crashTime = round.crashesAt;
    expect(await sweepCrashRounds(server.t.ctx, crashTime)).toMatchObject({ decidedRounds: 0, refunds: 0 });
    expect(await betsOf(round.roundNumber)).toMatchObject([{ status: 'PENDING' }]);

    const sweep = await sweepCrashRounds(second.ctx, round.bettingAt + LIVE_PENDING_STALE_MS + 1);
    expect(sweep).toMatchObject({ refunds: 1, decidedRounds: 1, unsettledBets: 0 });
    expect(await betsOf(round.roundNumber)).toMatchObject([{ status: 'ROLLED_BACK', is_settled: true }]);
    expect(await mainBalanceOf(server, memberId)).toBe(100_000n);
  });
});
