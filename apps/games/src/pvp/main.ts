// KIRIN_NIUNIU and KIRIN_TEENPATTI room page: the server pushes the room over a WebSocket (the socket also keeps
// the seat); actions are POSTed. Timers run on the server, so a closed page only means the timer acts for you.
import type { TInhouseVendorPlayer, TPvpActionAnswer, TPvpRoomState } from '@kirin/contracts';
import { linkToVerify } from '../common/fairness.js';
import { formatMinor, parseMinor } from '../common/format.js';
import { applyTranslations, registerStrings, t } from '../common/i18n.js';
import { connectLiveFeed } from '../common/live-feed.js';
import { byTestId, notifyBalanceChanged, showMessage } from '../common/page.js';
import { api, errorText, refusalDetails } from '../common/vendor-api.js';
import {
  cardName,
  countdownText,
  handLabel,
  hasHiddenCards,
  isNiuniu,
  isRedCard,
  playerChoices,
  showsStakeField,
  type TPvpCardView,
  type TPvpChoice,
} from './pvp-view.js';
import { PVP_STRINGS } from './strings.js';

registerStrings(PVP_STRINGS);

let latest: TPvpRoomState | null = null;
/** Server clock minus ours, from the last state message. */
let clockOffsetMs = 0;
let isSending = false;

function setBalance(balance: number | null | undefined) {
  if (balance !== null && balance !== undefined) byTestId('pvp-balance').textContent = formatMinor(balance);
}

function cardElement(card: TPvpCardView | null) {
  const element = document.createElement('span');
  if (!card) {
    element.className = 'pvp-card is-back';
    element.setAttribute('aria-hidden', 'true');
    return element;
  }
  element.className = `pvp-card${isRedCard(card) ? ' is-red' : ''}`;
  element.textContent = cardName(card);
  return element;
}

async function send(choice: TPvpChoice) {
  if (isSending) return;
  let amountMinor: number | undefined;
  if (choice.action === 'STAKE') {
    amountMinor = parseMinor(byTestId<HTMLInputElement>('pvp-stake-input').value) ?? undefined;
    if (amountMinor === undefined) return showMessage(t('error.validation_failed'));
  }
  isSending = true;
  try {
    const answer = await api<TPvpActionAnswer>('/inhouse/pvp/api/action', {
      method: 'POST',
      body: { action: choice.action, amountMinor },
    });
    setBalance(answer.balance);
    showMessage('');
    notifyBalanceChanged();
  } catch (error) {
    showMessage(errorText(error));
    setBalance(refusalDetails(error).balance);
  } finally {
    isSending = false;
  }
}

function choiceButton(choice: TPvpChoice) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = t(
    choice.labelKey,
    choice.amountMinor === undefined ? {} : { amount: formatMinor(choice.amountMinor) },
  );
  element.dataset.testid = `pvp-action-${choice.action}`;
  element.disabled = isSending;
  element.addEventListener('click', () => void send(choice));
  return element;
}

function renderRoom(state: TPvpRoomState) {
  const { room, hand } = state;
  const title = t(`pvp.${room.gameCode}`);
  document.title = title;
  byTestId('pvp-title').textContent = title;
  byTestId('pvp-rules').textContent = t(isNiuniu(state) ? 'pvp.rulesNiuniu' : 'pvp.rulesTeenPatti', {
    min: formatMinor(room.minBetMinor),
    max: formatMinor(room.maxBetMinor),
    rake: room.rakeBps / 100,
  });
  byTestId('pvp-phase').textContent = hand ? t(`pvp.${hand.phase}`) : t('pvp.waiting');
  if (state.mySeat === null) showMessage(t('pvp.full'));
  byTestId('pvp-stake-field').hidden = !showsStakeField(state);
  const input = byTestId<HTMLInputElement>('pvp-stake-input');
  input.min = String(room.minBetMinor / 100);
  input.max = String(room.maxBetMinor / 100);
  if (!input.value) input.value = String(room.minBetMinor / 100);
}

function renderSeats(state: TPvpRoomState) {
  const { room, hand } = state;
  const results = new Map((hand?.result?.seats ?? []).map((r) => [r.seat, r]));
  const handSeats = new Map((hand?.seats ?? []).map((s) => [s.seat, s]));
  const items = state.seated.map((seated) => {
    const seat = handSeats.get(seated.seat);
    const item = document.createElement('li');
    item.className = `pvp-seat${seated.isMe ? ' is-me' : ''}${hand?.turnSeat === seated.seat ? ' is-turn' : ''}`;
    item.dataset.testid = `pvp-seat-${seated.seat}`;
    const name = document.createElement('span');
    name.className = 'pvp-seat-name';
    const role =
      hand?.dealerSeat === seated.seat ? ` · ${t(isNiuniu(state) ? 'pvp.banker' : 'pvp.dealer')}` : '';
    name.textContent = `${seated.seat}. ${seated.username}${seated.isMe ? ` ${t('pvp.me')}` : ''}${role}`;
    const status = document.createElement('span');
    status.className = 'kv-muted';
    status.textContent = seat
      ? `${t(`pvp.${seat.status}`)} · ${t('pvp.in', { amount: formatMinor(seat.committedMinor) })}`
      : '';
    const cards = document.createElement('span');
    cards.className = 'pvp-cards';
    if (seat?.cards) cards.replaceChildren(...seat.cards.map(cardElement));
    else if (hasHiddenCards(hand, seat)) cards.replaceChildren(...[0, 1, 2].map(() => cardElement(null)));
    const result = results.get(seated.seat);
    const outcome = document.createElement('span');
    outcome.dataset.testid = `pvp-seat-result-${seated.seat}`;
    if (result && !hand?.result?.isVoid)
      outcome.textContent = `${handLabel(room.gameCode, result.hand, t)} ${result.netMinor >= 0 ? '+' : ''}${formatMinor(result.netMinor)}`;
    item.replaceChildren(name, status, cards, outcome);
    return item;
  });
  byTestId('pvp-seats').replaceChildren(...items);
  const mine = state.mySeat === null ? undefined : results.get(state.mySeat);
  byTestId('pvp-outcome').textContent = !hand?.result
    ? ''
    : hand.result.isVoid
      ? t('pvp.void')
      : mine
        ? t('pvp.result', { net: formatMinor(mine.netMinor), rake: formatMinor(mine.rakeMinor) })
        : '';
}

function renderFairness(hand: TPvpRoomState['hand']) {
  byTestId('pvp-round-id').textContent = hand?.roundId ?? '—';
  byTestId('pvp-seed-hash').textContent = hand?.serverSeedHash ?? '—';
  byTestId('pvp-seed').textContent = hand?.serverSeed ?? '—';
  const verify = byTestId<HTMLAnchorElement>('pvp-verify');
  verify.hidden = !hand?.serverSeed;
  if (hand?.serverSeed) linkToVerify(verify, hand.roundId);
}

function renderClock() {
  byTestId('pvp-countdown').textContent = countdownText(latest?.hand ?? null, Date.now() + clockOffsetMs);
}

function onState(state: TPvpRoomState) {
  latest = state;
  clockOffsetMs = state.now - Date.now();
  renderRoom(state);
  renderSeats(state);
  byTestId('pvp-buttons').replaceChildren(...playerChoices(state).map(choiceButton));
  renderFairness(state.hand);
  renderClock();
}

async function start() {
  applyTranslations();
  connectLiveFeed<TPvpRoomState>('/inhouse/pvp/ws', { onState, reconnectingKey: 'pvp.reconnecting' });
  setInterval(renderClock, 250);
  try {
    setBalance((await api<TInhouseVendorPlayer>('/inhouse/api/player')).balance);
  } catch {
    // The next action's answer carries it.
  }
}

void start();
