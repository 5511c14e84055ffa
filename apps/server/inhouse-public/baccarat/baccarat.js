// KIRIN_BACCARAT page: one shared table, a round every 30 s by the server's clock (bets for 20 s, then the
// deal). The server pushes the table over a WebSocket; the socket also keeps the player's seat.
import {
  api,
  connectLiveFeed,
  applyTranslations,
  formatMinor,
  linkToVerify,
  notifyBalanceChanged,
  registerStrings,
  showMessage,
  t,
} from '/inhouse/assets/common/kirin-vendor.js';

registerStrings({
  TW: {
    'bac.title': '麒麟百家樂',
    'bac.table': '牌桌',
    'bac.seats': '在座玩家',
    'bac.PLAYER': '閒',
    'bac.BANKER': '莊',
    'bac.TIE': '和',
    'bac.chip': '籌碼',
    'bac.road': '路單',
    'bac.betting': '請下注',
    'bac.dealt': '開牌',
    'bac.nextRound': '下一局 {seconds} 秒',
    'bac.wins': '{side} 贏',
    'bac.tie': '和局',
    'bac.total': '總注 {amount}（{players} 人）',
    'bac.mine': '我的 {amount}',
    'bac.myWin': '本局派彩 {amount}',
    'bac.myLoss': '本局未中',
    'bac.bettingClosed': '本局已停止下注。',
    'bac.tooManyBets': '本局下注次數已達上限。',
    'bac.reconnecting': '連線中斷，重新連線中…',
    'bac.fairNote':
      '每局開始前公布伺服器種子的雜湊；每局以新洗的 8 副牌發牌，牌由 HMAC-SHA256（伺服器種子，局號:0:n）抽出，開牌後公開種子。',
    'bac.verifyLast': '驗證上一局',
    'fair.serverSeedHash': '伺服器種子雜湊',
    'fair.serverSeed': '伺服器種子',
  },
  EN: {
    'bac.title': 'Kirin Baccarat',
    'bac.table': 'Table',
    'bac.seats': 'Seated players',
    'bac.PLAYER': 'Player',
    'bac.BANKER': 'Banker',
    'bac.TIE': 'Tie',
    'bac.chip': 'Chip',
    'bac.road': 'Road',
    'bac.betting': 'Place your bets',
    'bac.dealt': 'Dealt',
    'bac.nextRound': 'Next round in {seconds} s',
    'bac.wins': '{side} wins',
    'bac.tie': 'Tie',
    'bac.total': 'Total {amount} ({players})',
    'bac.mine': 'Mine {amount}',
    'bac.myWin': 'You receive {amount}',
    'bac.myLoss': 'No win this round',
    'bac.bettingClosed': 'Bets are closed for this round.',
    'bac.tooManyBets': 'You have reached the bet limit for this round.',
    'bac.reconnecting': 'Connection lost, reconnecting…',
    'bac.fairNote':
      'The server seed hash is published before each round; every round deals from a freshly shuffled 8-deck shoe with cards drawn by HMAC-SHA256(server seed, roundId:0:n), and the seed is shown after the deal.',
    'bac.verifyLast': 'Verify the last round',
    'fair.serverSeedHash': 'Server seed hash',
    'fair.serverSeed': 'Server seed',
  },
});

const CHIPS_MINOR = [100, 500, 1_000, 5_000, 10_000];
const KINDS = ['PLAYER', 'BANKER', 'TIE'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

const $ = (testId) => document.querySelector(`[data-testid="${testId}"]`);

let state = null;
/** Server clock minus ours, from the last state message. */
let clockOffsetMs = 0;
let lastDealtRound = null;

const serverNow = () => Date.now() + clockOffsetMs;
const chipMinor = () => Number(document.querySelector('input[name="chip"]:checked')?.value ?? CHIPS_MINOR[0]);

function setBalance(balance) {
  if (balance !== null && balance !== undefined) $('baccarat-balance').textContent = formatMinor(balance);
}

async function refreshBalance() {
  try {
    setBalance((await api('/inhouse/api/player')).balance);
  } catch {
    // The next answer carries it.
  }
}

function renderChips() {
  const fieldset = $('baccarat-chips');
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
    face.textContent = formatMinor(minor).replace(/\.00$/, '');
    label.append(input, face);
    fieldset.append(label);
  }
}

function cardElement(card) {
  const element = document.createElement('div');
  element.className = `bac-card${card.suit === 1 || card.suit === 2 ? ' is-red' : ''}`;
  const name = `${RANKS[card.rank - 1]}${SUITS[card.suit]}`;
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

function renderHands() {
  const hand = state.hand;
  $('baccarat-player-cards').replaceChildren(...(hand ? hand.player.map(cardElement) : cardBacks()));
  $('baccarat-banker-cards').replaceChildren(...(hand ? hand.banker.map(cardElement) : cardBacks()));
  $('baccarat-player-total').textContent = hand ? String(hand.playerTotal) : '';
  $('baccarat-banker-total').textContent = hand ? String(hand.bankerTotal) : '';
  $('baccarat-outcome').textContent = !hand
    ? ''
    : hand.outcome === 'TIE'
      ? t('bac.tie')
      : t('bac.wins', { side: t(`bac.${hand.outcome}`) });
  for (const kind of KINDS)
    document.querySelector(`.bac-spot-${kind}`).classList.toggle('is-winner', hand?.outcome === kind);
}

function renderSpots() {
  for (const kind of KINDS) {
    const spot = $(`baccarat-spot-${kind}`);
    const total = state.totals[kind];
    spot.querySelector('.bac-spot-total').textContent = total.betMinor
      ? t('bac.total', { amount: formatMinor(total.betMinor), players: total.players })
      : '';
    const mine = state.myBets.filter((b) => b.kind === kind).reduce((sum, b) => sum + b.betMinor, 0);
    spot.querySelector('.bac-spot-mine').textContent = mine
      ? t('bac.mine', { amount: formatMinor(mine) })
      : '';
    spot.disabled = state.phase !== 'BETTING';
    spot.setAttribute('aria-label', `${t(`bac.${kind}`)} ${formatMinor(chipMinor())}`);
  }
}

function renderSeats() {
  $('baccarat-seats').replaceChildren(
    ...state.seats.map((seat) => {
      const item = document.createElement('li');
      item.textContent = seat.player;
      if (seat.isMe) item.className = 'is-me';
      return item;
    }),
  );
}

function renderFairness() {
  $('baccarat-round-id').textContent = state.roundId;
  $('baccarat-seed-hash').textContent = state.serverSeedHash;
  $('baccarat-seed').textContent = state.serverSeed ?? '—';
}

function renderMyResult() {
  let text = '';
  if (state.phase === 'DEALT' && state.myBets.length > 0 && state.myPayoutMinor !== null)
    text =
      state.myPayoutMinor > 0
        ? t('bac.myWin', { amount: formatMinor(state.myPayoutMinor) })
        : t('bac.myLoss');
  $('baccarat-my-result').textContent = text;
}

function renderClock() {
  if (!state) return;
  const now = serverNow();
  const isBetting = now < state.closesAt;
  const seconds = Math.max(0, Math.ceil(((isBetting ? state.closesAt : state.endsAt) - now) / 1000));
  $('baccarat-countdown').textContent = isBetting ? String(seconds) : '';
  $('baccarat-phase').textContent = isBetting ? t('bac.betting') : t('bac.nextRound', { seconds });
}

async function loadRoad() {
  const rounds = await api('/inhouse/baccarat/api/history');
  $('baccarat-road').replaceChildren(
    ...rounds.reverse().map((round) => {
      const item = document.createElement('li');
      item.className = `is-${round.outcome}`;
      item.textContent = t(`bac.${round.outcome}`).charAt(0);
      item.title = `${round.roundId} ${round.playerTotal}:${round.bankerTotal}`;
      return item;
    }),
  );
  const last = rounds[rounds.length - 1];
  if (last) {
    const verify = $('baccarat-verify');
    linkToVerify(verify, last.roundId);
    verify.hidden = false;
  }
}

function onState(next) {
  const previous = state;
  clockOffsetMs = next.now - Date.now();
  state = next;
  renderSeats();
  renderSpots();
  renderHands();
  renderFairness();
  renderMyResult();
  renderClock();
  if (previous?.roundId !== next.roundId) showMessage('');
  // The road and the balance move once the round's payouts are decided.
  const isDecided = next.phase === 'DEALT' && (next.myBets.length === 0 || next.myPayoutMinor !== null);
  if (isDecided && lastDealtRound !== next.roundId) {
    lastDealtRound = next.roundId;
    setTimeout(() => loadRoad().catch(() => {}), 300);
    if (next.myBets.length > 0) refreshBalance().then(notifyBalanceChanged);
  }
}

function refusalText(error) {
  const reason = error.details?.round ?? error.details?.bet;
  const key = { betting_closed: 'bac.bettingClosed', too_many_bets: 'bac.tooManyBets' }[reason];
  return key ? t(key) : error.message;
}

/** Each click is its own bet (several per round are allowed), so clicks are not held back while one is sent. */
async function placeBet(kind) {
  if (state?.phase !== 'BETTING') return;
  showMessage('');
  try {
    const answer = await api('/inhouse/baccarat/api/bet', {
      method: 'POST',
      body: { kind, betMinor: chipMinor() },
    });
    setBalance(answer.balance);
    notifyBalanceChanged();
    state.myBets = [...state.myBets, { kind, betMinor: answer.betMinor }];
  } catch (error) {
    showMessage(refusalText(error));
    if (error.details?.balance !== undefined) setBalance(error.details.balance);
  } finally {
    if (state) renderSpots();
  }
}

async function start() {
  applyTranslations();
  renderChips();
  for (const kind of KINDS) $(`baccarat-spot-${kind}`).addEventListener('click', () => placeBet(kind));
  $('baccarat-chips').addEventListener('change', () => state && renderSpots());
  try {
    const player = await api('/inhouse/api/player');
    setBalance(player.balance);
    onState(await api('/inhouse/baccarat/api/state'));
    await loadRoad();
  } catch (error) {
    showMessage(error.message);
  }
  connectLiveFeed('/inhouse/baccarat/ws', { onState, reconnectingKey: 'bac.reconnecting' });
  setInterval(renderClock, 250);
}

start();
