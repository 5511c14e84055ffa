import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Where the positions are kept across reloads: the key React Router's `<ScrollRestoration>` used. */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/** The page's vertical scroll of each history entry (its location key), as left. */
let positions: Record<string, number> = {};
/** The history entry shown now: scrolling is recorded under its key. */
let currentKey = '';

function readSavedPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The key React Router's browser history gave the entry shown in the address bar ("default": the first one). */
function historyEntryKey(): string {
  const state: unknown = window.history.state;
  const key = typeof state === 'object' && state !== null ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' ? key : 'default';
}

/**
 * React Router's `<ScrollRestoration>` without the data router it needs (issue 22: the data router cost
 * the first page about 10 KB): a page entered anew starts at the top (or at its `#id`), a page returned
 * to with Back or Forward, or reloaded, at the scroll it was left at. Positions are recorded as the page
 * scrolls, per history entry, while that entry is the one in the address bar (React Router saved them when a
 * navigation started, which the declarative router does not announce); they survive a reload in
 * sessionStorage, as React Router's did.
 */
export function ScrollRestorer() {
  const location = useLocation();

  // Before the first restore: the positions a reload left in sessionStorage (this page's own are newer).
  useLayoutEffect(() => {
    positions = { ...readSavedPositions(), ...positions };
  }, []);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      // Between a navigation and the render of its page the address (and the history entry) is already the
      // next one while the last page still shows: its scrolling then is not the page's position.
      if (historyEntryKey() === currentKey) positions[currentKey] = window.scrollY;
    };
    const save = () => {
      record();
      try {
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or refused: positions are kept for this page only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey = location.key;
    const saved = positions[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // Not a decodable id: the page starts at the top.
      }
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location]);

  return null;
}
