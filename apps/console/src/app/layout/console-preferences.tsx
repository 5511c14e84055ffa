import { useTranslation } from 'react-i18next';
import { CONSOLE_LANGUAGES, changeConsoleLanguage, type TConsoleLanguage } from '../../lib/i18n';
import { setTheme, useTheme } from '../../lib/theme';

/** Language and theme, kept in this browser. */
export function ConsolePreferences() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  return (
    <div className="preferences">
      <label>
        <span className="visually-hidden">{t('shell.language')}</span>
        <select
          value={i18n.language}
          onChange={(event) => changeConsoleLanguage(event.target.value as TConsoleLanguage)}
          aria-label={t('shell.language')}
        >
          {CONSOLE_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`shell.languages.${language}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button-ghost"
        aria-pressed={theme === 'light'}
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      >
        {theme === 'dark' ? t('shell.lightTheme') : t('shell.darkTheme')}
      </button>
    </div>
  );
}
