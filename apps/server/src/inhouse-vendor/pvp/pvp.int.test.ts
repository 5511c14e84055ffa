import { dealPvpCards } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLiveClock } from '../crash/live.factories.js';
import {
  mainBalanceOf,
  startInhouseTestServer,
  type TInhousePlayer,
  type TInhouseTestServer,
} from '../inhouse.factories.js';
import { launchPvpPlayer, makePvpRoom, settlePvpPayouts } from './pvp.factories.js';
import type { TPvpRoomState } from './pvp.schemas.js';
import { sweepPvpRooms } from './sweep-pvp-rooms.js';

let server: TInhouseTestServer;
const clock = useLiveClock();

beforeAll(async () => {
  server = await startInhouseTestServer();
});
afterAll(async () => server.t.close());

const FUNDS = 100_000n;
const call = (
  player: TInhousePlayer,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
) =>
  server.t.app.inject({
    method,
    url: `/inhouse/pvp${path}`,
    headers: { 'x-vendor-session': player.sessionToken },
    ...(payload ? { payload } : {}),
  });
const stateOf = async (player: TInhousePlayer): Promise<TPvpRoomState> => {
  const response = await call(player, 'GET', '/api/state');
  expect(response.statusCode).toBe(200);
  return response.json().value as TPvpRoomState;
};
const act = (player: TInhousePlayer, action: string, amountMinor?: number) =>
  call(player, 'POST', '/api/action', amountMinor === undefined ? { action } : { action, amountMinor });

/** Two funded players seated in a new room of the game; the first hand is open. */
async function seatTwo(gameCode: 'KIRIN_NIUNIU' | 'KIRIN_TEENPATTI') {
  const { roomId } = await makePvpRoom(server, {
    gameCode,
    seats: 4,
    minBetMinor: 100n,
    maxBetMinor: 1_000n,
    rakeBps: 500,
    turnMs: 10_000,
  });
  const first = await launchPvpPlayer(server, { fundsMinor: FUNDS, gameCode, roomId });
  const second = await launchPvpPlayer(server, { fundsMinor: FUNDS, gameCode, roomId });
  const page = await server.t.app.inject({
    method: 'GET',
    url: `/inhouse/play/${gameCode}?session=${first.sessionToken}`,
  });
  expect(page.statusCode).toBe(200);
  // The built card-room page (apps/games/src/pvp) with its hashed script.
  expect(page.body).toContain('data-testid="pvp-seats"');
  expect(page.body).toMatch(/src="\/inhouse\/assets\/assets\/pvp-[\w-]+\.js"/);
  expect((await stateOf(first)).mySeat).toBe(1);
  // Each read sweeps, but a sweep skips a room another process's sweep (here the vendor's housekeeping) holds
  // at that moment: that one deals, and a later read sees the hand.
  let seen = await stateOf(second);
  expect(seen.mySeat).toBe(2);
  await expect
    .poll(async () => (seen = await stateOf(second)).hand, { timeout: 10_000 })
    .toMatchObject({ phase: 'BETTING', dealerSeat: 1 });
  return { first, second, roundId: seen.hand!.roundId };
}

const vendorMoves = (player: TInhousePlayer) =>
  server.t.db
    .selectFrom('vendor_transaction')
    .select(['transaction_id', 'kind', 'amount_minor'])
    .where('member_id', '=', player.member.id)
    .orderBy('created_at')
    .orderBy('transaction_id')
    .execute();

describe('Niu-Niu room', () => {
  it('plays a hand to settlement: the banker banks, the player stakes, wins are paid less the rake', async () => {
    const { first: banker, second: player, roundId } = await seatTwo('KIRIN_NIUNIU');
    const banked = await act(banker, 'BANK');
    expect(banked.statusCode).toBe(200);
    expect(banked.json().value).toMatchObject({ roundId, debitMinor: 3_000 });
    expect((await act(banker, 'BANK')).json()).toMatchObject({ success: false, code: 'INVALID_STATE' });
    expect((await act(player, 'STAKE', 5_000)).json()).toMatchObject({
      success: false,
      code: 'INVALID_STATE',
    });
    expect((await act(player, 'STAKE', 400)).statusCode).toBe(200);

    // Both are in: the hand is dealt and settled at once.
    await settlePvpPayouts(server.t.ctx, clock.now());
    const seen = await stateOf(player);
    const hand = seen.hand!;
    expect(hand.phase).toBe('SETTLED');
    expect(hand.serverSeed).not.toBeNull();
    const dealt = await dealPvpCards(hand.serverSeed!, roundId, 10);
    expect(hand.seats.map((s) => s.cards)).toEqual([dealt.slice(0, 5), dealt.slice(5, 10)]);
    const [bankerResult, playerResult] = hand.result!.seats;
    expect(bankerResult!.netMinor + playerResult!.netMinor).toBe(0);
    const winner = bankerResult!.netMinor > 0 ? bankerResult! : playerResult!;
    const rake = Math.floor((winner.netMinor * 500) / 10_000);
    expect(winner.rakeMinor).toBe(rake);
    expect(rake).toBeGreaterThan(0);

    expect(await mainBalanceOf(server, banker.member.id)).toBe(
      FUNDS + BigInt(bankerResult!.netMinor - bankerResult!.rakeMinor),
    );
    expect(await mainBalanceOf(server, player.member.id)).toBe(
      FUNDS + BigInt(playerResult!.netMinor - playerResult!.rakeMinor),
    );
    expect(await vendorMoves(player)).toEqual([
      { transaction_id: `${roundId}:${player.playerId}:1`, kind: 'BET', amount_minor: 1_200n },
      {
        transaction_id: `${roundId}:${player.playerId}:win`,
        kind: 'WIN',
        amount_minor: BigInt(playerResult!.payoutMinor),
      },
    ]);
    // The house keeps exactly the rake: the ledger's bets less its wins over both seats.
    const moves = [...(await vendorMoves(banker)), ...(await vendorMoves(player))];
    const kept = moves.reduce((sum, m) => sum + (m.kind === 'BET' ? m.amount_minor : -m.amount_minor), 0n);
    expect(kept).toBe(BigInt(rake));

    const fair = await server.t.app.inject({ method: 'GET', url: `/inhouse/api/fair/rounds/${roundId}` });
    expect(fair.json().value).toMatchObject({
      roundId,
      gameCode: 'KIRIN_NIUNIU',
      serverSeed: hand.serverSeed,
      clientSeed: roundId,
      nonce: 0,
    });
  });

  it('returns a stake in full when the banker never banks (disconnected): the timer voids the hand', async () => {
    const { second: player, roundId } = await seatTwo('KIRIN_NIUNIU');
    expect((await act(player, 'STAKE', 1_000)).statusCode).toBe(200);
    expect(await mainBalanceOf(server, player.member.id)).toBe(FUNDS - 3_000n);
    const fair = await server.t.app.inject({ method: 'GET', url: `/inhouse/api/fair/rounds/${roundId}` });
    expect(fair.json().value).toMatchObject({ serverSeed: null });

    clock.advance(10_001);
    await settlePvpPayouts(server.t.ctx, clock.now());
    const hand = (await stateOf(player)).hand!;
    expect(hand).toMatchObject({ roundId, phase: 'SETTLED', result: { isVoid: true } });
    expect(await mainBalanceOf(server, player.member.id)).toBe(FUNDS);
    expect(await vendorMoves(player)).toEqual([
      { transaction_id: `${roundId}:${player.playerId}:1`, kind: 'BET', amount_minor: 3_000n },
      { transaction_id: `${roundId}:${player.playerId}:win`, kind: 'WIN', amount_minor: 3_000n },
    ]);
  });
});

describe('Teen Patti room', () => {
  it('folds a player whose turn times out (disconnected): the other takes the pot less the rake', async () => {
    const { first, second, roundId } = await seatTwo('KIRIN_TEENPATTI');
    expect((await act(first, 'BOOT')).statusCode).toBe(200);
    expect((await act(second, 'BOOT')).statusCode).toBe(200);
    const acting = (await stateOf(first)).hand!;
    // Dealer is seat 1, so seat 2 speaks first; each sees only their own cards.
    expect(acting).toMatchObject({ phase: 'ACTING', turnSeat: 2, chaalMinor: 100 });
    expect(acting.seats[0]!.cards).toHaveLength(3);
    expect(acting.seats[1]!.cards).toBeNull();
    expect((await act(first, 'CALL')).json()).toMatchObject({ code: 'INVALID_STATE' });
    expect((await act(second, 'RAISE')).json().value).toMatchObject({ debitMinor: 200 });
    expect((await stateOf(first)).hand).toMatchObject({ turnSeat: 1, chaalMinor: 200 });

    // Seat 1 goes quiet: at the timer it folds, seat 2 wins the pot of 100 + 100 + 200.
    clock.advance(10_001);
    await sweepPvpRooms(server.t.ctx, clock.now());
    await settlePvpPayouts(server.t.ctx, clock.now());
    const hand = (await stateOf(second)).hand!;
    expect(hand.phase).toBe('SETTLED');
    expect(hand.seats.map((s) => s.status)).toEqual(['FOLDED', 'IN']);
    expect(hand.result!.seats).toEqual([
      { seat: 1, hand: null, netMinor: -100, rakeMinor: 0, payoutMinor: 0 },
      { seat: 2, hand: null, netMinor: 100, rakeMinor: 5, payoutMinor: 395 },
    ]);
    expect(await mainBalanceOf(server, first.member.id)).toBe(FUNDS - 100n);
    expect(await mainBalanceOf(server, second.member.id)).toBe(FUNDS + 95n);
    const payouts = await server.t.db
      .selectFrom('inhouse_pvp_payout')
      .select(['seat_no', 'stake_minor', 'payout_minor', 'rake_minor', 'is_settled'])
      .where('hand_id', '=', BigInt(roundId.slice(1)))
      .orderBy('seat_no')
      .execute();
    expect(payouts).toEqual([
      { seat_no: 1, stake_minor: 100n, payout_minor: 0n, rake_minor: 0n, is_settled: true },
      { seat_no: 2, stake_minor: 300n, payout_minor: 395n, rake_minor: 5n, is_settled: true },
    ]);
  });
});
