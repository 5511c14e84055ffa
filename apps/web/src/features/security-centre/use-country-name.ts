import type { TLanguage } from '@kirin/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HTML_LANG } from '../../lib/i18n';
import { useCountries } from '../accounts/api/get-countries';

/** A country's name in the page's language (Intl), else the English name the server lists, else its code. */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  const countries = useCountries();
  return useMemo(() => {
    let display: Intl.DisplayNames | undefined;
    try {
      const locale = HTML_LANG[i18n.language as TLanguage] ?? 'en';
      display = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    } catch {
      display = undefined;
    }
    const english = new Map((countries.data ?? []).map((c) => [c.countryCode, c.name]));
    return (code: string) => display?.of(code) ?? english.get(code) ?? code;
  }, [i18n.language, countries.data]);
}
