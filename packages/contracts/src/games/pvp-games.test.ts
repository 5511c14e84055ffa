import { describe, expect, it } from 'vitest';
import type { TCard } from './baccarat.js';
import { niuniuBeats, niuniuPlayerNet, rankNiuniuHand } from './niuniu.js';
import { dealPvpCards, pvpCardsFromPicks } from './pvp-deck.js';
import { settlePvpSeats } from './pvp-settlement.js';
import { compareTeenPattiHands, rankTeenPattiHand, splitTeenPattiPot } from './teen-patti.js';
import { referenceDraws } from './test-support.js';

const SEED = '0f9e8d7c6b5a49382716054f3e2d1c0b0a99887766554433221100ffeeddccbb';
/** Cards written as rank+suit letters: 'K♠' style but ASCII, e.g. 'Ks', '10h', 'Ad', '7c'. */
const card = (text: string): TCard => {
  const rank = { A: 1, J: 11, Q: 12, K: 13 }[text.slice(0, -1)] ?? Number(text.slice(0, -1));
  return { rank, suit: 'shdc'.indexOf(text.slice(-1)) };
};
const cards = (text: string): TCard[] => text.split(' ').map(card);

describe('card room deck', () => {
  it('deals distinct cards, the same for the same seed and hand, as an independent reading of the stream', async () => {
    const dealt = await dealPvpCards(SEED, 'P1', 25);
    expect(new Set(dealt.map((c) => `${c.rank}:${c.suit}`)).size).toBe(25);
    expect(await dealPvpCards(SEED, 'P1', 25)).toEqual(dealt);
    expect(await dealPvpCards(SEED, 'P2', 25)).not.toEqual(dealt);
    const sizes = Array.from({ length: 25 }, (_, i) => 52 - i);
    const picks = referenceDraws({ serverSeed: SEED, clientSeed: 'P1', nonce: 0 }, sizes);
    expect(pvpCardsFromPicks(picks)).toEqual(dealt);
  });

  it('reads picks as a partial Fisher–Yates over one sorted deck', () => {
    expect(pvpCardsFromPicks([0, 0, 49])).toEqual([
      { rank: 1, suit: 0 },
      { rank: 2, suit: 0 },
      { rank: 13, suit: 3 },
    ]);
    expect(() => pvpCardsFromPicks([52])).toThrow();
    expect(() => pvpCardsFromPicks([0, 51])).toThrow();
  });
});

describe('Niu-Niu', () => {
  it('ranks no niu, niu N and Niu-Niu with their multipliers', () => {
    expect(rankNiuniuHand(cards('As 2h 2d 5c Ks'))).toMatchObject({ niu: 0, multiplier: 1 });
    expect(rankNiuniuHand(cards('Ks Qh 10d 3c 4s'))).toMatchObject({ niu: 7, multiplier: 2 });
    expect(rankNiuniuHand(cards('2s 3h 5d 6c 4s'))).toMatchObject({ niu: 10, multiplier: 3 });
    expect(rankNiuniuHand(cards('Js Qh Kd 5c 5s'))).toMatchObject({ niu: 10, multiplier: 3 });
    expect(rankNiuniuHand(cards('As 9h 10d 2c 3s'))).toMatchObject({ niu: 5, multiplier: 1 });
  });

  it('takes the best of several triples', () => {
    // 3+7+10 leaves 9+1 = niu-niu; 1+9+10 leaves 3+7 = niu-niu; 2 other choices are worse.
    expect(rankNiuniuHand(cards('3s 7h 10d 9c As')).niu).toBe(10);
    // 2+8+10 leaves 6+4 → 10; 4+6+10 leaves 2+8 → 10; check an uneven one: 1+2+7 leaves 5+5 → 10, 5+5+10? none.
    expect(rankNiuniuHand(cards('As 2h 7d 5c 8s')).niu).toBe(3);
  });

  it('breaks an equal niu by the highest card, rank then suit ♠ > ♥ > ♣ > ♦', () => {
    const spadeKing = rankNiuniuHand(cards('Ks Qh 10d 3c 4s'));
    const heartKing = rankNiuniuHand(cards('Kh Qd 10c 3s 4h'));
    expect(spadeKing.niu).toBe(heartKing.niu);
    expect(niuniuBeats(spadeKing, heartKing)).toBe(true);
    expect(niuniuBeats(heartKing, spadeKing)).toBe(false);
    // Aces are low here (1 point): the ten of clubs is the top card and beats the ten of diamonds.
    const clubTen = rankNiuniuHand(cards('Ac 9h 10c 2c 3s'));
    const diamondTen = rankNiuniuHand(cards('Ad 9s 10d 2d 3h'));
    expect(clubTen.niu).toBe(diamondTen.niu);
    expect(niuniuBeats(clubTen, diamondTen)).toBe(true);
  });

  it("pays the winner's multiplier: a player's Niu-Niu wins 3×, the banker's niu 8 takes 2×", () => {
    const niuniu = rankNiuniuHand(cards('2s 3h 5d 6c 4s'));
    const niu8 = rankNiuniuHand(cards('Ks Qh 10d 3c 5s'));
    const niu1 = rankNiuniuHand(cards('Ks Qh 10d 3c 8s'));
    expect(niuniuPlayerNet(100, niuniu, niu8)).toBe(300);
    expect(niuniuPlayerNet(100, niu1, niu8)).toBe(-200);
    expect(niuniuPlayerNet(100, niu8, niu1)).toBe(200);
  });
});

describe('Teen Patti', () => {
  it('orders the categories trail > pure sequence > sequence > colour > pair > high card', () => {
    const ranked = ['As Ah Ad', 'Qs Ks As', 'Qs Kh Ad', '2s 7s 9s', '9s 9h Ad', 'As Kh Jd'].map((text) =>
      rankTeenPattiHand(cards(text)),
    );
    expect(ranked.map((h) => h.category)).toEqual([
      'TRAIL',
      'PURE_SEQUENCE',
      'SEQUENCE',
      'COLOUR',
      'PAIR',
      'HIGH_CARD',
    ]);
    for (let i = 0; i + 1 < ranked.length; i++)
      expect(compareTeenPattiHands(ranked[i]!, ranked[i + 1]!)).toBeGreaterThan(0);
  });

  it('puts A-K-Q above A-2-3 above K-Q-J, and compares pairs by the pair first', () => {
    const akq = rankTeenPattiHand(cards('As Kh Qd'));
    const a23 = rankTeenPattiHand(cards('Ah 2d 3c'));
    const kqj = rankTeenPattiHand(cards('Kd Qc Js'));
    expect(compareTeenPattiHands(akq, a23)).toBeGreaterThan(0);
    expect(compareTeenPattiHands(a23, kqj)).toBeGreaterThan(0);
    const pairOfTens = rankTeenPattiHand(cards('10s 10h 2d'));
    const pairOfNines = rankTeenPattiHand(cards('9s 9h Ad'));
    expect(compareTeenPattiHands(pairOfTens, pairOfNines)).toBeGreaterThan(0);
    expect(
      compareTeenPattiHands(rankTeenPattiHand(cards('Ks 9h 4d')), rankTeenPattiHand(cards('Kh 9d 4s'))),
    ).toBe(0);
  });

  it('splits a pot between equal hands, the odd unit to the first seat', () => {
    const winnings = splitTeenPattiPot(301, [
      { seat: 3, hand: rankTeenPattiHand(cards('Kh 9d 4s')) },
      { seat: 1, hand: rankTeenPattiHand(cards('Ks 9h 4d')) },
      { seat: 2, hand: rankTeenPattiHand(cards('2s 3h 5d')) },
    ]);
    expect(Object.fromEntries(winnings)).toEqual({ 1: 151, 2: 0, 3: 150 });
  });
});

describe('card room settlement', () => {
  it('returns stakes plus nets, less the rake on winning nets, never below zero', () => {
    const payouts = settlePvpSeats(
      [
        { seat: 1, committedMinor: 3_000, netMinor: -600 },
        { seat: 2, committedMinor: 300, netMinor: 300 },
        { seat: 3, committedMinor: 600, netMinor: 300 },
      ],
      500,
    );
    expect(payouts).toEqual([
      { seat: 1, payoutMinor: 2_400, rakeMinor: 0 },
      { seat: 2, payoutMinor: 585, rakeMinor: 15 },
      { seat: 3, payoutMinor: 885, rakeMinor: 15 },
    ]);
    expect(() => settlePvpSeats([{ seat: 1, committedMinor: 0, netMinor: 5 }], 0)).toThrow();
    expect(() =>
      settlePvpSeats(
        [
          { seat: 1, committedMinor: 100, netMinor: -200 },
          { seat: 2, committedMinor: 100, netMinor: 200 },
        ],
        0,
      ),
    ).toThrow();
  });
});
