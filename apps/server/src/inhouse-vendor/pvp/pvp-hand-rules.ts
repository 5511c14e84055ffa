import {
  dealPvpCards,
  NIUNIU_CARDS_PER_SEAT,
  NIUNIU_MAX_MULTIPLIER,
  niuniuPlayerNet,
  rankNiuniuHand,
  rankTeenPattiHand,
  settlePvpSeats,
  splitTeenPattiPot,
  TEENPATTI_CARDS_PER_SEAT,
  type TCard,
} from '@kirin/contracts';
import { AppError } from '../../platform/errors.js';
import type { TPvpAction, TPvpHandSeat, TPvpHandState, TPvpPlayer, TPvpRoom } from './pvp-hand-state.js';

/** Teen Patti: after this many turns per dealt-in seat the remaining hands are shown (a hand always ends). */
export const TEENPATTI_MAX_TURN_ROUNDS = 3;

const refuse = (reason: string): AppError => new AppError('INVALID_STATE', { pvp: reason });
const clone = (state: TPvpHandState): TPvpHandState => structuredClone(state);
const seatOf = (state: TPvpHandState, seat: number): TPvpHandSeat => {
  const found = state.seats.find((s) => s.seat === seat);
  if (!found) throw refuse('not_in_hand');
  return found;
};
const inSeats = (state: TPvpHandState) => state.seats.filter((s) => s.status === 'IN');

/** The seat after `from` among `seats` (sorted), wrapping around. */
function seatAfter(seats: readonly number[], from: number): number {
  const sorted = [...seats].sort((a, b) => a - b);
  return sorted.find((s) => s > from) ?? sorted[0]!;
}

/** A new hand for the seated players: the banker/dealer is the seat after the previous one (rotation). */
export function newHandState(
  room: TPvpRoom,
  players: readonly (TPvpPlayer & { seat: number })[],
  previousDealerSeat: number | null,
): TPvpHandState {
  if (players.length < 2) throw new Error('a hand needs two players');
  const seats = [...players].sort((a, b) => a.seat - b.seat);
  return {
    gameCode: room.gameCode,
    phase: 'BETTING',
    dealerSeat: seatAfter(
      seats.map((s) => s.seat),
      previousDealerSeat ?? 0,
    ),
    seats: seats.map((p) => ({
      ...p,
      status: 'WAITING',
      committedMinor: 0,
      stakeMinor: 0,
      debits: 0,
      isPending: false,
    })),
    turnSeat: null,
    chaalMinor: room.minBetMinor,
    turnsTaken: 0,
    cards: null,
    result: null,
  };
}

/** The Niu-Niu banker's bank: enough to pay every other seat the largest stake at the largest multiplier. */
export const niuniuBankMinor = (room: TPvpRoom, state: TPvpHandState): number =>
  room.maxBetMinor * NIUNIU_MAX_MULTIPLIER * (state.seats.length - 1);

/**
 * What an action of `seat` takes from its wallet (0 for a fold), or a refusal (INVALID_STATE, details.pvp) when
 * it is not allowed now. Checked before the debit is sent, and again (unchanged state) when it is applied.
 */
export function debitForAction(
  room: TPvpRoom,
  state: TPvpHandState,
  seat: number,
  action: TPvpAction,
  amountMinor: number | undefined,
): number {
  const mine = seatOf(state, seat);
  if (mine.isPending) throw refuse('previous_action_pending');
  if (state.phase === 'SETTLED') throw refuse('hand_over');
  if (room.gameCode === 'KIRIN_NIUNIU') {
    if (state.phase !== 'BETTING' || mine.status !== 'WAITING') throw refuse('already_in');
    if (action === 'BANK') {
      if (seat !== state.dealerSeat) throw refuse('not_banker');
      return niuniuBankMinor(room, state);
    }
    if (action === 'STAKE') {
      if (seat === state.dealerSeat) throw refuse('banker_banks');
      if (amountMinor === undefined || amountMinor < room.minBetMinor || amountMinor > room.maxBetMinor)
        throw refuse('stake_out_of_range');
      return amountMinor * NIUNIU_MAX_MULTIPLIER;
    }
    throw refuse('unknown_action');
  }
  if (action === 'BOOT') {
    if (state.phase !== 'BETTING' || mine.status !== 'WAITING') throw refuse('already_in');
    return room.minBetMinor;
  }
  if (state.phase !== 'ACTING' || state.turnSeat !== seat || mine.status !== 'IN')
    throw refuse('not_your_turn');
  switch (action) {
    case 'FOLD':
      return 0;
    case 'CALL':
      return state.chaalMinor;
    case 'RAISE':
      if (state.chaalMinor >= room.maxBetMinor) throw refuse('at_max_bet');
      return Math.min(state.chaalMinor * 2, room.maxBetMinor);
    case 'SHOW':
      if (inSeats(state).length !== 2) throw refuse('show_needs_two');
      return state.chaalMinor;
    default:
      throw refuse('unknown_action');
  }
}

/** Whether the betting phase can end before its timer: every seat has joined. */
export function isBettingComplete(state: TPvpHandState): boolean {
  return state.phase === 'BETTING' && state.seats.every((s) => s.status === 'IN' && !s.isPending);
}

function settle(
  room: TPvpRoom,
  state: TPvpHandState,
  nets: Map<number, number>,
  labels: Map<number, string>,
  isVoid = false,
): TPvpHandState {
  const payouts = settlePvpSeats(
    state.seats.map((s) => ({
      seat: s.seat,
      committedMinor: s.committedMinor,
      netMinor: nets.get(s.seat) ?? 0,
    })),
    isVoid ? 0 : room.rakeBps,
  );
  state.phase = 'SETTLED';
  state.turnSeat = null;
  state.result = {
    isVoid,
    seats: payouts.map((p) => ({
      seat: p.seat,
      playerId: seatOf(state, p.seat).playerId,
      hand: labels.get(p.seat) ?? null,
      netMinor: nets.get(p.seat) ?? 0,
      rakeMinor: p.rakeMinor,
      payoutMinor: p.payoutMinor,
    })),
  };
  return state;
}

/** The hand cannot be played: every stake goes back as it came (no rake). */
const voidHand = (room: TPvpRoom, state: TPvpHandState) => settle(room, state, new Map(), new Map(), true);

async function deal(state: TPvpHandState, serverSeed: string, roundId: string, perSeat: number) {
  const dealtIn = inSeats(state);
  const dealt = await dealPvpCards(serverSeed, roundId, dealtIn.length * perSeat);
  const cards: Record<string, TCard[]> = {};
  dealtIn.forEach((s, i) => {
    cards[String(s.seat)] = dealt.slice(i * perSeat, (i + 1) * perSeat);
  });
  state.cards = cards;
  return cards;
}

async function resolveNiuniu(room: TPvpRoom, state: TPvpHandState, serverSeed: string, roundId: string) {
  const banker = seatOf(state, state.dealerSeat);
  const players = inSeats(state).filter((s) => s.seat !== banker.seat);
  if (banker.status !== 'IN' || players.length === 0) return voidHand(room, state);
  const cards = await deal(state, serverSeed, roundId, NIUNIU_CARDS_PER_SEAT);
  const bankerHand = rankNiuniuHand(cards[String(banker.seat)]!);
  const nets = new Map<number, number>();
  const labels = new Map([[banker.seat, String(bankerHand.niu)]]);
  let bankerNet = 0;
  for (const player of players) {
    const hand = rankNiuniuHand(cards[String(player.seat)]!);
    const net = niuniuPlayerNet(player.stakeMinor, hand, bankerHand);
    nets.set(player.seat, net);
    labels.set(player.seat, String(hand.niu));
    bankerNet -= net;
  }
  nets.set(banker.seat, bankerNet);
  return settle(room, state, nets, labels);
}

function showdown(room: TPvpRoom, state: TPvpHandState): TPvpHandState {
  const contenders = inSeats(state).map((s) => ({
    seat: s.seat,
    hand: rankTeenPattiHand(state.cards![String(s.seat)]!),
  }));
  const pot = state.seats.reduce((sum, s) => sum + s.committedMinor, 0);
  const winnings = splitTeenPattiPot(pot, contenders);
  const nets = new Map(state.seats.map((s) => [s.seat, (winnings.get(s.seat) ?? 0) - s.committedMinor]));
  const labels = new Map(contenders.map((c) => [c.seat, c.hand.category]));
  return settle(room, state, nets, labels);
}

/** After a Teen Patti turn: the last seat standing wins, the turn limit shows the hands, else the next seat. */
function afterTurn(room: TPvpRoom, state: TPvpHandState, actedSeat: number): TPvpHandState {
  const remaining = inSeats(state);
  if (remaining.length === 1) {
    const pot = state.seats.reduce((sum, s) => sum + s.committedMinor, 0);
    const nets = new Map(state.seats.map((s) => [s.seat, -s.committedMinor]));
    nets.set(remaining[0]!.seat, pot - remaining[0]!.committedMinor);
    return settle(room, state, nets, new Map());
  }
  state.turnsTaken++;
  const dealtIn = Object.keys(state.cards ?? {}).length;
  if (state.turnsTaken >= TEENPATTI_MAX_TURN_ROUNDS * dealtIn) return showdown(room, state);
  state.turnSeat = seatAfter(
    remaining.map((s) => s.seat),
    actedSeat,
  );
  return state;
}

/** Applies an accepted action (its debit, if any, already taken): answers the new state. */
export function applyAction(
  room: TPvpRoom,
  current: TPvpHandState,
  seat: number,
  action: TPvpAction,
  debitMinor: number,
): TPvpHandState {
  const state = clone(current);
  const mine = seatOf(state, seat);
  mine.committedMinor += debitMinor;
  if (debitMinor > 0) mine.debits++;
  mine.isPending = false;
  switch (action) {
    case 'BANK':
    case 'BOOT':
      mine.status = 'IN';
      return state;
    case 'STAKE':
      mine.status = 'IN';
      mine.stakeMinor = debitMinor / NIUNIU_MAX_MULTIPLIER;
      return state;
    case 'FOLD':
      mine.status = 'FOLDED';
      return afterTurn(room, state, seat);
    case 'CALL':
      return afterTurn(room, state, seat);
    case 'RAISE':
      state.chaalMinor = debitMinor;
      return afterTurn(room, state, seat);
    case 'SHOW':
      return showdown(room, state);
    default:
      throw refuse('unknown_action');
  }
}

/**
 * The hand moves on without waiting: betting closed (its timer ran out, or every seat joined) or a Teen Patti
 * turn timed out. Seats that did not join are OUT; a seat whose turn timed out folds (the auto-action: it
 * risks nothing more, and what it put in stays in the pot to be settled).
 */
export async function advanceHand(
  room: TPvpRoom,
  current: TPvpHandState,
  serverSeed: string,
  roundId: string,
): Promise<TPvpHandState> {
  const state = clone(current);
  if (state.phase === 'BETTING') {
    for (const s of state.seats) if (s.status === 'WAITING') s.status = 'OUT';
    if (room.gameCode === 'KIRIN_NIUNIU') return resolveNiuniu(room, state, serverSeed, roundId);
    if (inSeats(state).length < 2) return voidHand(room, state);
    await deal(state, serverSeed, roundId, TEENPATTI_CARDS_PER_SEAT);
    state.phase = 'ACTING';
    state.chaalMinor = room.minBetMinor;
    state.turnSeat = seatAfter(
      inSeats(state).map((s) => s.seat),
      state.dealerSeat,
    );
    return state;
  }
  if (state.phase === 'ACTING' && state.turnSeat !== null) {
    const timedOut = state.turnSeat;
    seatOf(state, timedOut).status = 'FOLDED';
    return afterTurn(room, state, timedOut);
  }
  return state;
}

/** Marks a seat's debit as on its way (nothing else of it is accepted until it is answered). */
export function markPending(current: TPvpHandState, seat: number, isPending: boolean): TPvpHandState {
  const state = clone(current);
  seatOf(state, seat).isPending = isPending;
  return state;
}
