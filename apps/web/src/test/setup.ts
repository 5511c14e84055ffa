import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useSideMenuStore } from '../app/layout/side-menu-store';
import { useModalStore } from '../lib/modal-store';
import { readPersistedSession, useSessionStore } from '../lib/session-store';
import { i18n, loadLanguage } from '../lib/i18n';

// Lazy pages are transformed on first import; under a parallel run that can take over the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// The site fetches each modal when first opened; the tests see them at once, as before (eager-modals.ts).
vi.mock('../app/lazy-modals', () => import('./eager-modals'));

// The site fetches its texts on demand (lib/i18n.ts); the tests render any page in TW or EN at once.
await Promise.all([loadLanguage('TW'), loadLanguage('EN')]);

beforeEach(() => {
  // jsdom does not scroll; the router's scroll restoration calls it on every navigation.
  vi.stubGlobal('scrollTo', vi.fn());
  void i18n.changeLanguage('EN');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
  useModalStore.setState({ stack: [] });
  useSideMenuStore.setState({ isOpen: true });
  useSessionStore.setState(readPersistedSession());
  document.body.style.overflow = '';
  document.documentElement.removeAttribute('data-theme');
});
