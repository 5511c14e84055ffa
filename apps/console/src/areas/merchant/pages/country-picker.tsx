import { COUNTRY_CODES } from '@kirin/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

type TCountryPickerProps = {
  label: string;
  value: readonly string[];
  onChange: (codes: string[]) => void;
  isReadOnly?: boolean;
  error?: string;
};

/**
 * Picks countries from COUNTRY_CODES: the chosen ones as removable chips, the rest as checkboxes narrowed by
 * a search over the name (in the console's language) and the code.
 */
export function CountryPicker({ label, value, onChange, isReadOnly, error }: TCountryPickerProps) {
  const { t, i18n } = useTranslation('merchant');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const names = useMemo(() => {
    const display = new Intl.DisplayNames([i18n.language === 'TW' ? 'zh-TW' : 'en'], { type: 'region' });
    return new Map(COUNTRY_CODES.map((code) => [code, display.of(code) ?? code]));
  }, [i18n.language]);
  const chosen = new Set(value);
  const needle = search.trim().toLowerCase();
  const shown = COUNTRY_CODES.filter(
    (code) =>
      !needle || code.toLowerCase().includes(needle) || names.get(code)?.toLowerCase().includes(needle),
  );
  const toggle = (code: string, isOn: boolean) =>
    onChange(isOn ? [...value, code].sort() : value.filter((c) => c !== code));
  const nameOf = (code: string) => `${names.get(code)} (${code})`;
  return (
    <fieldset className="form-section country-picker">
      <legend>{label}</legend>
      {value.length === 0 ? (
        <p className="field-hint">{t('status.noCountries')}</p>
      ) : (
        <ul className="country-chips" aria-label={t('status.chosenCountries')}>
          {value.map((code) => (
            <li key={code}>
              {isReadOnly ? (
                <span className="badge badge-neutral">{nameOf(code)}</span>
              ) : (
                <Button
                  variant="ghost"
                  className="badge badge-bad"
                  onClick={() => toggle(code, false)}
                  aria-label={t('status.unblock', { country: nameOf(code) })}
                >
                  {nameOf(code)} ×
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {isReadOnly ? null : (
        <>
          <div className="field">
            <label htmlFor={searchId}>{t('status.searchCountry')}</label>
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="country-options" role="group" aria-label={t('status.countries')}>
            {shown.map((code) => (
              <label key={code} className="checkbox-field">
                <input
                  type="checkbox"
                  checked={chosen.has(code)}
                  onChange={(event) => toggle(code, event.target.checked)}
                />
                <span>{nameOf(code)}</span>
              </label>
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}
