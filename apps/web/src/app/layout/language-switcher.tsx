import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@kirin/contracts';
import { Icon } from '../../components/ui/icon';
import { putMemberLanguage } from '../../features/accounts/api/update-language';
import { isTrialAccount } from '../../lib/account-types';
import { useBootData } from '../../lib/boot-data';
import { applyLanguage, getCurrentLanguage, isLanguage } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';

/** The merchant's interface languages; absent when the merchant offers only one. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { whitelabel } = useBootData();
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  if (whitelabel.languages.length <= 1) return null;

  const changeLanguage = (language: TLanguage) => {
    void applyLanguage(language);
    // The server writes to a real member in their language; the interface has switched either way.
    if (token !== null && !isTrialAccount(isAgent)) void putMemberLanguage(language).catch(() => undefined);
  };
  return (
    <label className="language-switcher">
      <span className="language-switcher__label">
        <Icon name="globe" size={16} /> <span className="side-menu__text">{t('language')}</span>
      </span>
      <select
        data-testid="language-switcher"
        value={getCurrentLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) changeLanguage(event.target.value);
        }}
      >
        {whitelabel.languages.map((language) => (
          <option key={language} value={language}>
            {t(`language_name_${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
