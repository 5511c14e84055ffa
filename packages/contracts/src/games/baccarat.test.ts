import { describe, expect, it } from 'vitest';
import { baccaratExactOdds, baccaratRtpFromOdds } from './baccarat-odds.js';
import {
  BACCARAT_BET_KINDS,
  BACCARAT_DECLARED_RTP,
  BACCARAT_SHOE_SIZE,
  baccaratCardsFromPicks,
  baccaratHandFromCards,
  baccaratReturnMinor,
  dealBaccarat,
  doesBankerDraw,
  type TCard,
} from './baccarat.js';
import { chiSquare } from './chi-square.js';
import { referenceDraws } from './test-support.js';

const SERVER_SEED = '7a1c9e3b5d2f4a6c8e0b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c';
const FAIR_DEALS = 10_000;

/** Cards by rank, suits cycling so the hand's cards are told apart. */
const cardsOf = (...ranks: number[]): TCard[] => ranks.map((rank, i) => ({ rank, suit: i % 4 }));
const ranksOf = (cards: TCard[]): number[] => cards.map((card) => card.rank);

describe('baccarat third-card rules', () => {
  it('stands both hands on a natural 8 or 9, even when the other hand would draw', () => {
    const playerNatural = baccaratHandFromCards(cardsOf(4, 3, 5, 10, 1, 1));
    expect(playerNatural).toMatchObject({ playerTotal: 9, bankerTotal: 3, outcome: 'PLAYER' });
    expect([ranksOf(playerNatural.player), ranksOf(playerNatural.banker)]).toEqual([
      [4, 5],
      [3, 10],
    ]);
    const bankerNatural = baccaratHandFromCards(cardsOf(2, 13, 3, 8, 9, 9));
    expect(bankerNatural).toMatchObject({ playerTotal: 5, bankerTotal: 8, outcome: 'BANKER' });
    expect(bankerNatural.player).toHaveLength(2);
  });

  it('stands the player on 6 and 7; the banker then draws on 0–5 with the fifth card', () => {
    const onSix = baccaratHandFromCards(cardsOf(13, 2, 6, 3, 4, 9));
    expect([ranksOf(onSix.player), ranksOf(onSix.banker)]).toEqual([
      [13, 6],
      [2, 3, 4],
    ]);
    expect(onSix).toMatchObject({ playerTotal: 6, bankerTotal: 9, outcome: 'BANKER' });
    const bothStand = baccaratHandFromCards(cardsOf(3, 6, 4, 12, 1, 1));
    expect(bothStand).toMatchObject({ playerTotal: 7, bankerTotal: 6, outcome: 'PLAYER' });
    expect(bothStand.banker).toHaveLength(2);
  });

  it('draws the player on 0–5 and the banker by the table with the sixth card', () => {
    const both = baccaratHandFromCards(cardsOf(1, 3, 2, 10, 4, 5));
    expect([ranksOf(both.player), ranksOf(both.banker)]).toEqual([
      [1, 2, 4],
      [3, 10, 5],
    ]);
    expect(both).toMatchObject({ playerTotal: 7, bankerTotal: 8, outcome: 'BANKER' });
    const bankerStandsOnThreeAgainstEight = baccaratHandFromCards(cardsOf(1, 1, 1, 2, 8, 9));
    expect(bankerStandsOnThreeAgainstEight).toMatchObject({
      playerTotal: 0,
      bankerTotal: 3,
      outcome: 'BANKER',
    });
    expect(bankerStandsOnThreeAgainstEight.banker).toHaveLength(2);
    const tie = baccaratHandFromCards(cardsOf(13, 3, 12, 4, 7, 9));
    expect(tie).toMatchObject({ playerTotal: 7, bankerTotal: 7, outcome: 'TIE' });
    expect(tie.banker).toHaveLength(2);
  });

  it('follows the banker drawing table (D draws, S stands) after a player third card', () => {
    // Player's third card value:  0 1 2 3 4 5 6 7 8 9
    const table: Record<number, string> = {
      0: 'DDDDDDDDDD',
      1: 'DDDDDDDDDD',
      2: 'DDDDDDDDDD',
      3: 'DDDDDDDDSD',
      4: 'SSDDDDDDSS',
      5: 'SSSSDDDDSS',
      6: 'SSSSSSDDSS',
      7: 'SSSSSSSSSS',
    };
    for (const [bankerTotal, row] of Object.entries(table))
      for (let third = 0; third <= 9; third++)
        expect(doesBankerDraw(Number(bankerTotal), third), `banker ${bankerTotal}, third ${third}`).toBe(
          row[third] === 'D',
        );
    expect([0, 1, 2, 3, 4, 5].every((total) => doesBankerDraw(total, null))).toBe(true);
    expect(doesBankerDraw(6, null) || doesBankerDraw(7, null)).toBe(false);
  });

  it('refuses impossible cards and a shoe too short for the coup', () => {
    expect(() => baccaratHandFromCards(cardsOf(0, 1, 2, 3, 4, 5))).toThrow();
    expect(() => baccaratHandFromCards([{ rank: 1, suit: 4 }, ...cardsOf(1, 2, 3, 4, 5)])).toThrow();
    expect(() => baccaratHandFromCards(cardsOf(1, 1, 1, 2))).toThrow();
  });
});

describe('baccarat payouts', () => {
  it.each([
    ['PLAYER', 100, 'PLAYER', 200],
    ['PLAYER', 100, 'TIE', 100],
    ['PLAYER', 100, 'BANKER', 0],
    ['BANKER', 100, 'BANKER', 195],
    ['BANKER', 30, 'BANKER', 58],
    ['BANKER', 100, 'TIE', 100],
    ['BANKER', 100, 'PLAYER', 0],
    ['TIE', 100, 'TIE', 900],
    ['TIE', 100, 'PLAYER', 0],
    ['TIE', 100, 'BANKER', 0],
  ] as const)('%s %i on %s returns %i', (kind, stake, outcome, returned) => {
    expect(baccaratReturnMinor(kind, stake, outcome)).toBe(returned);
  });
});

describe('baccarat shoe and odds', () => {
  it('deals without replacement: 416 picks give every card of the 8 decks exactly 8 times', () => {
    expect(baccaratCardsFromPicks([0, 0, 0, 0, 0, 0])).toEqual(
      cardsOf(1, 2, 3, 4, 5, 6).map((c) => ({ ...c, suit: 0 })),
    );
    expect(baccaratCardsFromPicks([415, 0])).toEqual([
      { rank: 13, suit: 3 },
      { rank: 2, suit: 0 },
    ]);
    // The first pick takes position 5; the second, landing on position 5 again, gets the card swapped there.
    expect(baccaratCardsFromPicks([5, 4])).toEqual([
      { rank: 6, suit: 0 },
      { rank: 1, suit: 0 },
    ]);
    const picks = Array.from({ length: BACCARAT_SHOE_SIZE }, (_, i) => (i * 7919) % (BACCARAT_SHOE_SIZE - i));
    const seen = new Map<string, number>();
    for (const { rank, suit } of baccaratCardsFromPicks(picks))
      seen.set(`${rank}/${suit}`, (seen.get(`${rank}/${suit}`) ?? 0) + 1);
    expect(seen.size).toBe(52);
    expect([...seen.values()].every((n) => n === 8)).toBe(true);
    expect(() => baccaratCardsFromPicks([416])).toThrow();
  });

  it('declares the exact 8-deck RTPs (P/B/T 0.446247 / 0.458597 / 0.095156)', () => {
    const odds = baccaratExactOdds();
    expect(odds.PLAYER).toBeCloseTo(0.446247, 6);
    expect(odds.BANKER).toBeCloseTo(0.458597, 6);
    expect(odds.TIE).toBeCloseTo(0.095156, 6);
    const rtp = baccaratRtpFromOdds(odds);
    for (const kind of BACCARAT_BET_KINDS)
      expect(Math.abs(rtp[kind] - BACCARAT_DECLARED_RTP[kind])).toBeLessThan(1e-4);
  });

  it('draws the picks 416, 415 … 411 from the round seed with the round id as client seed, nonce 0', async () => {
    const hand = await dealBaccarat(SERVER_SEED, 'bac-42');
    const picks = referenceDraws(
      { serverSeed: SERVER_SEED, clientSeed: 'bac-42', nonce: 0 },
      [416, 415, 414, 413, 412, 411],
    );
    expect(hand).toEqual(baccaratHandFromCards(baccaratCardsFromPicks(picks)));
    expect(await dealBaccarat(SERVER_SEED, 'bac-42')).toEqual(hand);
  });

  it(`gives Player, Banker and Tie as often as the exact odds over ${FAIR_DEALS} deals (chi-square, p > 0.01)`, async () => {
    const observed = { PLAYER: 0, BANKER: 0, TIE: 0 };
    for (let i = 0; i < FAIR_DEALS; i++) observed[(await dealBaccarat(SERVER_SEED, `round-${i}`)).outcome]++;
    const odds = baccaratExactOdds();
    const { pValue } = chiSquare(
      BACCARAT_BET_KINDS.map((kind) => observed[kind]),
      BACCARAT_BET_KINDS.map((kind) => odds[kind] * FAIR_DEALS),
    );
    expect(pValue).toBeGreaterThan(0.01);
  });
});
