import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon';
import { useBootData } from '../../lib/boot-data';
import { applyLanguage, getCurrentLanguage, isLanguage } from '../../lib/i18n';

/** The merchant's interface languages; absent when the merchant offers only one. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { whitelabel } = useBootData();
  if (whitelabel.languages.length <= 1) return null;
  return (
    <label className="language-switcher">
      <span className="language-switcher__label">
        <Icon name="globe" size={16} /> <span className="side-menu__text">{t('language')}</span>
      </span>
      <select
        data-testid="language-switcher"
        value={getCurrentLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) applyLanguage(event.target.value);
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
