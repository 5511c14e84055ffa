// KIRIN_SLOT page: 5×3 reels, one spin per press (no autoplay), provably fair seeds, paytable, history.
import type {
  TInhouseFairRound,
  TInhouseSeedPair,
  TInhouseSeedRotation,
  TInhouseVendorPlayer,
  TSlotConfig,
  TSlotSpinAnswer,
} from '@kirin/contracts';
import { linkToVerify } from '../common/fairness.js';
import { formatMinor, formatTime } from '../common/format.js';
import { applyTranslations, registerStrings, t } from '../common/i18n.js';
import { byTestId, cell, notifyBalanceChanged, showMessage } from '../common/page.js';
import { api, errorText, refusalDetails, VendorApiError } from '../common/vendor-api.js';
import { drawSymbol } from './slot-symbols.js';
import { SLOT_STRINGS } from './slot-strings.js';
import {
  gridLabel,
  lineWinText,
  randomGrid,
  rtpPercent,
  spinWaitMs,
  winningCells,
  type TCellKey,
  type TSlotGrid,
} from './slot-view.js';

registerStrings(SLOT_STRINGS);

const reelsEl = byTestId('slot-reels');
const spinButton = byTestId<HTMLButtonElement>('slot-spin');
const betSelect = byTestId<HTMLSelectElement>('slot-bet');
const clientSeedInput = byTestId<HTMLInputElement>('slot-client-seed');

let config: TSlotConfig | null = null;
let minIntervalMs = 2500;
let lastSpinAt = 0;
let isSpinning = false;

const symbolName = (symbol: string) => t(`symbol.${symbol}`);

function renderGrid(grid: TSlotGrid, highlighted: ReadonlySet<TCellKey> = new Set()) {
  reelsEl.replaceChildren(
    ...grid.map((column, reel) => {
      const reelEl = document.createElement('div');
      reelEl.className = 'slot-reel';
      column.forEach((symbol, row) => {
        const cellEl = document.createElement('div');
        cellEl.className = 'slot-cell';
        cellEl.dataset.symbol = symbol;
        drawSymbol(cellEl, symbol);
        if (highlighted.has(`${reel}:${row}`)) cellEl.classList.add('is-winning');
        reelEl.append(cellEl);
      });
      return reelEl;
    }),
  );
  reelsEl.setAttribute('aria-label', gridLabel(grid, symbolName));
}

function setBalance(balance: number | null | undefined) {
  if (balance !== null && balance !== undefined) byTestId('slot-balance').textContent = formatMinor(balance);
}

function showSeed(pair: TInhouseSeedPair) {
  byTestId('slot-server-seed-hash').textContent = pair.serverSeedHash;
  clientSeedInput.value = pair.clientSeed;
  byTestId('slot-nonce').textContent = String(pair.nonce);
}

function renderPaytable(slot: TSlotConfig) {
  const body = byTestId('slot-paytable').querySelector('tbody');
  body?.replaceChildren(
    ...Object.entries(slot.paytable).map(([symbol, pays]) => {
      const row = document.createElement('tr');
      const name = document.createElement('td');
      const picture = document.createElement('span');
      picture.className = 'slot-paytable-symbol';
      drawSymbol(picture, symbol);
      name.append(picture, ` ${symbolName(symbol)}`);
      row.append(name, ...pays.map((pay) => cell(`${pay}×`, 'kv-num')));
      return row;
    }),
  );
  byTestId('slot-rules').textContent = t('slot.rules', { rtp: rtpPercent(slot.declaredRtp) });
}

function renderBets(slot: TSlotConfig) {
  betSelect.replaceChildren(
    ...slot.betLevelsMinor.map((bet) => {
      const option = document.createElement('option');
      option.value = String(bet);
      option.textContent = formatMinor(bet);
      return option;
    }),
  );
}

async function loadHistory() {
  const { list } = await api<{ list: TInhouseFairRound[] }>('/inhouse/api/fair/history');
  byTestId('slot-history')
    .querySelector('tbody')
    ?.replaceChildren(
      ...list.map((round) => {
        const row = document.createElement('tr');
        row.append(
          cell(formatTime(round.createdAt)),
          cell(round.roundId, 'kv-mono'),
          cell(formatMinor(round.betMinor ?? 0), 'kv-num'),
          cell(formatMinor(round.payoutMinor ?? 0), 'kv-num'),
          cell(String(round.nonce)),
        );
        const verify = document.createElement('td');
        const link = document.createElement('a');
        link.textContent = t('common.verify');
        link.setAttribute('aria-label', `${t('common.verify')} ${round.roundId}`);
        linkToVerify(link, round.roundId);
        verify.append(link);
        row.append(verify);
        return row;
      }),
    );
}

function updateSpinButton() {
  const wait = spinWaitMs(lastSpinAt, minIntervalMs, Date.now());
  spinButton.disabled = isSpinning || wait > 0 || !config;
  spinButton.textContent = isSpinning ? t('slot.spinning') : t('slot.spin');
  if (!isSpinning && wait > 0) setTimeout(updateSpinButton, wait + 20);
}

function showWin(slot: TSlotConfig, answer: TSlotSpinAnswer) {
  byTestId('slot-win').textContent = formatMinor(answer.payoutMinor);
  renderGrid(answer.spin.grid, winningCells(answer.spin.lineWins, slot.paylines));
  byTestId('slot-line-wins').textContent = answer.spin.lineWins
    .map((win) => lineWinText(win, (key, vars) => t(key, vars)))
    .join(' · ');
}

async function spin() {
  const slot = config;
  if (isSpinning || !slot) return;
  isSpinning = true;
  lastSpinAt = Date.now();
  showMessage('');
  updateSpinButton();
  reelsEl.classList.add('is-spinning');
  const shuffle = setInterval(() => renderGrid(randomGrid(slot.reelStrips)), 90);
  const clientRoundKey = crypto.randomUUID().replaceAll('-', '');
  try {
    const answer = await api<TSlotSpinAnswer>('/inhouse/api/slot/spin', {
      method: 'POST',
      body: { betMinor: Number(betSelect.value), clientRoundKey },
    });
    clearInterval(shuffle);
    reelsEl.classList.remove('is-spinning');
    showWin(slot, answer);
    setBalance(answer.balance);
    if (answer.status === 'PENDING') showMessage(t('slot.pending'));
    byTestId('slot-nonce').textContent = String(answer.nonce + 1);
    const verify = byTestId<HTMLAnchorElement>('slot-verify');
    linkToVerify(verify, answer.roundId);
    verify.hidden = false;
    notifyBalanceChanged();
    loadHistory().catch(() => {});
  } catch (error) {
    clearInterval(shuffle);
    reelsEl.classList.remove('is-spinning');
    showMessage(errorText(error));
    setBalance(refusalDetails(error).balance);
    if (error instanceof VendorApiError && error.code === 'RATE_LIMITED') lastSpinAt = Date.now();
  } finally {
    isSpinning = false;
    updateSpinButton();
  }
}

async function saveClientSeed() {
  try {
    showSeed(
      await api<TInhouseSeedPair>('/inhouse/api/fair/client-seed', {
        method: 'PUT',
        body: { clientSeed: clientSeedInput.value.trim() },
      }),
    );
    showMessage(t('fair.clientSeedSaved'));
  } catch (error) {
    showMessage(errorText(error));
  }
}

async function rotate() {
  try {
    const { previous, current } = await api<TInhouseSeedRotation>('/inhouse/api/fair/rotate', {
      method: 'POST',
    });
    showSeed(current);
    byTestId('slot-previous').hidden = false;
    byTestId('slot-previous-seed').textContent = previous.serverSeed;
    byTestId('slot-previous-info').textContent = t('fair.previousInfo', {
      hash: previous.serverSeedHash,
      clientSeed: previous.clientSeed,
      count: previous.nonceCount,
    });
  } catch (error) {
    showMessage(errorText(error));
  }
}

async function start() {
  applyTranslations();
  spinButton.addEventListener('click', () => void spin());
  byTestId('slot-client-seed-save').addEventListener('click', () => void saveClientSeed());
  byTestId('slot-rotate').addEventListener('click', () => void rotate());
  try {
    const [slotConfig, player, pair] = await Promise.all([
      api<TSlotConfig>('/inhouse/api/slot/config'),
      api<TInhouseVendorPlayer>('/inhouse/api/player'),
      api<TInhouseSeedPair>('/inhouse/api/fair/seed'),
    ]);
    config = slotConfig;
    minIntervalMs = slotConfig.minSpinIntervalMs;
    renderBets(slotConfig);
    renderPaytable(slotConfig);
    renderGrid(randomGrid(slotConfig.reelStrips));
    setBalance(player.balance);
    showSeed(pair);
    updateSpinButton();
    await loadHistory();
  } catch (error) {
    showMessage(errorText(error));
  }
}

void start();
