import { LANGUAGES, type TLanguage } from '@kirin/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAccounts from '../locales/en/accounts.json';
import enBonus from '../locales/en/bonus.json';
import enCashback from '../locales/en/cashback.json';
import enContent from '../locales/en/content.json';
import enChat from '../locales/en/chat.json';
import enSupport from '../locales/en/support.json';
import enGames from '../locales/en/games.json';
import enLottery from '../locales/en/lottery.json';
import enMessages from '../locales/en/messages.json';
import enPoints from '../locales/en/points.json';
import enMissions from '../locales/en/missions.json';
import enPromotions from '../locales/en/promotions.json';
import enProtection from '../locales/en/protection.json';
import enRecords from '../locales/en/records.json';
import enRedEnvelope from '../locales/en/red-envelope.json';
import enReferral from '../locales/en/referral.json';
import enSecurity from '../locales/en/security.json';
import en from '../locales/en/translation.json';
import enVip from '../locales/en/vip.json';
import enWallet from '../locales/en/wallet.json';
import twAccounts from '../locales/tw/accounts.json';
import twBonus from '../locales/tw/bonus.json';
import twCashback from '../locales/tw/cashback.json';
import twContent from '../locales/tw/content.json';
import twChat from '../locales/tw/chat.json';
import twSupport from '../locales/tw/support.json';
import twGames from '../locales/tw/games.json';
import twLottery from '../locales/tw/lottery.json';
import twMessages from '../locales/tw/messages.json';
import twPoints from '../locales/tw/points.json';
import twMissions from '../locales/tw/missions.json';
import twPromotions from '../locales/tw/promotions.json';
import twProtection from '../locales/tw/protection.json';
import twRecords from '../locales/tw/records.json';
import twRedEnvelope from '../locales/tw/red-envelope.json';
import twReferral from '../locales/tw/referral.json';
import twSecurity from '../locales/tw/security.json';
import tw from '../locales/tw/translation.json';
import twVip from '../locales/tw/vip.json';
import twWallet from '../locales/tw/wallet.json';
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
// TW (the default) and EN (the fallback) are bundled; the other languages are loaded when chosen.
const resources = {
  TW: {
    translation: {
      ...tw,
      ...twAccounts,
      ...twSecurity,
      ...twWallet,
      ...twRecords,
      ...twGames,
      ...twLottery,
      ...twMessages,
      ...twChat,
      ...twContent,
      ...twSupport,
      ...twRedEnvelope,
      ...twBonus,
      ...twCashback,
      ...twPromotions,
      ...twPoints,
      ...twVip,
      ...twMissions,
      ...twReferral,
      ...twProtection,
    },
  },
  EN: {
    translation: {
      ...en,
      ...enAccounts,
      ...enSecurity,
      ...enWallet,
      ...enRecords,
      ...enGames,
      ...enLottery,
      ...enMessages,
      ...enChat,
      ...enContent,
      ...enSupport,
      ...enRedEnvelope,
      ...enBonus,
      ...enCashback,
      ...enPromotions,
      ...enPoints,
      ...enVip,
      ...enMissions,
      ...enReferral,
      ...enProtection,
    },
  },
};

/** Every file of the languages loaded on demand; Vite makes one chunk per language (vite.config.ts). */
const LAZY_FILES = import.meta.glob<Record<string, string>>(
  ['../locales/*/*.json', '!../locales/tw/*.json', '!../locales/en/*.json'],
  { import: 'default' },
);
const loading = new Map<TLanguage, Promise<void>>();

/** True when the language's texts are in memory (TW and EN always are). */
export function isLanguageLoaded(language: TLanguage): boolean {
  return i18n.hasResourceBundle(language, 'translation');
}

/** Fetches a language's files once and adds them as its one namespace; a failed fetch may be tried again. */
export function loadLanguage(language: TLanguage): Promise<void> {
  if (isLanguageLoaded(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    const folder = `../locales/${language.toLowerCase()}/`;
    const files = Object.entries(LAZY_FILES).filter(([path]) => path.startsWith(folder));
    pending = Promise.all(files.map(([, load]) => load())).then(
      (parts) => {
        i18n.addResourceBundle(language, 'translation', Object.assign({}, ...parts) as object, true, true);
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

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
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
  if (!stored || stored in resources) return stored ?? DEFAULT_LANGUAGE;
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
 * Switches the interface language, remembers it and updates `<html lang dir>`: at once for TW and EN, after
 * its files are loaded for the others (if they cannot be loaded, the language is shown in English). The
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
