// KIRIN_CRASH page: one shared round at a time. The server pushes the table over a WebSocket; the page
// animates the multiplier locally from the take-off time and the shared curve, corrected by the server clock.
import type {
  TCrashBetAnswer,
  TCrashCashOutAnswer,
  TCrashConfig,
  TCrashHistory,
  TCrashState,
  TInhouseVendorPlayer,
} from '@kirin/contracts';
import { linkToVerify } from '../common/fairness.js';
import { formatMinor, parseMinor } from '../common/format.js';
import { applyTranslations, registerStrings, t } from '../common/i18n.js';
import { connectLiveFeed } from '../common/live-feed.js';
import { byTestId, cell, notifyBalanceChanged, required, showMessage } from '../common/page.js';
import { api, errorText, refusalDetails } from '../common/vendor-api.js';
import { CRASH_STRINGS } from './crash-strings.js';
import {
  actionView,
  currentMultiplier,
  curvePoints,
  formatMultiplier,
  myBetText,
  phaseText,
  readBetInput,
  refusalKey,
} from './crash-view.js';

registerStrings(CRASH_STRINGS);

const stage = required('.crash-stage');
const canvas = required<HTMLCanvasElement>('.crash-canvas');
const actionButton = byTestId<HTMLButtonElement>('crash-action');

let rules: TCrashConfig | null = null;
let state: TCrashState | null = null;
/** Server clock minus ours, from the last state message. */
let clockOffsetMs = 0;
let isBusy = false;
let lastHistoryRound: string | null = null;

const serverNow = () => Date.now() + clockOffsetMs;

function setBalance(balance: number | null | undefined) {
  if (balance !== null && balance !== undefined) byTestId('crash-balance').textContent = formatMinor(balance);
}

async function refreshBalance() {
  try {
    setBalance((await api<TInhouseVendorPlayer>('/inhouse/api/player')).balance);
  } catch {
    // The next answer carries it.
  }
}

function drawCurve(table: TCrashConfig, multiplier: number) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { width, height } = canvas;
  context.clearRect(0, 0, width, height);
  const points = curvePoints(state, multiplier, table.growthPerMs, serverNow(), width, height);
  if (points.length === 0) return;
  context.strokeStyle = state?.phase === 'CRASHED' ? '#ff6b6b' : '#f5c04a';
  context.lineWidth = 4;
  context.beginPath();
  points.forEach(({ x, y }, i) => (i === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
  context.stroke();
}

function renderReadout(table: TCrashConfig) {
  const multiplier = currentMultiplier(state, table.growthPerMs, serverNow());
  byTestId('crash-multiplier').textContent = formatMultiplier(multiplier);
  stage.classList.toggle('is-crashed', state?.phase === 'CRASHED');
  stage.classList.toggle('is-cashed', Boolean(state?.myBet?.cashOut) && state?.phase !== 'CRASHED');
  byTestId('crash-phase').textContent = phaseText(state, serverNow(), t);
  drawCurve(table, multiplier);
  const action = actionView(state, multiplier, isBusy, t);
  actionButton.classList.toggle('is-cash-out', action.isCashOut);
  actionButton.textContent = action.label;
  actionButton.disabled = action.disabled;
}

function renderPlayers(table: TCrashState) {
  byTestId('crash-players')
    .querySelector('tbody')
    ?.replaceChildren(
      ...table.bets.map((bet) => {
        const row = document.createElement('tr');
        if (bet.cashOut) row.className = 'is-cashed';
        row.append(
          cell(bet.player),
          cell(`${formatMinor(bet.betMinor)} ${bet.currency}`, 'kv-num'),
          cell(bet.cashOut ? formatMultiplier(bet.cashOut) : '—', 'kv-num'),
        );
        return row;
      }),
    );
}

function renderFairness(table: TCrashState) {
  byTestId('crash-round-id').textContent = table.roundId;
  byTestId('crash-seed-hash').textContent = table.serverSeedHash;
  byTestId('crash-seed').textContent = table.serverSeed ?? '—';
}

async function loadHistory() {
  const rounds = await api<TCrashHistory>('/inhouse/crash/api/history');
  byTestId('crash-history').replaceChildren(
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
  const latest = rounds[0];
  if (latest) {
    const verify = byTestId<HTMLAnchorElement>('crash-verify');
    linkToVerify(verify, latest.roundId);
    verify.hidden = false;
  }
}

function onState(next: TCrashState) {
  const previous = state;
  clockOffsetMs = next.now - Date.now();
  state = next;
  renderPlayers(next);
  byTestId('crash-my-bet').textContent = myBetText(next, t);
  renderFairness(next);
  if (next.phase === 'CRASHED' && lastHistoryRound !== next.roundId) {
    lastHistoryRound = next.roundId;
    loadHistory().catch(() => {});
    // An automatic cash-out was paid at the crash: the balance moved without a click.
    if (next.myBet) void refreshBalance().then(notifyBalanceChanged);
  }
  if (previous?.roundId !== next.roundId) showMessage('');
}

/** The page's text for a refusal: the round/bet detail when there is one, else the platform's message. */
function refusalText(error: unknown): string {
  const key = refusalKey(refusalDetails(error));
  return key ? t(key) : errorText(error);
}

async function act() {
  const table = rules;
  if (isBusy || !state || !table) return;
  showMessage('');
  const isCashOut = state.phase === 'FLYING';
  let body: object = {};
  if (!isCashOut) {
    const input = readBetInput(
      byTestId<HTMLInputElement>('crash-bet-amount').value,
      byTestId<HTMLInputElement>('crash-auto-cash-out').value,
      table,
      parseMinor,
    );
    if ('errorKey' in input) return showMessage(t(input.errorKey));
    body = input;
  }
  isBusy = true;
  renderReadout(table);
  try {
    const answer = await api<TCrashBetAnswer | TCrashCashOutAnswer>(
      `/inhouse/crash/api/${isCashOut ? 'cashout' : 'bet'}`,
      { method: 'POST', body },
    );
    if (answer.balance !== null) setBalance(answer.balance);
    else void refreshBalance();
    notifyBalanceChanged();
  } catch (error) {
    showMessage(refusalText(error));
    setBalance(refusalDetails(error).balance);
  } finally {
    isBusy = false;
  }
}

function animate() {
  if (rules) renderReadout(rules);
  requestAnimationFrame(animate);
}

async function start() {
  applyTranslations();
  actionButton.addEventListener('click', () => void act());
  try {
    const [config, player] = await Promise.all([
      api<TCrashConfig>('/inhouse/crash/api/config'),
      api<TInhouseVendorPlayer>('/inhouse/api/player'),
    ]);
    rules = config;
    setBalance(player.balance);
    onState(await api<TCrashState>('/inhouse/crash/api/state'));
    await loadHistory();
  } catch (error) {
    showMessage(errorText(error));
  }
  connectLiveFeed<TCrashState>('/inhouse/crash/ws', { onState, reconnectingKey: 'crash.reconnecting' });
  requestAnimationFrame(animate);
}

void start();
