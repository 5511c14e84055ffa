import { create } from 'zustand';
import { LOCAL_KEYS, readLocal, writeLocal } from './storage';

export type TTheme = 'dark' | 'light';

type TThemeStore = {
  theme: TTheme;
  /** The visitor's choice, kept in local storage `theme`. */
  setTheme: (theme: TTheme) => void;
  toggleTheme: () => void;
};

function isTheme(value: unknown): value is TTheme {
  return value === 'dark' || value === 'light';
}

/** The theme to start with: the visitor's stored choice, else the merchant's default. */
export function resolveStartTheme(merchantDefault: TTheme): TTheme {
  const stored = readLocal(LOCAL_KEYS.theme);
  return isTheme(stored) ? stored : merchantDefault;
}

/** Shows `theme` through the CSS variables of `<html data-theme>`. */
export function showTheme(theme: TTheme): void {
  document.documentElement.dataset.theme = theme;
}

export const useThemeStore = create<TThemeStore>()((set, get) => ({
  theme: 'dark',
  setTheme: (theme) => {
    writeLocal(LOCAL_KEYS.theme, theme);
    showTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));

/** Starts the theme without recording a visitor choice (the merchant default must stay a default). */
export function startTheme(merchantDefault: TTheme): void {
  const theme = resolveStartTheme(merchantDefault);
  showTheme(theme);
  useThemeStore.setState({ theme });
}
