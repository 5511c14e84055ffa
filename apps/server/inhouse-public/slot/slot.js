// KIRIN_SLOT page: 5×3 reels, one spin per press (no autoplay), provably fair seeds, paytable, history.
import {
  api,
  applyTranslations,
  formatMinor,
  formatTime,
  linkToVerify,
  notifyBalanceChanged,
  registerStrings,
  showMessage,
  t,
} from '/inhouse/assets/common/kirin-vendor.js';

registerStrings({
  TW: {
    'slot.title': '麒麟財富轉輪',
    'slot.reels': '轉輪',
    'slot.lastWin': '本次贏得',
    'slot.spin': '旋轉',
    'slot.spinning': '旋轉中…',
    'slot.note': '每次旋轉至少間隔 2.5 秒，不提供自動旋轉。',
    'slot.paytable': '賠付表',
    'slot.symbol': '圖案',
    'slot.rules':
      '10 條固定賠付線，由最左邊的轉輪起算連續相同圖案；WILD 可代替任何圖案。賠率為單線投注（總投注 ÷ 10）的倍數。理論返還率 {rtp}%。',
    'slot.lineWin': '第 {line} 線 {count} 個 {symbol}：{amount}',
    'slot.pending': '派彩處理中，餘額稍後更新。',
    'fair.serverSeedHash': '伺服器種子雜湊',
    'fair.clientSeed': '客戶端種子',
    'fair.saveClientSeed': '儲存',
    'fair.clientSeedSaved': '客戶端種子已更新。',
    'fair.nonce': 'Nonce',
    'fair.rotate': '公開種子並更換新種子',
    'fair.previous': '上一組伺服器種子',
    'fair.previousInfo': '雜湊 {hash}，客戶端種子 {clientSeed}，共 {count} 次旋轉',
    'fair.verifyLast': '驗證上一局',
    'symbol.CHERRY': '櫻桃',
    'symbol.LEMON': '檸檬',
    'symbol.ORANGE': '橘子',
    'symbol.PLUM': '葡萄',
    'symbol.BELL': '鈴鐺',
    'symbol.BAR': 'BAR',
    'symbol.SEVEN': '7',
    'symbol.WILD': '百搭 WILD',
  },
  EN: {
    'slot.title': 'Kirin Fortune Reels',
    'slot.reels': 'Reels',
    'slot.lastWin': 'Last win',
    'slot.spin': 'Spin',
    'slot.spinning': 'Spinning…',
    'slot.note': 'Spins are at least 2.5 seconds apart; there is no autoplay.',
    'slot.paytable': 'Paytable',
    'slot.symbol': 'Symbol',
    'slot.rules':
      '10 fixed paylines, wins count from the leftmost reel; WILD stands in for any symbol. Pays are multiples of the line bet (total bet ÷ 10). Return to player {rtp}%.',
    'slot.lineWin': 'Line {line}: {count} × {symbol} pays {amount}',
    'slot.pending': 'The win is being paid; the balance updates shortly.',
    'fair.serverSeedHash': 'Server seed hash',
    'fair.clientSeed': 'Client seed',
    'fair.saveClientSeed': 'Save',
    'fair.clientSeedSaved': 'Client seed updated.',
    'fair.nonce': 'Nonce',
    'fair.rotate': 'Reveal the seed and start a new one',
    'fair.previous': 'Previous server seed',
    'fair.previousInfo': 'Hash {hash}, client seed {clientSeed}, spins played: {count}',
    'fair.verifyLast': 'Verify the last round',
    'symbol.CHERRY': 'Cherry',
    'symbol.LEMON': 'Lemon',
    'symbol.ORANGE': 'Orange',
    'symbol.PLUM': 'Plum',
    'symbol.BELL': 'Bell',
    'symbol.BAR': 'BAR',
    'symbol.SEVEN': 'Seven',
    'symbol.WILD': 'WILD',
  },
});

// Drawn as SVG so every browser shows the same faces (emoji fonts are not everywhere).
const SVG_OPEN = '<svg viewBox="0 0 64 64" width="70%" height="70%" aria-hidden="true" focusable="false">';
const SYMBOL_SVG = {
  CHERRY:
    '<path d="M22 40 C26 22 36 12 46 8 M42 44 C42 28 44 16 46 8" stroke="#2f7d32" stroke-width="4" fill="none"/>' +
    '<circle cx="22" cy="44" r="12" fill="#d7263d"/><circle cx="42" cy="46" r="12" fill="#b5172b"/>',
  LEMON: '<ellipse cx="32" cy="34" rx="24" ry="17" fill="#f4d03f" stroke="#c9a90f" stroke-width="3"/>',
  ORANGE:
    '<circle cx="32" cy="35" r="22" fill="#f28c28" stroke="#c96a0e" stroke-width="3"/>' +
    '<path d="M32 13 q8 -8 16 -4 q-6 8 -16 4" fill="#2f7d32"/>',
  PLUM:
    '<circle cx="32" cy="36" r="21" fill="#7d3c98" stroke="#5b2c6f" stroke-width="3"/>' +
    '<path d="M32 15 q2 -6 8 -8" stroke="#2f7d32" stroke-width="4" fill="none"/>',
  BELL:
    '<path d="M32 8 c-12 0 -18 10 -18 24 v8 l-6 8 h48 l-6 -8 v-8 c0 -14 -6 -24 -18 -24z" fill="#f5c04a" stroke="#b8860b" stroke-width="3"/>' +
    '<circle cx="32" cy="54" r="5" fill="#b8860b"/>',
  BAR:
    '<rect x="4" y="20" width="56" height="24" rx="5" fill="#222"/>' +
    '<text x="32" y="39" text-anchor="middle" font-size="18" font-weight="900" fill="#fff" font-family="sans-serif">BAR</text>',
  SEVEN:
    '<text x="32" y="52" text-anchor="middle" font-size="54" font-weight="900" fill="#d7263d" stroke="#7a0f1c" stroke-width="2" font-family="sans-serif">7</text>',
  WILD:
    '<path d="M32 4 l8 18 20 2 -15 13 5 20 -18 -11 -18 11 5 -20 -15 -13 20 -2z" fill="#ff9f1c" stroke="#a35d00" stroke-width="2"/>' +
    '<text x="32" y="40" text-anchor="middle" font-size="12" font-weight="900" fill="#fff" font-family="sans-serif">WILD</text>',
};

/** Fills a cell with a symbol's picture; its name is the accessible text. */
function drawSymbol(cell, symbol) {
  cell.innerHTML = SYMBOL_SVG[symbol] ? `${SVG_OPEN}${SYMBOL_SVG[symbol]}</svg>` : '';
  const name = document.createElement('span');
  name.className = SYMBOL_SVG[symbol] ? 'kv-visually-hidden' : '';
  name.textContent = t(`symbol.${symbol}`);
  cell.append(name);
}

const $ = (testId) => document.querySelector(`[data-testid="${testId}"]`);
const reelsEl = $('slot-reels');
const spinButton = $('slot-spin');
const betSelect = $('slot-bet');

let config;
let minIntervalMs = 2500;
let lastSpinAt = 0;
let isSpinning = false;

function renderGrid(grid, winningCells = new Set()) {
  reelsEl.replaceChildren(
    ...grid.map((column, reel) => {
      const reelEl = document.createElement('div');
      reelEl.className = 'slot-reel';
      column.forEach((symbol, row) => {
        const cell = document.createElement('div');
        cell.className = 'slot-cell';
        cell.dataset.symbol = symbol;
        drawSymbol(cell, symbol);
        if (winningCells.has(`${reel}:${row}`)) cell.classList.add('is-winning');
        reelEl.append(cell);
      });
      return reelEl;
    }),
  );
  reelsEl.setAttribute(
    'aria-label',
    grid.map((column) => column.map((symbol) => t(`symbol.${symbol}`)).join(' ')).join(' | '),
  );
}

function randomGrid() {
  return config.reelStrips.map((strip) => {
    const stop = Math.floor(Math.random() * strip.length);
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length]);
  });
}

function setBalance(balance) {
  if (balance !== null && balance !== undefined) $('slot-balance').textContent = formatMinor(balance);
}

function showSeed(pair) {
  $('slot-server-seed-hash').textContent = pair.serverSeedHash;
  $('slot-client-seed').value = pair.clientSeed;
  $('slot-nonce').textContent = String(pair.nonce);
}

function renderPaytable() {
  const body = $('slot-paytable').querySelector('tbody');
  body.replaceChildren(
    ...Object.entries(config.paytable).map(([symbol, pays]) => {
      const row = document.createElement('tr');
      const name = document.createElement('td');
      const picture = document.createElement('span');
      picture.className = 'slot-paytable-symbol';
      drawSymbol(picture, symbol);
      name.append(picture, ` ${t(`symbol.${symbol}`)}`);
      row.append(name);
      for (const pay of pays) {
        const cell = document.createElement('td');
        cell.className = 'kv-num';
        cell.textContent = `${pay}×`;
        row.append(cell);
      }
      return row;
    }),
  );
  $('slot-rules').textContent = t('slot.rules', { rtp: (config.declaredRtp * 100).toFixed(2) });
}

function renderBets() {
  betSelect.replaceChildren(
    ...config.betLevelsMinor.map((bet) => {
      const option = document.createElement('option');
      option.value = String(bet);
      option.textContent = formatMinor(bet);
      return option;
    }),
  );
}

async function loadHistory() {
  const { list } = await api('/inhouse/api/fair/history');
  $('slot-history')
    .querySelector('tbody')
    .replaceChildren(
      ...list.map((round) => {
        const row = document.createElement('tr');
        const cells = [
          formatTime(round.createdAt),
          round.roundId,
          formatMinor(round.betMinor),
          formatMinor(round.payoutMinor),
          String(round.nonce),
        ];
        cells.forEach((text, i) => {
          const cell = document.createElement('td');
          if (i === 2 || i === 3) cell.className = 'kv-num';
          if (i === 1) cell.className = 'kv-mono';
          cell.textContent = text;
          row.append(cell);
        });
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
  const wait = lastSpinAt + minIntervalMs - Date.now();
  spinButton.disabled = isSpinning || wait > 0 || !config;
  spinButton.textContent = isSpinning ? t('slot.spinning') : t('slot.spin');
  if (!isSpinning && wait > 0) setTimeout(updateSpinButton, wait + 20);
}

function showWin(answer) {
  $('slot-win').textContent = formatMinor(answer.payoutMinor);
  const winningCells = new Set();
  for (const win of answer.spin.lineWins) {
    config.paylines[win.line].slice(0, win.count).forEach((row, reel) => winningCells.add(`${reel}:${row}`));
  }
  renderGrid(answer.spin.grid, winningCells);
  $('slot-line-wins').textContent = answer.spin.lineWins
    .map((win) =>
      t('slot.lineWin', {
        line: win.line + 1,
        count: win.count,
        symbol: t(`symbol.${win.symbol}`),
        amount: formatMinor(win.payMinor),
      }),
    )
    .join(' · ');
}

async function spin() {
  if (isSpinning) return;
  isSpinning = true;
  lastSpinAt = Date.now();
  showMessage('');
  updateSpinButton();
  reelsEl.classList.add('is-spinning');
  const shuffle = setInterval(() => renderGrid(randomGrid()), 90);
  const clientRoundKey = crypto.randomUUID().replaceAll('-', '');
  try {
    const answer = await api('/inhouse/api/slot/spin', {
      method: 'POST',
      body: { betMinor: Number(betSelect.value), clientRoundKey },
    });
    clearInterval(shuffle);
    reelsEl.classList.remove('is-spinning');
    showWin(answer);
    setBalance(answer.balance);
    if (answer.status === 'PENDING') showMessage(t('slot.pending'));
    $('slot-nonce').textContent = String(answer.nonce + 1);
    const verify = $('slot-verify');
    linkToVerify(verify, answer.roundId);
    verify.hidden = false;
    notifyBalanceChanged();
    loadHistory().catch(() => {});
  } catch (error) {
    clearInterval(shuffle);
    reelsEl.classList.remove('is-spinning');
    showMessage(error.message);
    if (error.details?.balance !== undefined) setBalance(error.details.balance);
    if (error.code === 'RATE_LIMITED') lastSpinAt = Date.now();
  } finally {
    isSpinning = false;
    updateSpinButton();
  }
}

async function saveClientSeed() {
  try {
    showSeed(
      await api('/inhouse/api/fair/client-seed', {
        method: 'PUT',
        body: { clientSeed: $('slot-client-seed').value.trim() },
      }),
    );
    showMessage(t('fair.clientSeedSaved'));
  } catch (error) {
    showMessage(error.message);
  }
}

async function rotate() {
  try {
    const { previous, current } = await api('/inhouse/api/fair/rotate', { method: 'POST' });
    showSeed(current);
    $('slot-previous').hidden = false;
    $('slot-previous-seed').textContent = previous.serverSeed;
    $('slot-previous-info').textContent = t('fair.previousInfo', {
      hash: previous.serverSeedHash,
      clientSeed: previous.clientSeed,
      count: previous.nonceCount,
    });
  } catch (error) {
    showMessage(error.message);
  }
}

async function start() {
  applyTranslations();
  spinButton.addEventListener('click', spin);
  $('slot-client-seed-save').addEventListener('click', saveClientSeed);
  $('slot-rotate').addEventListener('click', rotate);
  try {
    const [slotConfig, player, pair] = await Promise.all([
      api('/inhouse/api/slot/config'),
      api('/inhouse/api/player'),
      api('/inhouse/api/fair/seed'),
    ]);
    config = slotConfig;
    minIntervalMs = config.minSpinIntervalMs;
    renderBets();
    renderPaytable();
    renderGrid(randomGrid());
    setBalance(player.balance);
    showSeed(pair);
    updateSpinButton();
    await loadHistory();
  } catch (error) {
    showMessage(error.message);
  }
}

start();
