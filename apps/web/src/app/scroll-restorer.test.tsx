import { act, render, screen } from '@testing-library/react';
import { use } from 'react';
import { BrowserRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_POSITIONS_KEY, ScrollRestorer } from './scroll-restorer';

let navigate: NavigateFunction = () => undefined;

function Page({ name }: { name: string }) {
  navigate = useNavigate();
  return (
    <div>
      <h1>{name}</h1>
      <p id="part">part of {name}</p>
    </div>
  );
}

let finishSlowPage: () => void = () => undefined;
let slowPageCode = new Promise<void>((resolve) => (finishSlowPage = resolve));

/** A page whose code has not arrived yet until finishSlowPage() is called. */
function SlowPage() {
  use(slowPageCode);
  return <h1>slow page</h1>;
}

/** The site as in the browser: React Router's browser history over jsdom's, opening on /a. */
function renderSite() {
  return render(
    <BrowserRouter>
      <ScrollRestorer />
      <Routes>
        <Route path="/a" element={<Page name="page a" />} />
        <Route path="/b" element={<Page name="page b" />} />
        <Route path="/slow" element={<SlowPage />} />
      </Routes>
    </BrowserRouter>,
  );
}

/** The page as scrolled by the visitor: jsdom does not scroll, so its scrollY is set and the event sent. */
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** Back or Forward in the browser: jsdom moves through its history and sends popstate later. */
async function go(delta: number, heading: string) {
  await act(async () => {
    const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.go(delta);
    await moved;
  });
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
}

const lastScroll = () => vi.mocked(window.scrollTo).mock.lastCall;

beforeEach(() => {
  window.history.replaceState(null, '', '/a');
  slowPageCode = new Promise<void>((resolve) => (finishSlowPage = resolve));
});

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('ScrollRestorer', () => {
  it('starts a page entered anew at the top and a page returned to at the scroll it was left at', async () => {
    renderSite();
    expect(lastScroll()).toEqual([0, 0]);
    scrollPageTo(640);

    await act(async () => navigate('/b'));
    expect(await screen.findByRole('heading', { name: 'page b' })).toBeInTheDocument();
    expect(lastScroll()).toEqual([0, 0]);
    scrollPageTo(120);

    await go(-1, 'page a');
    expect(lastScroll()).toEqual([0, 640]);

    await go(1, 'page b');
    expect(lastScroll()).toEqual([0, 120]);

    // A new visit to the same address is a new history entry: the top again.
    await act(async () => navigate('/a'));
    expect(lastScroll()).toEqual([0, 0]);
  });

  it('does not take scrolling after the address changed, while the last page still shows, for its position', async () => {
    renderSite();
    scrollPageTo(900);
    // A page whose code is still loading: the navigation waits for it, the address is already /slow.
    await act(async () => navigate('/slow'));
    expect(window.location.pathname).toBe('/slow');
    expect(screen.getByRole('heading', { name: 'page a' })).toBeInTheDocument();
    scrollPageTo(300);
    await act(async () => finishSlowPage());
    expect(await screen.findByRole('heading', { name: 'slow page' })).toBeInTheDocument();
    expect(lastScroll()).toEqual([0, 0]);

    await go(-1, 'page a');
    expect(lastScroll()).toEqual([0, 900]);
  });

  it('scrolls to the element a #hash names', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderSite();
    vi.mocked(window.scrollTo).mockClear();
    await act(async () => navigate('/b#part'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'part');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the positions in sessionStorage when the page is left, for a reload to restore', () => {
    const view = renderSite();
    scrollPageTo(300);
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<
      string,
      number
    >;
    expect(Object.values(saved)).toContain(300);
    expect(window.history.scrollRestoration).toBe('auto');
    view.unmount();
  });

  it('restores a reloaded entry from the positions saved before the reload', () => {
    // A reloaded history entry keeps its state, React Router's key with it.
    window.history.replaceState({ usr: null, key: 'reloaded', idx: 0 }, '', '/a');
    window.sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ reloaded: 480 }));
    renderSite();
    expect(lastScroll()).toEqual([0, 480]);
  });
});
