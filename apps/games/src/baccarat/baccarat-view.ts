// What the baccarat page shows, as pure functions of the table's state (tested without a DOM).
import {
  BACCARAT_BET_KINDS,
  type TBaccaratBetKind,
  type TBaccaratCardView,
  type TBaccaratHandView,
  type TBaccaratState,
} from '@kirin/contracts';
import { formatMinor } from '../common/format.js';
import type { TVars } from '../common/i18n.js';

type TTranslate = (key: string, vars?: TVars) => string;

export const BACCARAT_KINDS: readonly TBaccaratBetKind[] = BACCARAT_BET_KINDS;
/** The chips the page offers, in minor units (1 to 100). */
export const CHIPS_MINOR = [100, 500, 1_000, 5_000, 10_000] as const;

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** Suit 0..3 as the shoe numbers them: spades, hearts, diamonds, clubs. */
const SUITS = ['♠', '♥', '♦', '♣'];

/** A card's face, e.g. rank 12 suit 1 → "Q♥" (rank 1 = ace … 13 = king). */
export function cardName(card: TBaccaratCardView): string {
  return `${RANKS[card.rank - 1] ?? '?'}${SUITS[card.suit] ?? '?'}`;
}

/** Hearts and diamonds are printed red. */
export function isRedCard(card: TBaccaratCardView): boolean {
  return card.suit === 1 || card.suit === 2;
}

/** The result line under the hands: "Banker wins", "Player wins" or "Tie"; empty before the deal. */
export function outcomeText(hand: TBaccaratHandView | null, t: TTranslate): string {
  if (!hand) return '';
  return hand.outcome === 'TIE' ? t('bac.tie') : t('bac.wins', { side: t(`bac.${hand.outcome}`) });
}

/** The player's own stake on one spot this round (several bets add up). */
export function myStakeMinor(myBets: TBaccaratState['myBets'], kind: TBaccaratBetKind): number {
  return myBets.filter((bet) => bet.kind === kind).reduce((sum, bet) => sum + bet.betMinor, 0);
}

/** The player's result once the round is dealt and decided: the payout, or no win; empty otherwise. */
export function myResultText(state: TBaccaratState, t: TTranslate): string {
  if (state.phase !== 'DEALT' || state.myBets.length === 0 || state.myPayoutMinor === null) return '';
  return state.myPayoutMinor > 0
    ? t('bac.myWin', { amount: formatMinor(state.myPayoutMinor) })
    : t('bac.myLoss');
}

export type TClockView = { countdown: string; phase: string };

/** The countdown: seconds left to bet while betting is open, else the seconds to the next round. */
export function clockView(
  state: Pick<TBaccaratState, 'closesAt' | 'endsAt'>,
  now: number,
  t: TTranslate,
): TClockView {
  const isBetting = now < state.closesAt;
  const seconds = Math.max(0, Math.ceil(((isBetting ? state.closesAt : state.endsAt) - now) / 1000));
  return isBetting
    ? { countdown: String(seconds), phase: t('bac.betting') }
    : { countdown: '', phase: t('bac.nextRound', { seconds }) };
}

/** Whether the road and the balance may move: the round is dealt and this player's payout is decided. */
export function isRoundDecided(state: TBaccaratState): boolean {
  return state.phase === 'DEALT' && (state.myBets.length === 0 || state.myPayoutMinor !== null);
}

/** A chip's face: whole amounts without ".00" (100 → "1", 5,000 → "50"). */
export function chipFace(minor: number): string {
  return formatMinor(minor).replace(/\.00$/, '');
}

const REFUSAL_KEYS: Readonly<Record<string, string>> = {
  betting_closed: 'bac.bettingClosed',
  too_many_bets: 'bac.tooManyBets',
};

/** The page's own string for a refusal's round/bet detail, or null to show the platform's message. */
export function refusalKey(details: { round?: string; bet?: string }): string | null {
  const reason = details.round ?? details.bet;
  return (reason && REFUSAL_KEYS[reason]) || null;
}
