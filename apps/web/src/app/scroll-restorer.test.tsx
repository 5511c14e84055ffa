import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

function renderAt(path: string, key?: string) {
  return render(
    <MemoryRouter initialEntries={[key ? { pathname: path, key } : path]}>
      <ScrollRestorer />
      <Routes>
        <Route path="/a" element={<Page name="page a" />} />
        <Route path="/b" element={<Page name="page b" />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The page as scrolled by the visitor: jsdom does not scroll, so its scrollY is set and the event sent. */
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const lastScroll = () => vi.mocked(window.scrollTo).mock.lastCall;

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('ScrollRestorer', () => {
  it('starts a page entered anew at the top and a page returned to at the scroll it was left at', async () => {
    renderAt('/a');
    expect(lastScroll()).toEqual([0, 0]);
    scrollPageTo(640);

    await act(async () => navigate('/b'));
    expect(await screen.findByRole('heading', { name: 'page b' })).toBeInTheDocument();
    expect(lastScroll()).toEqual([0, 0]);
    scrollPageTo(120);

    await act(async () => navigate(-1));
    expect(await screen.findByRole('heading', { name: 'page a' })).toBeInTheDocument();
    expect(lastScroll()).toEqual([0, 640]);

    await act(async () => navigate(1));
    expect(await screen.findByRole('heading', { name: 'page b' })).toBeInTheDocument();
    expect(lastScroll()).toEqual([0, 120]);

    // A new visit to the same address is a new history entry: the top again.
    await act(async () => navigate('/a'));
    expect(lastScroll()).toEqual([0, 0]);
  });

  it('scrolls to the element a #hash names', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderAt('/a');
    vi.mocked(window.scrollTo).mockClear();
    await act(async () => navigate('/b#part'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'part');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the positions in sessionStorage when the page is left, for a reload to restore', () => {
    const view = renderAt('/a');
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
    // A reloaded browser history entry keeps its key.
    window.sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ reloaded: 480 }));
    renderAt('/a', 'reloaded');
    expect(lastScroll()).toEqual([0, 480]);
  });
});
