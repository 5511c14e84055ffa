import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useOptionalBootData } from '../../../lib/boot-data';
import { useCountries } from '../api/get-countries';
import { translateFieldMessage } from '../register-validation';
import './account-form.css';
import './account-controls.css';

/** The country list closes this long after it loses focus, so a click on an option still lands. */
export const COUNTRY_LIST_CLOSE_DELAY_MS = 200;
/** A mobile number as the phone fields take it: national digits, without the dialling code. */
const MOBILE_NUMBER = /^\d{6,15}$/;

/** The mobile number rule of spec section 5: required, then digits only (message keys). */
export const ZMobileNumber = z
  .string()
  .trim()
  .min(1, 'login_mobile_required')
  .regex(MOBILE_NUMBER, 'mobile_number_invalid');

type TPhoneFieldProps = {
  /** The selected dialling code, e.g. '84'; '' until the visitor or the default picks one. */
  dialingCode: string;
  onDialingCodeChange: (dialingCode: string) => void;
  registration: UseFormRegisterReturn;
  /** The error: a translation key, translated at render time. */
  message?: string;
  testId?: string;
  addon?: ReactNode;
};

/** A mobile number with its country dialling code, chosen from GET /wps/system/countries. */
export function PhoneField({
  dialingCode,
  onDialingCodeChange,
  registration,
  message,
  testId = 'login-mobile',
  addon,
}: TPhoneFieldProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const boot = useOptionalBootData();
  const list = countries.data ?? [];

  // No code yet: the merchant's country (a VND site's players mostly have +84), else the visitor's own
  // (GeoIP), else the first listed (docs/site.md).
  const listed = (country: string | null | undefined) =>
    country ? list.find((c) => c.countryCode === country) : undefined;
  const defaultCode = (listed(boot?.whitelabel.country) ?? listed(boot?.status.location.country) ?? list[0])
    ?.countryDialingCode;
  useEffect(() => {
    if (dialingCode === '' && defaultCode) onDialingCodeChange(defaultCode);
  }, [dialingCode, defaultCode, onDialingCodeChange]);

  const inputId = useId();
  const errorId = useId();
  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor={inputId}>
        {t('phone_mobile_number')}
      </label>
      <div className="account-field__row">
        <CountrySelect
          dialingCode={dialingCode}
          countries={list}
          onSelect={onDialingCodeChange}
          label={t('phone_country')}
        />
        <input
          id={inputId}
          className="account-field__input"
          data-testid={testId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          {...registration}
        />
        {addon}
      </div>
      {message && (
        <p id={errorId} className="account-field__error" role="alert">
          {translateFieldMessage(t, message)}
        </p>
      )}
    </div>
  );
}

type TCountrySelectProps = {
  dialingCode: string;
  countries: { countryCode: string; countryDialingCode: string; name: string }[];
  onSelect: (dialingCode: string) => void;
  label: string;
};

/** The dialling-code dropdown; it closes COUNTRY_LIST_CLOSE_DELAY_MS after focus leaves it. */
function CountrySelect({ dialingCode, countries, onSelect, label }: TCountrySelectProps) {
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setIsOpen(false), COUNTRY_LIST_CLOSE_DELAY_MS);
  };
  const choose = (code: string) => {
    onSelect(code);
    cancelClose();
    setIsOpen(false);
  };

  return (
    <div className="country-select" onBlur={closeSoon} onFocus={cancelClose}>
      <button
        type="button"
        className="country-select__toggle"
        data-testid="country-select"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {dialingCode ? `+${dialingCode}` : '+'}
      </button>
      {isOpen && (
        <ul id={listId} className="country-select__list" role="listbox" aria-label={label}>
          {countries.map((country) => (
            <li key={country.countryCode} role="presentation">
              <button
                type="button"
                role="option"
                aria-selected={country.countryDialingCode === dialingCode}
                className="country-select__option"
                data-testid={`country-option-${country.countryCode}`}
                onClick={() => choose(country.countryDialingCode)}
              >
                {country.name} +{country.countryDialingCode}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
