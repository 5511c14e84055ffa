import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../test/render-site';

describe('header', () => {
  it('builds its game items from the menu categories, each to its page', async () => {
    renderSite('/index');
    const header = await screen.findByTestId('site-header');
    expect(within(header).getByTestId('header-game-RNG')).toHaveAttribute('href', '/rng');
    expect(within(header).getByTestId('header-game-LIVE')).toHaveAttribute('href', '/live');
    expect(within(header).getByTestId('header-game-SPORTS')).toHaveAttribute('href', '/sports');
    expect(within(header).queryByTestId('header-game-FISH')).not.toBeInTheDocument();
  });

  it('offers login and register to a guest, each opening its modal', async () => {
    const { user } = renderSite('/index');
    await user.click(await screen.findByTestId('header-login'));
    expect(within(screen.getByTestId('modal-login')).getByTestId('login-username')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-close'));
    await user.click(screen.getByTestId('header-register'));
    expect(screen.getByTestId('modal-register')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Favourites' })).not.toBeInTheDocument();
  });

  it('shows balance, name, favourites and logout to a member', async () => {
    renderSite('/index', { session: { token: 't-1', account: 'alice', balanceMinor: 123456, isAgent: 0 } });
    const header = await screen.findByTestId('site-header');
    expect(within(header).getByTestId('header-balance')).toHaveTextContent('1,234.56 VND');
    expect(within(header).getByTestId('header-username')).toHaveTextContent('alice');
    expect(within(header).getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/fav');
    expect(within(header).queryByTestId('header-login')).not.toBeInTheDocument();
  });

  it('logs out after the in_sure_logout confirmation, keeping only the merchant keys', async () => {
    window.sessionStorage.setItem('merchant', 'demo');
    window.sessionStorage.setItem('merchantCode', 'demo');
    window.sessionStorage.setItem('favGames', '[]');
    const { user, router } = renderSite('/rng', { session: { token: 't-1', account: 'alice', isAgent: 0 } });
    await user.click(await screen.findByTestId('header-logout'));
    const dialog = screen.getByTestId('modal-confirm');
    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // The logout call answers first; then the header re-mounts on the way through / to /index.
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(await screen.findByTestId('header-login')).toBeInTheDocument();
    expect({ ...window.sessionStorage }).toEqual({ merchant: 'demo', merchantCode: 'demo' });
  });

  it('keeps the member signed in when the logout question is cancelled', async () => {
    const { user } = renderSite('/index', { session: { token: 't-1', account: 'alice', isAgent: 0 } });
    await user.click(await screen.findByTestId('header-logout'));
    await user.click(within(screen.getByTestId('modal-confirm')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('header-username')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('token')).toBe('t-1');
  });

  it('switches the theme and remembers the choice', async () => {
    const { user } = renderSite('/index');
    document.documentElement.dataset.theme = 'dark';
    const switcher = await screen.findByTestId('theme-switcher');
    await user.click(switcher);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    await user.click(switcher);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });
});
