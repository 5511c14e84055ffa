// Shared helpers of the in-house vendor's game pages (plain ES module, no build step).
// A page imports what it needs: import { api, formatMinor, t, … } from '/inhouse/assets/common/kirin-vendor.js';

const query = new URLSearchParams(window.location.search);

/** The vendor session token the launch redirect put in the address (?session=…). */
export function sessionToken() {
  return query.get('session') ?? '';
}

/** The page language: TW (default) or EN; other languages fall back to TW like the site. */
export function language() {
  const lang = (query.get('lang') ?? 'TW').toUpperCase();
  return lang === 'EN' ? 'EN' : 'TW';
}

const strings = {
  TW: {
    'common.balance': '餘額',
    'common.bet': '投注',
    'common.win': '贏得',
    'common.loading': '載入中…',
    'common.retry': '重試',
    'common.verify': '驗證',
    'common.fairness': '公平性驗證',
    'common.history': '紀錄',
    'common.round': '局號',
    'common.time': '時間',
    'common.payout': '派彩',
    'error.game_session_invalid': '遊戲連線已失效，請重新開啟遊戲。',
    'error.insufficient_funds': '餘額不足。',
    'error.too_many_requests': '操作太頻繁，請稍候再試。',
    'error.validation_failed': '輸入的資料不正確。',
    'error.round_settled': '本局已結算。',
    'error.bet_above_wager_maximum': '紅利流水期間，單注不可超過上限（見紅利明細）。',
    'error.service_unavailable': '服務暫時無法使用，請稍後再試。',
    'error.unknown_error': '發生錯誤，請稍後再試。',
    'error.network': '網路連線失敗，請檢查網路後再試。',
  },
  EN: {
    'common.balance': 'Balance',
    'common.bet': 'Bet',
    'common.win': 'Win',
    'common.loading': 'Loading…',
    'common.retry': 'Retry',
    'common.verify': 'Verify',
    'common.fairness': 'Provably fair',
    'common.history': 'History',
    'common.round': 'Round',
    'common.time': 'Time',
    'common.payout': 'Payout',
    'error.game_session_invalid': 'Your game session has ended. Please open the game again.',
    'error.insufficient_funds': 'Insufficient balance.',
    'error.too_many_requests': 'Too many requests. Please wait a moment.',
    'error.validation_failed': 'Some of the input is not valid.',
    'error.round_settled': 'This round is already settled.',
    'error.bet_above_wager_maximum':
      'While a bonus wager is open, a single bet cannot exceed the maximum bet (see your bonus details).',
    'error.service_unavailable': 'The service is unavailable. Please try again later.',
    'error.unknown_error': 'Something went wrong. Please try again later.',
    'error.network': 'The network failed. Please check your connection and try again.',
  },
};

/** Adds a page's own strings: registerStrings({ TW: { key: '…' }, EN: { key: '…' } }). */
export function registerStrings(more) {
  for (const lang of Object.keys(strings)) Object.assign(strings[lang], more[lang] ?? {});
}

/** The string for a key in the page language ({name} placeholders filled from vars); the key if unknown. */
export function t(key, vars = {}) {
  const text = strings[language()][key] ?? strings.TW[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(vars[name] ?? ''));
}

/** Fills every [data-i18n="key"] element's text and [data-i18n-label="key"] aria-label under root. */
export function applyTranslations(root = document) {
  document.documentElement.lang = language() === 'EN' ? 'en' : 'zh-Hant';
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-label]'))
    el.setAttribute('aria-label', t(el.dataset.i18nLabel));
}

/** Minor units → "1,234.56" (two decimals, thousands commas); integers only, never floats in between. */
export function formatMinor(minor) {
  const value = BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${sign}${whole}.${cents}`;
}

/** A refusal from the vendor API: the envelope's code, translated message and details. */
export class VendorApiError extends Error {
  constructor(code, messageKey, details, status) {
    super(t(`error.${messageKey}`));
    this.code = code;
    this.messageKey = messageKey;
    this.details = details ?? {};
    this.status = status;
  }
}

/** Calls the vendor API with the session header; answers the envelope's value or throws VendorApiError. */
export async function api(path, { method = 'GET', body } = {}) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        'X-Vendor-Session': sessionToken(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new VendorApiError('NETWORK', 'network', {}, 0);
  }
  let envelope;
  try {
    envelope = await response.json();
  } catch {
    throw new VendorApiError('INTERNAL', 'unknown_error', {}, response.status);
  }
  if (envelope.success) return envelope.value;
  throw new VendorApiError(
    envelope.code,
    envelope.message ?? 'unknown_error',
    envelope.details,
    response.status,
  );
}

/** A WebSocket URL on this origin with the session in the query (browsers cannot set headers on sockets). */
export function socketUrl(path) {
  const url = new URL(path, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('session', sessionToken());
  return url.toString();
}

/**
 * Keeps a live feed open: every `state` message goes to onState; a dropped socket reconnects with backoff
 * (0.5 s doubling to 10 s) unless the server closed it for an unknown session (4401).
 */
export function connectLiveFeed(path, { onState, reconnectingKey }) {
  let retryMs = 500;
  const connect = () => {
    const socket = new WebSocket(socketUrl(path));
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(event.data);
      if (message.type === 'state') {
        retryMs = 500;
        onState(message);
      } else if (message.type === 'error') showMessage(t('error.game_session_invalid'));
    });
    socket.addEventListener('close', (event) => {
      if (event.code === 4401) return;
      showMessage(t(reconnectingKey));
      setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 10_000);
    });
  };
  connect();
}

/** Tells the site around the game frame that the balance moved, so it refreshes its header. */
export function notifyBalanceChanged() {
  window.parent.postMessage({ source: 'kirin-vendor', type: 'balance-changed' }, '*');
}

/** The site's verification page for a round, opened in the top window (the game runs in a frame). */
export function verifyUrl(roundId) {
  return `/fairness?round=${encodeURIComponent(roundId)}`;
}

/** Makes an <a> open the verification page of a round in the top window. */
export function linkToVerify(anchor, roundId) {
  anchor.href = verifyUrl(roundId);
  anchor.target = '_top';
  anchor.rel = 'noopener';
}

/** Formats a date/time for history lists: yyyy-MM-dd HH:mm:ss in the player's clock. */
export function formatTime(iso) {
  const d = new Date(iso);
  const p = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** Shows a message in the page's [role=alert] region (or the given element); empty text hides it. */
export function showMessage(text, element = document.querySelector('[data-role="message"]')) {
  if (!element) return;
  element.textContent = text;
  element.hidden = !text;
}
