// The game pages' strings: TW (the default) and EN; any other language falls back to TW, like the site.

export const PAGE_LANGUAGES = ['TW', 'EN'] as const;
export type TPageLanguage = (typeof PAGE_LANGUAGES)[number];
export type TStrings = Readonly<Record<string, string>>;
export type TStringTable = Readonly<Record<TPageLanguage, TStrings>>;

/** The page language for a `?lang=` value: EN when asked (any case), else TW. */
export function pageLanguage(requested: string | null | undefined): TPageLanguage {
  return requested?.toUpperCase() === 'EN' ? 'EN' : 'TW';
}

/** The language of this page, from the address the launch redirect built (?lang=…). */
export function language(): TPageLanguage {
  return pageLanguage(new URLSearchParams(window.location.search).get('lang'));
}

const COMMON_STRINGS: TStringTable = {
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

const strings: Record<TPageLanguage, Record<string, string>> = {
  TW: { ...COMMON_STRINGS.TW },
  EN: { ...COMMON_STRINGS.EN },
};

/** Adds a page's own strings: registerStrings({ TW: { key: '…' }, EN: { key: '…' } }). */
export function registerStrings(more: Partial<TStringTable>): void {
  for (const lang of PAGE_LANGUAGES) Object.assign(strings[lang], more[lang] ?? {});
}

export type TVars = Readonly<Record<string, string | number>>;

/** Fills {name} placeholders from vars; an unknown name becomes empty. */
export function fillPlaceholders(text: string, vars: TVars = {}): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** The text for a key in `lang`, else in TW, else the key itself (so a missing string shows, never blank). */
export function translate(lang: TPageLanguage, key: string, vars: TVars = {}): string {
  return fillPlaceholders(strings[lang][key] ?? strings.TW[key] ?? key, vars);
}

/** The string for a key in the page language ({name} placeholders filled from vars); the key if unknown. */
export function t(key: string, vars: TVars = {}): string {
  return translate(language(), key, vars);
}

/** Fills every [data-i18n] element's text, [data-i18n-label] aria-label and [data-i18n-placeholder] under root. */
export function applyTranslations(root: ParentNode = document): void {
  document.documentElement.lang = language() === 'EN' ? 'en' : 'zh-Hant';
  for (const el of root.querySelectorAll<HTMLElement>('[data-i18n]'))
    el.textContent = t(el.dataset.i18n ?? '');
  for (const el of root.querySelectorAll<HTMLElement>('[data-i18n-label]'))
    el.setAttribute('aria-label', t(el.dataset.i18nLabel ?? ''));
  for (const el of root.querySelectorAll<HTMLInputElement>('[data-i18n-placeholder]'))
    el.placeholder = t(el.dataset.i18nPlaceholder ?? '');
}
