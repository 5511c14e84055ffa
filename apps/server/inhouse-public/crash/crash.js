// KIRIN_CRASH page: one shared round at a time. The server pushes the table over a WebSocket; the page
// animates the multiplier locally from the take-off time and the shared curve, corrected by the server clock.
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
    'crash.title': '麒麟爆點',
    'crash.stage': '飛行',
    'crash.history': '最近爆點',
    'crash.autoCashOut': '自動兌現（倍）',
    'crash.autoPlaceholder': '例如 2.00',
    'crash.players': '本局玩家',
    'crash.player': '玩家',
    'crash.cashOut': '兌現',
    'crash.bet': '下注',
    'crash.cashOutAt': '兌現 {amount}',
    'crash.waitNext': '等待下一局',
    'crash.betting': '開放下注：{seconds} 秒',
    'crash.flying': '飛行中',
    'crash.crashed': '爆了！@ {point}',
    'crash.myBet': '本局下注 {bet}',
    'crash.myAuto': '，自動兌現 {auto}',
    'crash.myCashed': '已兌現 {multiplier}，贏得 {payout}',
    'crash.myLost': '本局未兌現',
    'crash.invalidAmount': '請輸入正確的金額（最多兩位小數）。',
    'crash.invalidAuto': '自動兌現需至少 1.01 倍。',
    'crash.bettingClosed': '本局已停止下注。',
    'crash.alreadyPlaced': '本局已下注。',
    'crash.tooLate': '來不及了，本局已爆。',
    'crash.noOpenBet': '沒有可兌現的注單。',
    'crash.reconnecting': '連線中斷，重新連線中…',
    'crash.fairNote':
      '每局開始前公布伺服器種子的雜湊；爆點由 HMAC-SHA256（伺服器種子，局號:0:0）算出，爆了之後公開種子。',
    'crash.verifyLast': '驗證上一局',
    'fair.serverSeedHash': '伺服器種子雜湊',
    'fair.serverSeed': '伺服器種子',
  },
  EN: {
    'crash.title': 'Kirin Crash',
    'crash.stage': 'Flight',
    'crash.history': 'Recent crash points',
    'crash.autoCashOut': 'Auto cash-out (×)',
    'crash.autoPlaceholder': 'e.g. 2.00',
    'crash.players': 'Players this round',
    'crash.player': 'Player',
    'crash.cashOut': 'Cash-out',
    'crash.bet': 'Bet',
    'crash.cashOutAt': 'Cash out {amount}',
    'crash.waitNext': 'Wait for the next round',
    'crash.betting': 'Bets open: {seconds} s',
    'crash.flying': 'Flying',
    'crash.crashed': 'Crashed @ {point}',
    'crash.myBet': 'Your bet {bet}',
    'crash.myAuto': ', auto cash-out {auto}',
    'crash.myCashed': 'Cashed out at {multiplier}, won {payout}',
    'crash.myLost': 'Not cashed out this round',
    'crash.invalidAmount': 'Enter a valid amount (at most two decimals).',
    'crash.invalidAuto': 'Auto cash-out must be at least 1.01×.',
    'crash.bettingClosed': 'Bets are closed for this round.',
    'crash.alreadyPlaced': 'You already have a bet in this round.',
    'crash.tooLate': 'Too late: the round crashed.',
    'crash.noOpenBet': 'There is no bet to cash out.',
    'crash.reconnecting': 'Connection lost, reconnecting…',
    'crash.fairNote':
      'The server seed hash is published before each round; the crash point comes from HMAC-SHA256(server seed, roundId:0:0), and the seed is shown once the round has crashed.',
    'crash.verifyLast': 'Verify the last round',
    'fair.serverSeedHash': 'Server seed hash',
    'fair.serverSeed': 'Server seed',
  },
});

const $ = (testId) => document.querySelector(`[data-testid="${testId}"]`);
const stage = document.querySelector('.crash-stage');
const canvas = document.querySelector('.crash-canvas');
const actionButton = $('crash-action');

let rules = null;
let state = null;
/** Server clock minus ours, from the last state message. */
let clockOffsetMs = 0;
let isBusy = false;
let lastHistoryRound = null;

const serverNow = () => Date.now() + clockOffsetMs;
const formatMultiplier = (hundredths) =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}×`;
/** The shared curve: floor(100 · e^(growth · t)), never below 1.00× (the server's crashMultiplierAt). */
const multiplierAt = (elapsedMs) =>
  elapsedMs > 0 ? Math.max(100, Math.floor(100 * Math.exp(rules.growthPerMs * elapsedMs))) : 100;

/** "12.34" → 1234 minor units, exact (no floating point); null when malformed. */
function parseMinor(text) {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

function setBalance(balance) {
  if (balance !== null && balance !== undefined) $('crash-balance').textContent = formatMinor(balance);
}

async function refreshBalance() {
  try {
    setBalance((await api('/inhouse/api/player')).balance);
  } catch {
    // The next answer carries it.
  }
}

/** The multiplier to show now: the curve while flying (the server stops it at the crash), else the state's. */
function currentMultiplier() {
  if (!state) return 100;
  if (state.phase === 'FLYING') return multiplierAt(serverNow() - state.startsAt);
  return state.multiplier;
}

function drawCurve(multiplier) {
  const context = canvas.getContext('2d');
  const { width, height } = canvas;
  context.clearRect(0, 0, width, height);
  if (!state || state.phase === 'BETTING') return;
  const elapsed =
    state.phase === 'FLYING' ? serverNow() - state.startsAt : Math.log(multiplier / 100) / rules.growthPerMs;
  const spanMs = Math.max(10_000, elapsed * 1.15);
  const top = Math.max(200, multiplier * 1.15);
  context.strokeStyle = state.phase === 'CRASHED' ? '#ff6b6b' : '#f5c04a';
  context.lineWidth = 4;
  context.beginPath();
  for (let step = 0; step <= 60; step++) {
    const at = (elapsed * step) / 60;
    const m = Math.min(multiplierAt(at), multiplier);
    const x = 20 + ((width - 40) * at) / spanMs;
    const y = height - 20 - ((height - 40) * (m - 100)) / (top - 100);
    if (step === 0) context.moveTo(x, y);
    else context.lineTo(x, y);
  }
  context.stroke();
}

function renderReadout() {
  const multiplier = currentMultiplier();
  $('crash-multiplier').textContent = formatMultiplier(multiplier);
  stage.classList.toggle('is-crashed', state?.phase === 'CRASHED');
  stage.classList.toggle('is-cashed', Boolean(state?.myBet?.cashOut) && state?.phase !== 'CRASHED');
  const phase = $('crash-phase');
  if (!state) phase.textContent = '';
  else if (state.phase === 'BETTING')
    phase.textContent = t('crash.betting', {
      seconds: Math.max(0, Math.ceil((state.startsAt - serverNow()) / 1000)),
    });
  else if (state.phase === 'FLYING') phase.textContent = t('crash.flying');
  else phase.textContent = t('crash.crashed', { point: formatMultiplier(state.crashPoint) });
  drawCurve(multiplier);
  renderAction(multiplier);
}

function renderAction(multiplier) {
  const mine = state?.myBet;
  actionButton.classList.remove('is-cash-out');
  if (state?.phase === 'BETTING' && !mine) {
    actionButton.textContent = t('crash.bet');
    actionButton.disabled = isBusy;
  } else if (state?.phase === 'FLYING' && mine && mine.cashOut === null) {
    actionButton.classList.add('is-cash-out');
    actionButton.textContent = t('crash.cashOutAt', {
      amount: formatMinor(Math.floor((mine.betMinor * multiplier) / 100)),
    });
    actionButton.disabled = isBusy;
  } else {
    actionButton.textContent = t('crash.waitNext');
    actionButton.disabled = true;
  }
}

function renderMyBet() {
  const mine = state?.myBet;
  let text = '';
  if (mine) {
    text = t('crash.myBet', { bet: formatMinor(mine.betMinor) });
    if (mine.autoCashOut) text += t('crash.myAuto', { auto: formatMultiplier(mine.autoCashOut) });
    if (mine.cashOut)
      text = t('crash.myCashed', {
        multiplier: formatMultiplier(mine.cashOut),
        payout: formatMinor(Math.floor((mine.betMinor * mine.cashOut) / 100)),
      });
    else if (state.phase === 'CRASHED') text = t('crash.myLost');
  }
  $('crash-my-bet').textContent = text;
}

function renderPlayers() {
  $('crash-players')
    .querySelector('tbody')
    .replaceChildren(
      ...state.bets.map((bet) => {
        const row = document.createElement('tr');
        if (bet.cashOut) row.className = 'is-cashed';
        for (const [text, isNumber] of [
          [bet.player, false],
          [`${formatMinor(bet.betMinor)} ${bet.currency}`, true],
          [bet.cashOut ? formatMultiplier(bet.cashOut) : '—', true],
        ]) {
          const cell = document.createElement('td');
          if (isNumber) cell.className = 'kv-num';
          cell.textContent = text;
          row.append(cell);
        }
        return row;
      }),
    );
}

function renderFairness() {
  $('crash-round-id').textContent = state.roundId;
  $('crash-seed-hash').textContent = state.serverSeedHash;
  $('crash-seed').textContent = state.serverSeed ?? '—';
}

async function loadHistory() {
  const rounds = await api('/inhouse/crash/api/history');
  $('crash-history').replaceChildren(
    ...rounds.map((round) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.textContent = formatMultiplier(round.crashPoint);
      link.className = round.crashPoint >= 200 ? 'is-high' : '';
      link.setAttribute(
        'aria-label',
        `${t('common.verify')} ${round.roundId} ${formatMultiplier(round.crashPoint)}`,
      );
      linkToVerify(link, round.roundId);
      item.append(link);
      return item;
    }),
  );
  if (rounds[0]) {
    const verify = $('crash-verify');
    linkToVerify(verify, rounds[0].roundId);
    verify.hidden = false;
  }
}

function onState(next) {
  const previous = state;
  clockOffsetMs = next.now - Date.now();
  state = next;
  renderPlayers();
  renderMyBet();
  renderFairness();
  if (next.phase === 'CRASHED' && lastHistoryRound !== next.roundId) {
    lastHistoryRound = next.roundId;
    loadHistory().catch(() => {});
    // An automatic cash-out was paid at the crash: the balance moved without a click.
    if (next.myBet) refreshBalance().then(notifyBalanceChanged);
  }
  if (previous?.roundId !== next.roundId) showMessage('');
}

/** The page's text for a refusal: the round/bet detail when there is one, else the platform's message. */
function refusalText(error) {
  const reason = error.details?.round ?? error.details?.bet;
  const key = {
    betting_closed: 'crash.bettingClosed',
    not_flying: 'crash.bettingClosed',
    crashed: 'crash.tooLate',
    already_placed: 'crash.alreadyPlaced',
    no_open_bet: 'crash.noOpenBet',
  }[reason];
  return key ? t(key) : error.message;
}

async function act() {
  if (isBusy || !state) return;
  showMessage('');
  const isCashOut = state.phase === 'FLYING';
  let body;
  if (!isCashOut) {
    const betMinor = parseMinor($('crash-bet-amount').value);
    if (betMinor === null || betMinor < rules.minBetMinor || betMinor > rules.maxBetMinor)
      return showMessage(t('crash.invalidAmount'));
    const autoText = $('crash-auto-cash-out').value.trim();
    const autoCashOut = autoText ? parseMinor(autoText) : null;
    if (autoText && (autoCashOut === null || autoCashOut < 101)) return showMessage(t('crash.invalidAuto'));
    body = { betMinor, autoCashOut };
  }
  isBusy = true;
  renderReadout();
  try {
    const answer = await api(`/inhouse/crash/api/${isCashOut ? 'cashout' : 'bet'}`, {
      method: 'POST',
      body: body ?? {},
    });
    if (answer.balance !== null) setBalance(answer.balance);
    else refreshBalance();
    notifyBalanceChanged();
  } catch (error) {
    showMessage(refusalText(error));
    if (error.details?.balance !== undefined) setBalance(error.details.balance);
  } finally {
    isBusy = false;
  }
}

function animate() {
  if (rules) renderReadout();
  requestAnimationFrame(animate);
}

async function start() {
  applyTranslations();
  $('crash-auto-cash-out').placeholder = t('crash.autoPlaceholder');
  actionButton.addEventListener('click', act);
  try {
    const [config, player] = await Promise.all([
      api('/inhouse/crash/api/config'),
      api('/inhouse/api/player'),
    ]);
    rules = config;
    setBalance(player.balance);
    onState(await api('/inhouse/crash/api/state'));
    await loadHistory();
  } catch (error) {
    showMessage(error.message);
  }
  connectLiveFeed('/inhouse/crash/ws', { onState, reconnectingKey: 'crash.reconnecting' });
  requestAnimationFrame(animate);
}

start();
