// @vitest-environment node
// Pure functions: no DOM needed, so the file skips the jsdom start-up.
import type { TBaccaratState } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import {
  cardName,
  chipFace,
  clockView,
  isRedCard,
  isRoundDecided,
  myResultText,
  myStakeMinor,
  outcomeText,
  refusalKey,
} from './baccarat-view.js';

const t = (key: string, vars: Record<string, string | number> = {}) =>
  Object.keys(vars).length ? `${key}${JSON.stringify(vars)}` : key;

const kindTotal = { betMinor: 0, players: 0 };
const baseState: TBaccaratState = {
  type: 'state',
  roundId: 'B1',
  phase: 'BETTING',
  opensAt: 0,
  closesAt: 20_000,
  endsAt: 30_000,
  serverSeedHash: 'h',
  hand: null,
  serverSeed: null,
  seats: [],
  totals: { PLAYER: kindTotal, BANKER: kindTotal, TIE: kindTotal },
  myBets: [],
  myPayoutMinor: null,
  now: 0,
};
const state = (patch: Partial<TBaccaratState>): TBaccaratState => ({ ...baseState, ...patch });
const hand = (outcome: 'PLAYER' | 'BANKER' | 'TIE') => ({
  player: [
    { rank: 1, suit: 0 },
    { rank: 12, suit: 1 },
  ],
  banker: [
    { rank: 10, suit: 2 },
    { rank: 7, suit: 3 },
  ],
  playerTotal: 1,
  bankerTotal: 7,
  outcome,
});

describe('baccarat result rendering', () => {
  it('names cards by rank and suit, hearts and diamonds red', () => {
    expect(cardName({ rank: 1, suit: 0 })).toBe('A♠');
    expect(cardName({ rank: 10, suit: 2 })).toBe('10♦');
    expect(cardName({ rank: 13, suit: 3 })).toBe('K♣');
    expect([0, 1, 2, 3].map((suit) => isRedCard({ rank: 5, suit }))).toEqual([false, true, true, false]);
  });

  it('announces the winning side, a tie, or nothing before the deal', () => {
    expect(outcomeText(hand('BANKER'), t)).toBe('bac.wins{"side":"bac.BANKER"}');
    expect(outcomeText(hand('PLAYER'), t)).toBe('bac.wins{"side":"bac.PLAYER"}');
    expect(outcomeText(hand('TIE'), t)).toBe('bac.tie');
    expect(outcomeText(null, t)).toBe('');
  });

  it("adds up the player's bets on a spot", () => {
    const myBets = [
      { kind: 'BANKER' as const, betMinor: 500 },
      { kind: 'TIE' as const, betMinor: 100 },
      { kind: 'BANKER' as const, betMinor: 1000 },
    ];
    expect(myStakeMinor(myBets, 'BANKER')).toBe(1500);
    expect(myStakeMinor(myBets, 'PLAYER')).toBe(0);
  });

  it("shows the player's payout or loss only once the round is dealt and decided", () => {
    const mine = [{ kind: 'BANKER' as const, betMinor: 1000 }];
    expect(myResultText(state({ phase: 'DEALT', myBets: mine, myPayoutMinor: 1950 }), t)).toBe(
      'bac.myWin{"amount":"19.50"}',
    );
    expect(myResultText(state({ phase: 'DEALT', myBets: mine, myPayoutMinor: 0 }), t)).toBe('bac.myLoss');
    expect(myResultText(state({ phase: 'DEALT', myBets: mine, myPayoutMinor: null }), t)).toBe('');
    expect(myResultText(state({ phase: 'DEALT', myBets: [], myPayoutMinor: 0 }), t)).toBe('');
    expect(myResultText(state({ myBets: mine, myPayoutMinor: 1950 }), t)).toBe('');
  });

  it('moves the road and the balance only when the payouts are decided', () => {
    const mine = [{ kind: 'TIE' as const, betMinor: 100 }];
    expect(isRoundDecided(state({ phase: 'DEALT' }))).toBe(true);
    expect(isRoundDecided(state({ phase: 'DEALT', myBets: mine, myPayoutMinor: null }))).toBe(false);
    expect(isRoundDecided(state({ phase: 'DEALT', myBets: mine, myPayoutMinor: 0 }))).toBe(true);
    expect(isRoundDecided(state({ myBets: mine, myPayoutMinor: 0 }))).toBe(false);
  });

  it('counts down the betting seconds, then the seconds to the next round', () => {
    expect(clockView(baseState, 0, t)).toEqual({ countdown: '20', phase: 'bac.betting' });
    expect(clockView(baseState, 18_500, t)).toEqual({ countdown: '2', phase: 'bac.betting' });
    expect(clockView(baseState, 20_000, t)).toEqual({ countdown: '', phase: 'bac.nextRound{"seconds":10}' });
    expect(clockView(baseState, 31_000, t)).toEqual({ countdown: '', phase: 'bac.nextRound{"seconds":0}' });
  });

  it('prints chips without cents and maps refusals to the table words', () => {
    expect([100, 500, 1_000, 5_000, 10_000, 150].map(chipFace)).toEqual([
      '1',
      '5',
      '10',
      '50',
      '100',
      '1.50',
    ]);
    expect(refusalKey({ round: 'betting_closed' })).toBe('bac.bettingClosed');
    expect(refusalKey({ bet: 'too_many_bets' })).toBe('bac.tooManyBets');
    expect(refusalKey({ round: 'crashed' })).toBeNull();
  });
});
