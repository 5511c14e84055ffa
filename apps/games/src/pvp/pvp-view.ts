// What the card-room page shows, as pure functions of the room state the server pushes (tested without a DOM).
import type { TPvpRoomState } from '@kirin/contracts';
import type { TVars } from '../common/i18n.js';

type TTranslate = (key: string, vars?: TVars) => string;
type THand = NonNullable<TPvpRoomState['hand']>;
export type TPvpCardView = { rank: number; suit: number };
/** An action the player may take now, and what its button says. */
export type TPvpChoice = {
  action: 'BANK' | 'STAKE' | 'BOOT' | 'CALL' | 'RAISE' | 'FOLD' | 'SHOW';
  labelKey: string;
  amountMinor?: number;
};

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

export const isNiuniu = (state: TPvpRoomState) => state.room.gameCode === 'KIRIN_NIUNIU';

/** "A♠", "10♥"… (suits 1 and 2 are the red ones). */
export function cardName(card: TPvpCardView): string {
  return `${RANKS[card.rank - 1] ?? '?'}${SUITS[card.suit] ?? '?'}`;
}

export const isRedCard = (card: TPvpCardView) => card.suit === 1 || card.suit === 2;

/** A settled hand's name: Niu-Niu's niu count in words, Teen Patti's rank label ("PURE_SEQUENCE" -> "pure sequence"). */
export function handLabel(gameCode: string, label: string | null, t: TTranslate): string {
  if (label === null) return '';
  if (gameCode !== 'KIRIN_NIUNIU') return label.replaceAll('_', ' ').toLowerCase();
  return label === '0' ? t('pvp.niu0') : label === '10' ? t('pvp.niu10') : t('pvp.niu', { niu: label });
}

/** The actions open to this player right now (none while a previous action is still being recorded). */
export function playerChoices(state: TPvpRoomState): TPvpChoice[] {
  const { hand, room, mySeat } = state;
  const me = hand?.seats.find((s) => s.isMe);
  if (!hand || !me || me.isPending || hand.phase === 'SETTLED') return [];
  if (isNiuniu(state)) {
    if (hand.phase !== 'BETTING' || me.status !== 'WAITING') return [];
    return mySeat === hand.dealerSeat
      ? [{ action: 'BANK', labelKey: 'pvp.BANK', amountMinor: hand.bankMinor }]
      : [{ action: 'STAKE', labelKey: 'pvp.STAKE' }];
  }
  if (hand.phase === 'BETTING')
    return me.status === 'WAITING'
      ? [{ action: 'BOOT', labelKey: 'pvp.BOOT', amountMinor: room.minBetMinor }]
      : [];
  if (hand.turnSeat !== mySeat || me.status !== 'IN') return [];
  const choices: TPvpChoice[] = [{ action: 'CALL', labelKey: 'pvp.CALL', amountMinor: hand.chaalMinor }];
  if (hand.chaalMinor < room.maxBetMinor)
    choices.push({
      action: 'RAISE',
      labelKey: 'pvp.RAISE',
      amountMinor: Math.min(hand.chaalMinor * 2, room.maxBetMinor),
    });
  choices.push({ action: 'FOLD', labelKey: 'pvp.FOLD' });
  // A show is only allowed between the last two players.
  if (hand.seats.filter((s) => s.status === 'IN').length === 2)
    choices.push({ action: 'SHOW', labelKey: 'pvp.SHOW', amountMinor: hand.chaalMinor });
  return choices;
}

/** Whether the Niu-Niu stake field shows: betting, and the player is not the banker. */
export function showsStakeField(state: TPvpRoomState): boolean {
  return isNiuniu(state) && state.hand?.phase === 'BETTING' && state.mySeat !== state.hand.dealerSeat;
}

/** Seconds left in the hand's current phase by the server's clock, or "—" when nothing is timed. */
export function countdownText(hand: THand | null, serverNowMs: number): string {
  if (!hand || hand.phase === 'SETTLED') return '—';
  return String(Math.max(0, Math.ceil((hand.deadlineAt - serverNowMs) / 1000)));
}

/** Whether a seat's cards are dealt but hidden (shown face down until the hand is settled). */
export function hasHiddenCards(hand: THand | null, seat: THand['seats'][number] | undefined): boolean {
  return Boolean(
    hand &&
    !hand.result &&
    hand.phase !== 'BETTING' &&
    seat &&
    !seat.cards &&
    (seat.status === 'IN' || seat.status === 'FOLDED'),
  );
}
