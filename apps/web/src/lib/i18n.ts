import { LANGUAGES, type TLanguage } from '@kirin/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
// The first page's texts: the default language's files the shell and the home page use. TW's other files, EN
// and the other languages are fetched on demand, one chunk per language (vite.config.ts), before any other page
// or any modal shows (app/lazy-pages.ts, app/lazy-modals.ts).
import twAccounts from '../locales/tw/accounts.json';
import twContent from '../locales/tw/content.json';
import twGames from '../locales/tw/games.json';
import twPromotions from '../locales/tw/promotions.json';
import twRedEnvelope from '../locales/tw/red-envelope.json';
import tw from '../locales/tw/translation.json';
import { LOCAL_KEYS, readLocal, writeLocal } from './storage';
import { formatMessageParams, unpackMessage } from './message-params';

/** Spec section 9: TW unless the merchant or the visitor says otherwise. */
export const DEFAULT_LANGUAGE: TLanguage = 'TW';
/** Missing keys of the partial translations fall back to English. */
export const FALLBACK_LANGUAGE: TLanguage = 'EN';

/** The `<html lang>` value of each interface language. */
export const HTML_LANG: Record<TLanguage, string> = {
  TW: 'zh-TW',
  EN: 'en',
  VI: 'vi',
  TH: 'th',
  ID: 'id',
  JA: 'ja',
  UR: 'ur',
};

const RIGHT_TO_LEFT: readonly TLanguage[] = ['UR'];

// One namespace per language, kept in a file per feature area (translation, accounts, security, wallet …).
const FIRST_PAGE_TEXTS = {
  ...tw,
  ...twAccounts,
  ...twGames,
  ...twContent,
  ...twRedEnvelope,
  ...twPromotions,
};

/**
 * Every other text file, one chunk per language. The agent centre brings its own TW and EN files
 * (features/agent-centre/agent-translations.ts); the other languages load theirs with the rest.
 */
const LAZY_FILES = import.meta.glob<Record<string, string>>(
  [
    '../locales/*/*.json',
    '!../locales/{tw,en}/agent-*.json',
    '!../locales/tw/{translation,accounts,games,content,red-envelope,promotions}.json',
  ],
  { import: 'default' },
);
/** Languages with every file in. */
const complete = new Set<TLanguage>();
/** One fetch per language, kept once done: every later caller gets the same settled promise. */
const loading = new Map<TLanguage, Promise<void>>();
/** Set once any page but the home, or any modal, has asked for the whole of the texts. */
let isWholeWanted = false;

/** True when switching to the language needs no fetch: every file in, or TW while only the first page shows. */
export function isLanguageLoaded(language: TLanguage): boolean {
  return complete.has(language) || (language === DEFAULT_LANGUAGE && !isWholeWanted);
}

function fetchFiles(language: TLanguage): Promise<void> {
  const folder = `../locales/${language.toLowerCase()}/`;
  const files = Object.entries(LAZY_FILES).filter(([path]) => path.startsWith(folder));
  return Promise.all(files.map(([, load]) => load())).then((parts) => {
    i18n.addResourceBundle(language, 'translation', Object.assign({}, ...parts) as object, true, true);
  });
}

/** The languages translated for the shell and the account pages only (src/locales/locales.test.ts). */
const PARTIAL_LANGUAGES: readonly TLanguage[] = ['JA', 'UR'];

/**
 * Fetches all of a language's texts once, with English for the partial translations (their fallback); a
 * failed fetch may be tried again.
 */
export function loadLanguage(language: TLanguage): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    const needsFallback = PARTIAL_LANGUAGES.includes(language);
    pending = Promise.all([
      fetchFiles(language),
      needsFallback ? loadLanguage(FALLBACK_LANGUAGE) : null,
    ]).then(
      () => {
        complete.add(language);
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** Every text of the current language: what any page but the home, and every modal, waits for. */
export function loadAllTexts(): Promise<void> {
  isWholeWanted = true;
  return loadLanguage(getCurrentLanguage());
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: { translation: FIRST_PAGE_TEXTS } },
  // A stored language that is not bundled is switched to once loaded (BootGate); until then TW.
  lng: startLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Server message keys are flat and may contain ':' or '.', so neither is a separator.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  // A message key with values packed in (lib/message-params.ts) is no key of its own: fill its values here.
  parseMissingKeyHandler: (key: string, defaultValue?: string) => translatePacked(key) ?? defaultValue ?? key,
  initAsync: false,
  showSupportNotice: false,
});

/** The translation of a packed message (key and raw values), or null when `text` is not one. */
function translatePacked(text: string): string | null {
  const packed = unpackMessage(text);
  if (!packed) return null;
  const locale = HTML_LANG[getCurrentLanguage()];
  const values = formatMessageParams(packed.params, locale, i18n.t('protection_until_indefinitely'));
  return i18n.t(packed.key, values);
}

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function readStoredLanguage(): TLanguage | undefined {
  const stored = readLocal(LOCAL_KEYS.lang) ?? readLocal(LOCAL_KEYS.hisLang);
  return isLanguage(stored) ? stored : undefined;
}

function startLanguage(): TLanguage {
  const stored = readStoredLanguage();
  if (!stored || stored === DEFAULT_LANGUAGE) return DEFAULT_LANGUAGE;
  // Fetched while the boot calls run, so the switch after them does not wait for it.
  queueMicrotask(() => void loadLanguage(stored).catch(() => undefined));
  return DEFAULT_LANGUAGE;
}

/** The language to start in: the visitor's stored choice if the merchant offers it, else the merchant default. */
export function resolveStartLanguage(offered: readonly TLanguage[], merchantDefault: TLanguage): TLanguage {
  for (const stored of [readLocal(LOCAL_KEYS.lang), readLocal(LOCAL_KEYS.hisLang)]) {
    if (isLanguage(stored) && offered.includes(stored)) return stored;
  }
  if (offered.includes(merchantDefault)) return merchantDefault;
  return offered[0] ?? DEFAULT_LANGUAGE;
}

/** The current interface language (the `Language` header of every call). */
export function getCurrentLanguage(): TLanguage {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

let latestChoice: TLanguage | undefined;

/**
 * Switches the interface language, remembers it and updates `<html lang dir>`: at once when its texts are in
 * (isLanguageLoaded), after its files are loaded otherwise (if they cannot be loaded, in what is there). The
 * promise settles once switched; of two quick choices the later one wins.
 */
export function applyLanguage(language: TLanguage): Promise<void> {
  writeLocal(LOCAL_KEYS.lang, language);
  writeLocal(LOCAL_KEYS.hisLang, language);
  latestChoice = language;
  const switchTo = () => {
    if (latestChoice !== language) return;
    document.documentElement.lang = HTML_LANG[language];
    document.documentElement.dir = RIGHT_TO_LEFT.includes(language) ? 'rtl' : 'ltr';
    if (i18n.language !== language) void i18n.changeLanguage(language);
  };
  if (isLanguageLoaded(language)) {
    switchTo();
    return Promise.resolve();
  }
  return loadLanguage(language).then(switchTo, switchTo);
}

/** Fills the spec's `(min)` and `(max)` placeholders; one number when both bounds are equal. */
export function fillLengthBounds(template: string, min: number, max: number): string {
  if (min === max)
    return template.replace(/\(min\)\s*[-~–]\s*\(max\)/g, String(min)).replace(/\((min|max)\)/g, String(min));
  return template.replace(/\(min\)/g, String(min)).replace(/\(max\)/g, String(max));
}
