import { createHash } from 'node:crypto';
import { crashMultiplierAt, crashPoint, crashPayoutMinor } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../modules/member/security-centre.factories.js';
import {
  launchInhousePlayer,
  mainBalanceOf,
  startInhouseTestServer,
  type TInhousePlayer,
  type TInhouseTestServer,
} from '../inhouse.factories.js';
import {
  connectFeed,
  flightMsFor,
  forceCrashPoint,
  settleCrashRounds,
  useLiveClock,
} from './live.factories.js';

let server: TInhouseTestServer;
const clock = useLiveClock();

beforeAll(async () => {
  server = await startInhouseTestServer();
});
afterAll(async () => server.t.close());

const crashPlayer = (fundsMinor = 100_000n) =>
  launchInhousePlayer(server, { fundsMinor, gameCode: 'KIRIN_CRASH' });
const call = (
  player: TInhousePlayer,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
) =>
  server.t.app.inject({
    method,
    url: `/inhouse/crash${path}`,
    headers: { 'x-vendor-session': player.sessionToken },
    ...(payload ? { payload } : {}),
  });
const bet = (player: TInhousePlayer, betMinor: number, autoCashOut?: number) =>
  call(player, 'POST', '/api/bet', { betMinor, ...(autoCashOut ? { autoCashOut } : {}) });
const stateOf = async (player: TInhousePlayer) => (await call(player, 'GET', '/api/state')).json().value;
const roundOf = (roundId: string) =>
  server.t.db
    .selectFrom('inhouse_crash_round')
    .selectAll()
    .where('round_number', '=', BigInt(roundId.slice(1)))
    .executeTakeFirstOrThrow();
const betRow = (roundId: string, player: TInhousePlayer) =>
  server.t.db
    .selectFrom('inhouse_crash_bet')
    .selectAll()
    .where('round_number', '=', BigInt(roundId.slice(1)))
    .where('player_id', '=', player.playerId)
    .executeTakeFirst();
const winsOf = (player: TInhousePlayer) =>
  server.t.db
    .selectFrom('vendor_transaction')
    .select(['transaction_id', 'amount_minor'])
    .where('member_id', '=', player.member.id)
    .where('kind', '=', 'WIN')
    .execute();

/** A fresh round in its betting phase, rigged to crash at `point`; answers its id and take-off time. */
async function openRound(
  player: TInhousePlayer,
  point: number,
): Promise<{ roundId: string; flightAt: number }> {
  const state = await stateOf(player);
  expect(state.phase).toBe('BETTING');
  await forceCrashPoint(server.t.db, BigInt(state.roundId.slice(1)), point);
  return { roundId: state.roundId, flightAt: state.startsAt };
}

describe('crash bets', () => {
  it('takes one bet per player during betting, through the platform ledger', async () => {
    const player = await crashPlayer();
    const { roundId } = await openRound(player, 300);
    const placed = await bet(player, 2_500, 200);
    expect(placed.statusCode).toBe(200);
    expect(placed.json().value).toEqual({ roundId, betMinor: 2_500, autoCashOut: 200, balance: 97_500 });
    expect(await mainBalanceOf(server, player.member.id)).toBe(97_500n);
    expect(await betRow(roundId, player)).toMatchObject({
      status: 'OPEN',
      bet_minor: 2_500n,
      auto_cash_out: 200,
    });

    expectFailure(await bet(player, 1_000), 409, 'INVALID_STATE', { bet: 'already_placed' });
    expect(await mainBalanceOf(server, player.member.id)).toBe(97_500n);
  });

  it('refuses a bet once the round has taken off, moving nothing', async () => {
    const player = await crashPlayer();
    const { roundId, flightAt } = await openRound(player, 500);
    clock.set(flightAt);
    expectFailure(await bet(player, 1_000), 409, 'INVALID_STATE', { round: 'betting_closed' });
    expect(await betRow(roundId, player)).toBeUndefined();
    expect(await mainBalanceOf(server, player.member.id)).toBe(100_000n);
  });

  it('answers insufficient funds with the balance and lets the player bet less', async () => {
    const player = await crashPlayer(500n);
    const { roundId } = await openRound(player, 300);
    const refused = await bet(player, 1_000);
    expectFailure(refused, 400, 'INSUFFICIENT_FUNDS', { balance: '500' });
    expect(await betRow(roundId, player)).toBeUndefined();
    expect((await bet(player, 400)).json().value.balance).toBe(100);
  });

  it('refuses malformed bets and unknown sessions with the envelope', async () => {
    const player = await crashPlayer();
    expectFailure(await bet(player, 0), 400, 'VALIDATION_FAILED');
    expectFailure(await bet(player, 1_000, 100), 400, 'VALIDATION_FAILED');
    expectFailure(await call(player, 'POST', '/api/bet', { betMinor: 10.5 }), 400, 'VALIDATION_FAILED');
    expectFailure(await bet({ ...player, sessionToken: 'x'.repeat(43) }, 1_000), 401, 'GAME_SESSION_INVALID');
  });
});

describe('crash cash-outs and settlement', () => {
  it('cashes out below the crash point at the multiplier of the server clock and pays at once', async () => {
    const player = await crashPlayer();
    const { roundId, flightAt } = await openRound(player, 500);
    await bet(player, 1_000);
    clock.set(flightAt + flightMsFor(250) + 3);
    const expected = crashMultiplierAt(flightMsFor(250) + 3);
    const cashed = await call(player, 'POST', '/api/cashout');
    expect(cashed.statusCode).toBe(200);
    const payout = crashPayoutMinor(1_000, expected);
    expect(cashed.json().value).toEqual({
      roundId,
      cashOut: expected,
      payoutMinor: payout,
      balance: 99_000 + payout,
    });
    expect(await mainBalanceOf(server, player.member.id)).toBe(BigInt(99_000 + payout));
    expect(await betRow(roundId, player)).toMatchObject({ cash_out: expected, is_settled: true });
    expectFailure(await call(player, 'POST', '/api/cashout'), 409, 'INVALID_STATE', { bet: 'no_open_bet' });
    expect(await winsOf(player)).toEqual([
      { transaction_id: `${roundId}:${player.playerId}:win`, amount_minor: BigInt(payout) },
    ]);
  });

  it('refuses a cash-out at or after the crash; the bet is then closed with a zero win', async () => {
    const player = await crashPlayer();
    const { roundId, flightAt } = await openRound(player, 180);
    await bet(player, 1_000);
    clock.set(flightAt - 1);
    expectFailure(await call(player, 'POST', '/api/cashout'), 409, 'INVALID_STATE', { round: 'not_flying' });
    clock.set(flightAt + flightMsFor(180));
    expectFailure(await call(player, 'POST', '/api/cashout'), 409, 'INVALID_STATE', { round: 'crashed' });

    await settleCrashRounds(server.t.ctx, clock.now());
    expect((await roundOf(roundId)).status).toBe('SETTLED');
    expect(await betRow(roundId, player)).toMatchObject({
      payout_minor: 0n,
      cash_out: null,
      is_settled: true,
    });
    expect(await winsOf(player)).toEqual([
      { transaction_id: `${roundId}:${player.playerId}:win`, amount_minor: 0n },
    ]);
    expect(await mainBalanceOf(server, player.member.id)).toBe(99_000n);
  });

  it('pays automatic cash-outs at or below the crash point at their target at the crash', async () => {
    const [low, exact, high] = [await crashPlayer(), await crashPlayer(), await crashPlayer()];
    const { roundId, flightAt } = await openRound(low, 420);
    await bet(low, 1_000, 150);
    await bet(exact, 1_000, 420);
    await bet(high, 1_000, 421);
    // Everyone sees the 1.50× target taken once the multiplier passes it, before any money moves.
    clock.set(flightAt + flightMsFor(300));
    const flying = await stateOf(low);
    expect(flying).toMatchObject({ phase: 'FLYING', crashPoint: null, serverSeed: null });
    expect(flying.bets.map((b: { cashOut: number | null }) => b.cashOut).sort()).toEqual([150, null, null]);

    clock.set(flightAt + flightMsFor(420));
    await settleCrashRounds(server.t.ctx, clock.now());
    expect(await mainBalanceOf(server, low.member.id)).toBe(100_500n);
    expect(await mainBalanceOf(server, exact.member.id)).toBe(103_200n);
    expect(await mainBalanceOf(server, high.member.id)).toBe(99_000n);
    const crashed = await stateOf(low);
    expect(crashed).toMatchObject({ roundId, phase: 'CRASHED', crashPoint: 420, multiplier: 420 });
    expect(crashed.myBet).toEqual({ betMinor: 1_000, autoCashOut: 150, cashOut: 150, payoutMinor: 1_500 });
  });

  it('records the stake and payout of the round in the platform betting record', async () => {
    const player = await crashPlayer();
    const { roundId, flightAt } = await openRound(player, 300);
    await bet(player, 2_000, 200);
    clock.set(flightAt + flightMsFor(300));
    await settleCrashRounds(server.t.ctx, clock.now());
    const round = await server.t.db
      .selectFrom('bet_round')
      .selectAll()
      .where('member_id', '=', player.member.id)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({
      round_id: roundId,
      game_code: 'KIRIN_CRASH',
      stake_minor: 2_000n,
      payout_minor: 4_000n,
      status: 'SETTLED',
    });
  });
});

describe('crash fairness', () => {
  it('publishes the seed hash before the round and the seed that makes its crash point after it', async () => {
    const player = await crashPlayer();
    const state = await stateOf(player);
    const fair = () =>
      server.t.app.inject({ method: 'GET', url: `/inhouse/api/fair/rounds/${state.roundId}` });
    const before = (await fair()).json().value;
    expect(before).toMatchObject({
      roundId: state.roundId,
      gameCode: 'KIRIN_CRASH',
      serverSeed: null,
      result: null,
    });
    expect(before.serverSeedHash).toBe(state.serverSeedHash);
    expect(JSON.stringify(state)).not.toMatch(/crashPoint":\d/);

    const row = await roundOf(state.roundId);
    clock.set(row.crashes_at.getTime());
    const after = (await fair()).json().value;
    expect(createHash('sha256').update(after.serverSeed).digest('hex')).toBe(state.serverSeedHash);
    expect(after).toMatchObject({ clientSeed: state.roundId, nonce: 0 });
    expect(after.result.crashPoint).toBe(await crashPoint(after.serverSeed, state.roundId));
    const history = (await server.t.app.inject({ method: 'GET', url: '/inhouse/crash/api/history' })).json()
      .value;
    expect(history[0]).toMatchObject({ roundId: state.roundId, crashPoint: after.result.crashPoint });
  });
});

describe('crash live feed', () => {
  it('pushes the table over the WebSocket, including other players’ bets', async () => {
    const [watcher, other] = [await crashPlayer(), await crashPlayer()];
    const { roundId } = await openRound(watcher, 300);
    const feed = connectFeed(server, '/inhouse/crash/ws', watcher.sessionToken);
    const first = await feed.next((m) => m.type === 'state');
    expect(first).toMatchObject({
      roundId,
      phase: 'BETTING',
      crashPoint: null,
      serverSeed: null,
      bets: [],
      myBet: null,
    });
    await bet(other, 1_234);
    const withBet = await feed.next((m) => (m.bets as unknown[]).length === 1);
    expect(withBet.bets).toEqual([
      {
        player: expect.stringMatching(/\*\*\*/),
        currency: expect.any(String),
        betMinor: 1_234,
        cashOut: null,
      },
    ]);
    feed.close();
    await feed.closed;
  });

  it('closes the socket of an unknown session', async () => {
    const feed = connectFeed(server, '/inhouse/crash/ws', 'y'.repeat(43));
    expect(await feed.next()).toEqual({ type: 'error', code: 'GAME_SESSION_INVALID' });
    expect(await feed.closed).toBe(4401);
  });
});
