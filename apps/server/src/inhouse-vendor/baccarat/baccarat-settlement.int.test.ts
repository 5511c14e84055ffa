import { baccaratReturnMinor, dealBaccarat } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../test/harness.js';
import { startSecondProcess, useLiveClock } from '../crash/live.factories.js';
import {
  launchInhousePlayer,
  mainBalanceOf,
  startInhouseTestServer,
  type TInhouseTestServer,
} from '../inhouse.factories.js';
import { findVendorSession, type TVendorPlayerSession } from '../vendor-session.js';
import {
  baccaratRoundId,
  baccaratRoundNumberAt,
  baccaratTimes,
  ensureBaccaratRound,
} from './baccarat-round.js';
import { nextBaccaratRoundStart } from './baccarat.factories.js';
import { placeBaccaratBet } from './place-baccarat-bet.js';
import { sweepBaccaratRounds } from './sweep-baccarat-rounds.js';

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

async function baccaratSession(): Promise<{ session: TVendorPlayerSession; memberId: bigint }> {
  const player = await launchInhousePlayer(server, { fundsMinor: 100_000n, gameCode: 'KIRIN_BACCARAT' });
  const session = await findVendorSession(server.t.ctx, player.sessionToken);
  if (!session) throw new Error('no vendor session');
  return { session, memberId: player.member.id };
}

/** Moves the clock 1 s into a fresh round. */
function startRound(): bigint {
  clock.set(nextBaccaratRoundStart(clock.now()) + 1_000);
  return baccaratRoundNumberAt(clock.now());
}

describe('baccarat rounds across processes', () => {
  it('makes one row for a round several processes need at once', async () => {
    const roundNumber = startRound();
    const rounds = await Promise.all([
      ensureBaccaratRound(server.t.db, roundNumber, clock.now()),
      ensureBaccaratRound(second.db, roundNumber, clock.now()),
      ensureBaccaratRound(server.t.db, roundNumber, clock.now()),
    ]);
    expect(new Set(rounds.map((r) => r.serverSeedHash)).size).toBe(1);
    const rows = await server.t.db
      .selectFrom('inhouse_baccarat_round')
      .select('round_number')
      .where('round_number', '=', roundNumber)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('numbers simultaneous bets of one player apart', async () => {
    const { session, memberId } = await baccaratSession();
    startRound();
    const placed = await Promise.all(
      [100, 200, 300].map((betMinor) =>
        placeBaccaratBet(server.t.ctx, session, { kind: 'PLAYER', betMinor }, clock.now()),
      ),
    );
    expect(placed.map((p) => p.seq).sort()).toEqual([1, 2, 3]);
    expect(await mainBalanceOf(server, memberId)).toBe(99_400n);
  });

  it('deals and pays a round exactly once when two processes sweep it at the same moment', async () => {
    const players = await Promise.all([baccaratSession(), baccaratSession(), baccaratSession()]);
    await sweepBaccaratRounds(server.t.ctx, clock.now()); // earlier tests' rounds out of the way
    const roundNumber = startRound();
    const kinds = ['PLAYER', 'BANKER', 'TIE'] as const;
    for (const [i, { session }] of players.entries())
      await placeBaccaratBet(server.t.ctx, session, { kind: kinds[i]!, betMinor: 1_000 }, clock.now());

    const dealAt = baccaratTimes(roundNumber).closesAt;
    const sweeps = await Promise.all([
      sweepBaccaratRounds(server.t.ctx, dealAt),
      sweepBaccaratRounds(second.ctx, dealAt),
    ]);
    expect(sweeps[0].dealtRounds + sweeps[1].dealtRounds).toBe(1);
    expect(sweeps[0].winsSent + sweeps[1].winsSent).toBe(3);
    expect(await sweepBaccaratRounds(second.ctx, dealAt + 1_000)).toMatchObject({
      dealtRounds: 0,
      winsSent: 0,
      hasUnsettled: false,
    });

    const roundId = baccaratRoundId(roundNumber);
    const seed = await server.t.db
      .selectFrom('inhouse_baccarat_round')
      .select(['server_seed', 'status'])
      .where('round_number', '=', roundNumber)
      .executeTakeFirstOrThrow();
    expect(seed.status).toBe('SETTLED');
    const { outcome } = await dealBaccarat(seed.server_seed, roundId);
    const balances = await Promise.all(players.map((p) => mainBalanceOf(server, p.memberId)));
    expect(balances).toEqual(kinds.map((kind) => BigInt(99_000 + baccaratReturnMinor(kind, 1_000, outcome))));
    const wins = await server.t.db
      .selectFrom('vendor_transaction')
      .select('transaction_id')
      .where('round_id', '=', roundId)
      .where('kind', '=', 'WIN')
      .execute();
    expect(wins).toHaveLength(3);
  });

  it('does not deal before 20 s', async () => {
    const { session } = await baccaratSession();
    const roundNumber = startRound();
    await placeBaccaratBet(server.t.ctx, session, { kind: 'TIE', betMinor: 500 }, clock.now());
    const justBefore = baccaratTimes(roundNumber).closesAt - 1;
    expect(await sweepBaccaratRounds(server.t.ctx, justBefore)).toMatchObject({
      dealtRounds: 0,
      hasUnsettled: true,
    });
  });
});
