import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../test/render-site';

/** A phone: the narrow-screen media queries match, the wide ones do not. */
function stubPhoneScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

describe('side menu on a phone (drawer)', () => {
  beforeEach(stubPhoneScreen);

  it('starts closed, opens with focus inside, closes with its close button back to the toggle', async () => {
    const { user } = renderSite('/index');
    const menu = await screen.findByTestId('side-menu');
    const toggle = screen.getByTestId('side-menu-toggle');
    await waitFor(() => expect(menu).toHaveAttribute('data-open', 'false'));
    await user.click(toggle);
    expect(menu).toHaveAttribute('data-open', 'true');
    const close = within(menu).getByTestId('side-menu-close');
    expect(close).toHaveAccessibleName('Close');
    expect(document.activeElement).toBe(close);
    await user.click(close);
    expect(menu).toHaveAttribute('data-open', 'false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on Escape, focus back on the toggle', async () => {
    const { user } = renderSite('/index');
    const menu = await screen.findByTestId('side-menu');
    await waitFor(() => expect(menu).toHaveAttribute('data-open', 'false'));
    await user.click(screen.getByTestId('side-menu-toggle'));
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('data-open', 'false');
    expect(document.activeElement).toBe(screen.getByTestId('side-menu-toggle'));
  });
});
