import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../test/render-site';

/** jsdom lays nothing out: each item is 10 px a character plus 28 px padding, the nav `navWidth` wide. */
let navWidth = 1000;
let observers: Array<() => void> = [];

class FakeResizeObserver {
  private readonly callback: () => void;
  constructor(callback: () => void) {
    this.callback = callback;
    observers.push(callback);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    observers = observers.filter((c) => c !== this.callback);
  }
}

function resizeNavTo(width: number) {
  navWidth = width;
  act(() => observers.forEach((callback) => callback()));
}

beforeEach(() => {
  navWidth = 1000;
  observers = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('site-header__nav') ? navWidth : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = this.classList.contains('nav-link') ? (this.textContent ?? '').length * 10 + 28 : 0;
    return { width, height: 40, top: 0, left: 0, right: width, bottom: 40, x: 0, y: 0 } as DOMRect;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const MEMBER = { token: 't-1', account: 'alice', balanceMinor: 100, isAgent: 0 } as const;

describe('header navigation overflow', () => {
  it('shows every item in the bar and no More button when they fit', async () => {
    renderSite('/index', { session: MEMBER });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByTestId('header-game-SPORTS')).toBeVisible();
    expect(within(nav).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('moves the items that do not fit into a More menu of links, in order', async () => {
    renderSite('/index', { session: MEMBER });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    // Hot games (118) + Favourites (128) + More (68) and gaps fit in 330; Slots would not.
    resizeNavTo(330);
    const more = within(nav).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: 'Hot games' })).toBeVisible();
    expect(within(nav).getByTestId('header-game-RNG')).not.toBeVisible();

    await act(async () => more.click());
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    const links = within(list!).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/rng', '/live', '/sports']);
    expect(links[0]).toBeVisible();

    resizeNavTo(2000);
    expect(within(nav).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(within(nav).getByTestId('header-game-SPORTS')).toBeVisible();
  });

  it('opens from the keyboard, closes on Escape back to its button, and on a chosen link', async () => {
    const { user, router } = renderSite('/index', { session: MEMBER });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    resizeNavTo(330);
    const more = screen.getByRole('button', { name: 'More' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(document.activeElement).toHaveAttribute('href', '/rng');
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(more);

    await user.click(more);
    await user.click(screen.getByTestId('header-game-LIVE'));
    expect(router.state.location.pathname).toBe('/live');
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
  });
});
