import { useSyncExternalStore } from 'react';

/** Below 1024 px the side menu is a drawer over the page (side-menu.css). */
const DRAWER_QUERY = '(max-width: 1023px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DRAWER_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isDrawerScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DRAWER_QUERY).matches;
}

/** Whether the side menu is a drawer on this screen, following the window's width. */
export function useIsDrawerScreen(): boolean {
  return useSyncExternalStore(subscribe, isDrawerScreen, () => false);
}
