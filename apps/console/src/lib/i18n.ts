import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enConsole from '../locales/en/console.json';
import enErrors from '../locales/en/errors.json';
import twConsole from '../locales/tw/console.json';
import twErrors from '../locales/tw/errors.json';

/** The console speaks the platform's two complete languages; TW first, like the site. */
export const CONSOLE_LANGUAGES = ['TW', 'EN'] as const;
export type TConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
const HTML_LANG: Record<TConsoleLanguage, string> = { TW: 'zh-TW', EN: 'en' };
const LANGUAGE_KEY = 'kirin.console.language';

/** Each area's translations, in its own namespace (its id), added when the area registry loads. */
export type TAreaLocales = Record<TConsoleLanguage, Record<string, unknown>>;

function storedLanguage(): TConsoleLanguage {
  const stored = window.localStorage.getItem(LANGUAGE_KEY);
  return stored === 'EN' || stored === 'TW' ? stored : 'TW';
}

const resources: Resource = {
  TW: { console: twConsole, errors: twErrors },
  EN: { console: enConsole, errors: enErrors },
};

void i18next.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'EN',
  ns: ['console', 'errors'],
  defaultNS: 'console',
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});
document.documentElement.lang = HTML_LANG[i18next.language as TConsoleLanguage] ?? 'zh-TW';

export function addAreaLocales(namespace: string, locales: TAreaLocales): void {
  for (const language of CONSOLE_LANGUAGES)
    i18next.addResourceBundle(language, namespace, locales[language], true, true);
}

export function changeConsoleLanguage(language: TConsoleLanguage): void {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = HTML_LANG[language];
  void i18next.changeLanguage(language);
}

export const i18n = i18next;
