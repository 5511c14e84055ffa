import { useSyncExternalStore } from 'react';

export type TTheme = 'dark' | 'light';
const THEME_KEY = 'kirin.console.theme';
const listeners = new Set<() => void>();

export function readTheme(): TTheme {
  return window.localStorage.getItem(THEME_KEY) === 'light' ? 'light' : 'dark';
}

/** Applies the stored theme to <html data-theme>, which the CSS variables follow. */
export function applyTheme(theme: TTheme = readTheme()): void {
  document.documentElement.dataset.theme = theme;
}

export function setTheme(theme: TTheme): void {
  window.localStorage.setItem(THEME_KEY, theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

export function useTheme(): TTheme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readTheme,
    () => 'dark',
  );
}
