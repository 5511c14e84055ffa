import type { TPvpRoomState } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import { countdownText, handLabel, playerChoices, showsStakeField } from './pvp-view.js';

const t = (key: string, vars: Record<string, string | number> = {}) => `${key}${JSON.stringify(vars)}`;

function teenPatti(hand: Partial<NonNullable<TPvpRoomState['hand']>>): TPvpRoomState {
  const seat = (n: number, isMe: boolean) => ({
    seat: n,
    username: `p${n}`,
    isMe,
    status: 'IN' as const,
    committedMinor: 100,
    stakeMinor: 100,
    isPending: false,
    cards: null,
  });
  return {
    type: 'state',
    now: 1_000,
    room: {
      gameCode: 'KIRIN_TEENPATTI',
      seats: 5,
      minBetMinor: 100,
      maxBetMinor: 1_000,
      rakeBps: 500,
      turnMs: 15_000,
    },
    seated: [1, 2, 3].map((n) => ({ seat: n, username: `p${n}`, isMe: n === 2 })),
    mySeat: 2,
    hand: {
      roundId: 'r1',
      phase: 'ACTING',
      dealerSeat: 1,
      turnSeat: 2,
      chaalMinor: 600,
      deadlineAt: 5_500,
      bankMinor: 0,
      serverSeedHash: 'h',
      serverSeed: null,
      seats: [seat(1, false), seat(2, true), seat(3, false)],
      result: null,
      ...hand,
    },
  };
}

describe('card room view', () => {
  it('offers call, a raise capped at the room maximum and fold on my Teen Patti turn; show only heads-up', () => {
    const state = teenPatti({});
    expect(playerChoices(state)).toEqual([
      { action: 'CALL', labelKey: 'pvp.CALL', amountMinor: 600 },
      { action: 'RAISE', labelKey: 'pvp.RAISE', amountMinor: 1_000 },
      { action: 'FOLD', labelKey: 'pvp.FOLD' },
    ]);
    const headsUp = teenPatti({});
    headsUp.hand!.seats[0]!.status = 'FOLDED';
    expect(playerChoices(headsUp).map((c) => c.action)).toEqual(['CALL', 'RAISE', 'FOLD', 'SHOW']);
  });

  it('offers nothing when it is not my turn, while my action is pending, or once settled', () => {
    expect(playerChoices(teenPatti({ turnSeat: 3 }))).toEqual([]);
    const pending = teenPatti({});
    pending.hand!.seats[1]!.isPending = true;
    expect(playerChoices(pending)).toEqual([]);
    expect(playerChoices(teenPatti({ phase: 'SETTLED' }))).toEqual([]);
  });

  it('lets a Niu-Niu banker bank and the others stake, with the stake field for the others only', () => {
    const state = teenPatti({ phase: 'BETTING', bankMinor: 3_000 });
    state.room.gameCode = 'KIRIN_NIUNIU';
    state.hand!.seats[1]!.status = 'WAITING';
    expect(playerChoices(state)).toEqual([{ action: 'STAKE', labelKey: 'pvp.STAKE' }]);
    expect(showsStakeField(state)).toBe(true);
    state.hand!.dealerSeat = 2;
    expect(playerChoices(state)).toEqual([{ action: 'BANK', labelKey: 'pvp.BANK', amountMinor: 3_000 }]);
    expect(showsStakeField(state)).toBe(false);
  });

  it('names hands and counts down by the server clock', () => {
    expect(handLabel('KIRIN_NIUNIU', '10', t)).toBe('pvp.niu10{}');
    expect(handLabel('KIRIN_NIUNIU', '7', t)).toBe('pvp.niu{"niu":"7"}');
    expect(handLabel('KIRIN_TEENPATTI', 'PURE_SEQUENCE', t)).toBe('pure sequence');
    const hand = teenPatti({}).hand;
    expect(countdownText(hand, 1_000)).toBe('5');
    expect(countdownText(hand, 9_000)).toBe('0');
    expect(countdownText(null, 0)).toBe('—');
  });
});
