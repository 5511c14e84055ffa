import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../test/render-site';

describe('side menu', () => {
  it('is open on the home page, toggles with its button and collapses on game pages', async () => {
    const { user, router } = renderSite('/index');
    const menu = await screen.findByTestId('side-menu');
    expect(menu).toHaveAttribute('data-open', 'true');
    await user.click(screen.getByTestId('side-menu-toggle'));
    expect(menu).toHaveAttribute('data-open', 'false');
    await user.click(screen.getByTestId('side-menu-toggle'));
    expect(menu).toHaveAttribute('data-open', 'true');
    await router.navigate('/rng');
    expect(await screen.findByTestId('page-rng')).toBeInTheDocument();
    // The collapse follows the route change in an effect: on a slow machine it lands a render later.
    await waitFor(() => expect(screen.getByTestId('side-menu')).toHaveAttribute('data-open', 'false'));
  });

  it('lists the game centre from the menu categories', async () => {
    renderSite('/index');
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
    expect(within(menu).getByRole('link', { name: 'Live casino' })).toHaveAttribute('href', '/live');
  });

  it('shows cashback only with MANPLAYREB3 on', async () => {
    renderSite('/index', {
      permission: { modules: [{ modId: 'MANPLAYREB3', enabled: '0', childrenNodes: [] }] },
    });
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).queryByRole('button', { name: 'Cashback' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('links the points mall only with PTSYS3 on', async () => {
    renderSite('/index', {
      permission: { modules: [{ modId: 'PTSYS3', enabled: '1', childrenNodes: [] }] },
    });
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).getByTestId('side-menu-point-mall')).toHaveAttribute('href', '/pointMall');
  });

  it('hides the points mall link with PTSYS3 off', async () => {
    renderSite('/index', {
      permission: { modules: [{ modId: 'PTSYS3', enabled: '0', childrenNodes: [] }] },
    });
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(menu).queryByTestId('side-menu-point-mall')).not.toBeInTheDocument();
  });

  it('opens the login popup when a guest asks for a protected action', async () => {
    const { user } = renderSite('/index');
    await user.click(within(await screen.findByTestId('side-menu')).getByRole('button', { name: 'Deposit' }));
    expect(screen.getByTestId('modal-login')).toBeInTheDocument();
  });

  it('warns a trial account with in_need_true_account', async () => {
    const { user } = renderSite('/index', { session: { token: 't-trial', isAgent: 4 } });
    await user.click(
      within(await screen.findByTestId('side-menu')).getByRole('button', { name: 'Withdraw' }),
    );
    const warning = screen.getByTestId('modal-warning');
    expect(warning).toHaveTextContent('Please register or log in with a real account to use this feature.');
    expect(screen.queryByTestId('member-centre')).not.toBeInTheDocument();
  });

  it('has the member-centre list and sign out only for a member', async () => {
    renderSite('/index', { session: { token: 't-1', account: 'alice', isAgent: 0 } });
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).getByRole('heading', { name: 'Member centre' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('has no member-centre list, sign out or referral for a guest', async () => {
    renderSite('/index');
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).queryByRole('heading', { name: 'Member centre' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Invite friends' })).not.toBeInTheDocument();
  });

  it('opens live chat customer service in its small window', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const { user } = renderSite('/index');
    await user.click(
      within(await screen.findByTestId('side-menu')).getByRole('button', { name: 'Customer service' }),
    );
    // Blank while the encrypted path is still being decrypted, else the address itself.
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^(\/helpmc)?$/),
      'customerService',
      'width=440,height=500',
    );
  });
});

describe('language switcher', () => {
  it('is absent when the merchant offers one language', async () => {
    renderSite('/index', { whitelabel: { languages: ['EN'] } });
    await screen.findByTestId('side-menu');
    expect(screen.queryByTestId('language-switcher')).not.toBeInTheDocument();
  });

  it('re-translates the site and records the choice', async () => {
    const { user } = renderSite('/index');
    const header = await screen.findByTestId('site-header');
    expect(within(header).getByRole('link', { name: 'Hot games' })).toBeInTheDocument();
    await user.selectOptions(screen.getByTestId('language-switcher'), 'TW');
    expect(within(header).getByRole('link', { name: '熱門遊戲' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('site-footer')).getByRole('link', { name: '關於我們' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(window.localStorage.getItem('lang')).toBe('TW');
    expect(window.localStorage.getItem('hisLang')).toBe('TW');
  });
});
