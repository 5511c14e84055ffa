import { LANGUAGES, type TLanguage } from '@kirin/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAccounts from '../locales/en/accounts.json';
import enContent from '../locales/en/content.json';
import enChat from '../locales/en/chat.json';
import enSupport from '../locales/en/support.json';
import enGames from '../locales/en/games.json';
import enLottery from '../locales/en/lottery.json';
import enMessages from '../locales/en/messages.json';
import enRecords from '../locales/en/records.json';
import enSecurity from '../locales/en/security.json';
import en from '../locales/en/translation.json';
import enWallet from '../locales/en/wallet.json';
import idAccounts from '../locales/id/accounts.json';
import idSecurity from '../locales/id/security.json';
import id from '../locales/id/translation.json';
import jaAccounts from '../locales/ja/accounts.json';
import jaSecurity from '../locales/ja/security.json';
import ja from '../locales/ja/translation.json';
import thAccounts from '../locales/th/accounts.json';
import thSecurity from '../locales/th/security.json';
import th from '../locales/th/translation.json';
import twAccounts from '../locales/tw/accounts.json';
import twContent from '../locales/tw/content.json';
import twChat from '../locales/tw/chat.json';
import twSupport from '../locales/tw/support.json';
import twGames from '../locales/tw/games.json';
import twLottery from '../locales/tw/lottery.json';
import twMessages from '../locales/tw/messages.json';
import twRecords from '../locales/tw/records.json';
import twSecurity from '../locales/tw/security.json';
import tw from '../locales/tw/translation.json';
import twWallet from '../locales/tw/wallet.json';
import urAccounts from '../locales/ur/accounts.json';
import urSecurity from '../locales/ur/security.json';
import ur from '../locales/ur/translation.json';
import viAccounts from '../locales/vi/accounts.json';
import viSecurity from '../locales/vi/security.json';
import vi from '../locales/vi/translation.json';
import { LOCAL_KEYS, readLocal, writeLocal } from './storage';

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

// One namespace per language, kept in a file per feature area (translation, accounts, security, wallet).
// The wallet is translated in TW and EN only; the partial languages fall back to English for it.
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
    },
  },
  VI: { translation: { ...vi, ...viAccounts, ...viSecurity } },
  TH: { translation: { ...th, ...thAccounts, ...thSecurity } },
  ID: { translation: { ...id, ...idAccounts, ...idSecurity } },
  JA: { translation: { ...ja, ...jaAccounts, ...jaSecurity } },
  UR: { translation: { ...ur, ...urAccounts, ...urSecurity } },
};

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage() ?? DEFAULT_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Server message keys are flat and may contain ':' or '.', so neither is a separator.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function readStoredLanguage(): TLanguage | undefined {
  const stored = readLocal(LOCAL_KEYS.lang) ?? readLocal(LOCAL_KEYS.hisLang);
  return isLanguage(stored) ? stored : undefined;
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

/** Switches the interface language, remembers it and updates `<html lang dir>`. */
export function applyLanguage(language: TLanguage): void {
  writeLocal(LOCAL_KEYS.lang, language);
  writeLocal(LOCAL_KEYS.hisLang, language);
  document.documentElement.lang = HTML_LANG[language];
  document.documentElement.dir = RIGHT_TO_LEFT.includes(language) ? 'rtl' : 'ltr';
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/** Fills the spec's `(min)` and `(max)` placeholders; one number when both bounds are equal. */
export function fillLengthBounds(template: string, min: number, max: number): string {
  if (min === max)
    return template.replace(/\(min\)\s*[-~–]\s*\(max\)/g, String(min)).replace(/\((min|max)\)/g, String(min));
  return template.replace(/\(min\)/g, String(min)).replace(/\(max\)/g, String(max));
}
