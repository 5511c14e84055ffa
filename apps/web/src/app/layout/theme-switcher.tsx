import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon';
import { useThemeStore } from '../../lib/theme-store';

/** Switches dark / light; the choice is kept in local storage `theme`. */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);
  const label = t(theme === 'dark' ? 'theme_switch_to_light' : 'theme_switch_to_dark');
  return (
    <button
      type="button"
      className="icon-button"
      data-testid="theme-switcher"
      data-theme-current={theme}
      aria-label={label}
      title={label}
      onClick={toggleTheme}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
