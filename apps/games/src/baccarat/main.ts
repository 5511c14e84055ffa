// KIRIN_BACCARAT page: one shared table, a round every 30 s by the server's clock (bets for 20 s, then the
// deal). The server pushes the table over a WebSocket; the socket also keeps the player's seat.
import type {
  TBaccaratBetAnswer,
  TBaccaratBetKind,
  TBaccaratCardView,
  TBaccaratHistory,
  TBaccaratState,
  TInhouseVendorPlayer,
} from '@kirin/contracts';
import { linkToVerify } from '../common/fairness.js';
import { formatMinor } from '../common/format.js';
import { applyTranslations, registerStrings, t } from '../common/i18n.js';
import { connectLiveFeed } from '../common/live-feed.js';
import { byTestId, notifyBalanceChanged, required, showMessage } from '../common/page.js';
import { api, errorText, refusalDetails } from '../common/vendor-api.js';
import { BACCARAT_STRINGS } from './baccarat-strings.js';
import {
  BACCARAT_KINDS,
  cardName,
  chipFace,
  CHIPS_MINOR,
  clockView,
  isRedCard,
  isRoundDecided,
  myResultText,
  myStakeMinor,
  outcomeText,
  refusalKey,
} from './baccarat-view.js';

registerStrings(BACCARAT_STRINGS);

let state: TBaccaratState | null = null;
/** Server clock minus ours, from the last state message. */
let clockOffsetMs = 0;
let lastDealtRound: string | null = null;

const serverNow = () => Date.now() + clockOffsetMs;
const chipMinor = () =>
  Number(document.querySelector<HTMLInputElement>('input[name="chip"]:checked')?.value ?? CHIPS_MINOR[0]);

function setBalance(balance: number | null | undefined) {
  if (balance !== null && balance !== undefined)
    byTestId('baccarat-balance').textContent = formatMinor(balance);
}

async function refreshBalance() {
  try {
    setBalance((await api<TInhouseVendorPlayer>('/inhouse/api/player')).balance);
  } catch {
    // The next answer carries it.
  }
}

function renderChips() {
  const fieldset = byTestId('baccarat-chips');
  for (const [i, minor] of CHIPS_MINOR.entries()) {
    const label = document.createElement('label');
    label.className = 'bac-chip';
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = 'chip';
    input.value = String(minor);
    input.checked = i === 1;
    input.dataset.testid = `baccarat-chip-${minor}`;
    const face = document.createElement('span');
    face.textContent = chipFace(minor);
    label.append(input, face);
    fieldset.append(label);
  }
}

function cardElement(card: TBaccaratCardView) {
  const element = document.createElement('div');
  element.className = `bac-card${isRedCard(card) ? ' is-red' : ''}`;
  const name = cardName(card);
  element.textContent = name;
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', name);
  return element;
}

function cardBacks() {
  return [0, 1].map(() => {
    const element = document.createElement('div');
    element.className = 'bac-card is-back';
    element.setAttribute('aria-hidden', 'true');
    return element;
  });
}

function renderHands(table: TBaccaratState) {
  const hand = table.hand;
  byTestId('baccarat-player-cards').replaceChildren(...(hand ? hand.player.map(cardElement) : cardBacks()));
  byTestId('baccarat-banker-cards').replaceChildren(...(hand ? hand.banker.map(cardElement) : cardBacks()));
  byTestId('baccarat-player-total').textContent = hand ? String(hand.playerTotal) : '';
  byTestId('baccarat-banker-total').textContent = hand ? String(hand.bankerTotal) : '';
  byTestId('baccarat-outcome').textContent = outcomeText(hand, t);
  for (const kind of BACCARAT_KINDS)
    required(`.bac-spot-${kind}`).classList.toggle('is-winner', hand?.outcome === kind);
}

function renderSpots(table: TBaccaratState) {
  for (const kind of BACCARAT_KINDS) {
    const spot = byTestId<HTMLButtonElement>(`baccarat-spot-${kind}`);
    const total = table.totals[kind];
    required('.bac-spot-total', spot).textContent = total.betMinor
      ? t('bac.total', { amount: formatMinor(total.betMinor), players: total.players })
      : '';
    const mine = myStakeMinor(table.myBets, kind);
    required('.bac-spot-mine', spot).textContent = mine ? t('bac.mine', { amount: formatMinor(mine) }) : '';
    spot.disabled = table.phase !== 'BETTING';
    spot.setAttribute('aria-label', `${t(`bac.${kind}`)} ${formatMinor(chipMinor())}`);
  }
}

function renderSeats(table: TBaccaratState) {
  byTestId('baccarat-seats').replaceChildren(
    ...table.seats.map((seat) => {
      const item = document.createElement('li');
      item.textContent = seat.player;
      if (seat.isMe) item.className = 'is-me';
      return item;
    }),
  );
}

function renderFairness(table: TBaccaratState) {
  byTestId('baccarat-round-id').textContent = table.roundId;
  byTestId('baccarat-seed-hash').textContent = table.serverSeedHash;
  byTestId('baccarat-seed').textContent = table.serverSeed ?? '—';
}

function renderClock() {
  if (!state) return;
  const clock = clockView(state, serverNow(), t);
  byTestId('baccarat-countdown').textContent = clock.countdown;
  byTestId('baccarat-phase').textContent = clock.phase;
}

async function loadRoad() {
  const rounds = await api<TBaccaratHistory>('/inhouse/baccarat/api/history');
  const oldestFirst = [...rounds].reverse();
  byTestId('baccarat-road').replaceChildren(
    ...oldestFirst.map((round) => {
      const item = document.createElement('li');
      item.className = `is-${round.outcome}`;
      item.textContent = t(`bac.${round.outcome}`).charAt(0);
      item.title = `${round.roundId} ${round.playerTotal}:${round.bankerTotal}`;
      return item;
    }),
  );
  const last = oldestFirst[oldestFirst.length - 1];
  if (last) {
    const verify = byTestId<HTMLAnchorElement>('baccarat-verify');
    linkToVerify(verify, last.roundId);
    verify.hidden = false;
  }
}

function onState(next: TBaccaratState) {
  const previous = state;
  clockOffsetMs = next.now - Date.now();
  state = next;
  renderSeats(next);
  renderSpots(next);
  renderHands(next);
  renderFairness(next);
  byTestId('baccarat-my-result').textContent = myResultText(next, t);
  renderClock();
  if (previous?.roundId !== next.roundId) showMessage('');
  // The road and the balance move once the round's payouts are decided.
  if (isRoundDecided(next) && lastDealtRound !== next.roundId) {
    lastDealtRound = next.roundId;
    setTimeout(() => loadRoad().catch(() => {}), 300);
    if (next.myBets.length > 0) void refreshBalance().then(notifyBalanceChanged);
  }
}

function refusalText(error: unknown): string {
  const key = refusalKey(refusalDetails(error));
  return key ? t(key) : errorText(error);
}

/** Each click is its own bet (several per round are allowed), so clicks are not held back while one is sent. */
async function placeBet(kind: TBaccaratBetKind) {
  if (state?.phase !== 'BETTING') return;
  showMessage('');
  try {
    const answer = await api<TBaccaratBetAnswer>('/inhouse/baccarat/api/bet', {
      method: 'POST',
      body: { kind, betMinor: chipMinor() },
    });
    setBalance(answer.balance);
    notifyBalanceChanged();
    if (state) state.myBets = [...state.myBets, { kind, betMinor: answer.betMinor }];
  } catch (error) {
    showMessage(refusalText(error));
    setBalance(refusalDetails(error).balance);
  } finally {
    if (state) renderSpots(state);
  }
}

async function start() {
  applyTranslations();
  renderChips();
  for (const kind of BACCARAT_KINDS)
    byTestId(`baccarat-spot-${kind}`).addEventListener('click', () => void placeBet(kind));
  byTestId('baccarat-chips').addEventListener('change', () => state && renderSpots(state));
  try {
    const player = await api<TInhouseVendorPlayer>('/inhouse/api/player');
    setBalance(player.balance);
    onState(await api<TBaccaratState>('/inhouse/baccarat/api/state'));
    await loadRoad();
  } catch (error) {
    showMessage(errorText(error));
  }
  connectLiveFeed<TBaccaratState>('/inhouse/baccarat/ws', { onState, reconnectingKey: 'bac.reconnecting' });
  setInterval(renderClock, 250);
}

void start();
