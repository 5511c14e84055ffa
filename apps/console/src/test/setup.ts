import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { readPersistedSession, useSessionStore } from '../lib/session-store';

// Lazy pages are transformed on first import; under a parallel run that can take over the 1 s default.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  void i18n.changeLanguage('EN');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
  useSessionStore.setState(readPersistedSession());
  document.documentElement.removeAttribute('data-theme');
});
