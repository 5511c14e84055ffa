import { describe, expect, it } from 'vitest';
import {
  advanceHand,
  applyAction,
  debitForAction,
  newHandState,
  TEENPATTI_MAX_TURN_ROUNDS,
} from './pvp-hand-rules.js';
import type { TPvpHandState, TPvpRoom } from './pvp-hand-state.js';

const SEED = '0f9e8d7c6b5a49382716054f3e2d1c0b0a99887766554433221100ffeeddccbb';
const room = (gameCode: TPvpRoom['gameCode']): TPvpRoom => ({
  id: 1n,
  merchantCode: 'demo',
  roomRef: '1',
  gameCode,
  seats: 4,
  minBetMinor: 100,
  maxBetMinor: 400,
  rakeBps: 500,
  turnMs: 10_000,
});
const player = (seat: number) => ({
  seat,
  merchantCode: 'demo',
  playerId: `p${seat}`,
  username: `user${seat}`,
  currency: 'VND',
});
const pot = (state: TPvpHandState) => state.seats.reduce((sum, s) => sum + s.committedMinor, 0);

describe('card room hand rules', () => {
  it('rotates the banker to the next seated player and wraps around', () => {
    const niuniu = room('KIRIN_NIUNIU');
    const seated = [player(2), player(5), player(3)];
    expect(newHandState(niuniu, seated, null).dealerSeat).toBe(2);
    expect(newHandState(niuniu, seated, 2).dealerSeat).toBe(3);
    expect(newHandState(niuniu, seated, 5).dealerSeat).toBe(2);
  });

  it('keeps a Niu-Niu bank large enough for every stake at the top multiplier', () => {
    const niuniu = room('KIRIN_NIUNIU');
    const state = newHandState(niuniu, [player(1), player(2), player(3)], null);
    expect(debitForAction(niuniu, state, 1, 'BANK', undefined)).toBe(400 * 3 * 2);
    expect(debitForAction(niuniu, state, 2, 'STAKE', 400)).toBe(1_200);
    expect(() => debitForAction(niuniu, state, 2, 'BANK', undefined)).toThrow();
    expect(() => debitForAction(niuniu, state, 2, 'STAKE', 401)).toThrow();
  });

  it('ends every Teen Patti hand: after three turns per seat the hands are shown, the pot fully paid out', async () => {
    const teenPatti = room('KIRIN_TEENPATTI');
    let state = newHandState(teenPatti, [player(1), player(2), player(3)], null);
    for (const seat of [1, 2, 3]) state = applyAction(teenPatti, state, seat, 'BOOT', 100);
    state = await advanceHand(teenPatti, state, SEED, 'P1');
    expect(state).toMatchObject({ phase: 'ACTING', turnSeat: 2 });
    let turns = 0;
    while (state.phase === 'ACTING') {
      const seat = state.turnSeat!;
      state = applyAction(
        teenPatti,
        state,
        seat,
        'CALL',
        debitForAction(teenPatti, state, seat, 'CALL', undefined),
      );
      turns++;
    }
    expect(turns).toBe(TEENPATTI_MAX_TURN_ROUNDS * 3);
    const paid = state.result!.seats.reduce((sum, s) => sum + s.payoutMinor + s.rakeMinor, 0);
    expect(paid).toBe(pot(state));
  });

  it('folds the seat whose turn timed out and moves the turn on', async () => {
    const teenPatti = room('KIRIN_TEENPATTI');
    let state = newHandState(teenPatti, [player(1), player(2), player(3)], null);
    for (const seat of [1, 2, 3]) state = applyAction(teenPatti, state, seat, 'BOOT', 100);
    state = await advanceHand(teenPatti, state, SEED, 'P1');
    state = await advanceHand(teenPatti, state, SEED, 'P1');
    expect(state.seats.find((s) => s.seat === 2)!.status).toBe('FOLDED');
    expect(state).toMatchObject({ phase: 'ACTING', turnSeat: 3 });
    expect(() => debitForAction(teenPatti, state, 2, 'CALL', undefined)).toThrow();
  });
});
