import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../test/render-site';

function frameParts() {
  return {
    header: screen.queryByTestId('site-header'),
    footer: screen.queryByTestId('site-footer'),
    sideMenu: screen.queryByTestId('side-menu'),
    rightBar: screen.queryByTestId('right-bar'),
  };
}

describe('layouts per route kind', () => {
  it('shows header, side menu, right bar and footer around the home page', async () => {
    renderSite('/index');
    expect(await screen.findByTestId('page-index')).toBeInTheDocument();
    const parts = frameParts();
    expect(parts.header).toBeInTheDocument();
    expect(parts.footer).toBeInTheDocument();
    expect(parts.sideMenu).toBeInTheDocument();
    expect(parts.rightBar).toBeInTheDocument();
  });

  it('shows header and footer but no side menu on the points mall', async () => {
    renderSite('/pointMall');
    expect(await screen.findByTestId('page-pointMall')).toBeInTheDocument();
    const parts = frameParts();
    expect(parts.header).toBeInTheDocument();
    expect(parts.footer).toBeInTheDocument();
    expect(parts.sideMenu).not.toBeInTheDocument();
    expect(parts.rightBar).not.toBeInTheDocument();
  });

  it.each(['/lottery', '/vnlottery', '/seaLottery', '/seamless', '/game'])(
    'shows only the header on %s',
    async (path) => {
      renderSite(path);
      expect(await screen.findByTestId(`page-${path.slice(1)}`)).toBeInTheDocument();
      const parts = frameParts();
      expect(parts.header).toBeInTheDocument();
      expect(parts.footer).not.toBeInTheDocument();
      expect(parts.sideMenu).not.toBeInTheDocument();
    },
  );

  it('shows the help content alone on /helpmc', async () => {
    renderSite('/helpmc');
    expect(await screen.findByTestId('page-helpmc')).toBeInTheDocument();
    expect(Object.values(frameParts()).every((part) => part === null)).toBe(true);
  });

  it('shows a not-found page in the full layout for an unknown path', async () => {
    renderSite('/no-such-page');
    expect(await screen.findByTestId('page-not-found')).toBeInTheDocument();
    expect(screen.getByTestId('side-menu')).toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
  });

  it.each([
    '/noticePage',
    '/vip',
    '/promotions',
    '/promoDetail',
    '/help',
    '/down',
    '/join',
    '/hot',
    '/fav',
    '/rng',
    '/live',
    '/fish',
    '/pvp',
    '/sports',
    '/elott',
  ])('renders %s in the full layout with its own page id', async (path) => {
    renderSite(path);
    expect(await screen.findByTestId(`page-${path.slice(1)}`)).toBeInTheDocument();
    expect(screen.getByTestId('side-menu')).toBeInTheDocument();
  });
});

describe('redirects and aliases', () => {
  it('sends / to /index', async () => {
    const { router } = renderSite('/');
    expect(await screen.findByTestId('page-index')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/index');
  });

  it('sends /lottert to /lottery with its query kept', async () => {
    const { router } = renderSite('/lottert?gameCode=VN_HCM&playType=LO2');
    expect(await screen.findByTestId('page-lottery')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lottery');
    expect(screen.getByTestId('lottery-game-code')).toHaveAttribute('data-game-code', 'VN_HCM');
    expect(screen.getByTestId('lottery-play-type')).toHaveAttribute('data-play-type', 'LO2');
  });

  it('sends /sealottery to /seaLottery', async () => {
    const { router } = renderSite('/sealottery');
    expect(await screen.findByTestId('page-seaLottery')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seaLottery');
  });

  it('shows the download screen at /download', async () => {
    renderSite('/download');
    expect(await screen.findByTestId('page-down')).toBeInTheDocument();
  });

  it.each([
    ['/login', 'modal-login'],
    ['/register', 'modal-register'],
    ['/register.html', 'modal-register'],
  ])('shows the home page with the modal open at %s', async (path, modal) => {
    renderSite(path);
    expect(await screen.findByTestId(modal)).toBeInTheDocument();
    expect(screen.getByTestId('page-index')).toBeInTheDocument();
  });

  it('leaves /login for /index when its modal is closed', async () => {
    const { router, user } = renderSite('/login');
    await screen.findByTestId('modal-login');
    await user.click(screen.getByTestId('modal-close'));
    expect(router.state.location.pathname).toBe('/index');
    expect(screen.queryByTestId('modal-login')).not.toBeInTheDocument();
  });
});

describe('game category pages', () => {
  it('selects the vendor tab named by ?page= on /rng', async () => {
    renderSite('/rng?page=JILI');
    await screen.findByTestId('page-rng');
    expect(screen.getByRole('tab', { name: 'JILI' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'PG Soft' })).toHaveAttribute('aria-selected', 'false');
  });

  it('falls back to the first vendor for an unknown ?page=', async () => {
    renderSite('/rng?page=NOPE');
    await screen.findByTestId('page-rng');
    expect(screen.getByRole('tab', { name: 'PG Soft' })).toHaveAttribute('aria-selected', 'true');
  });

  it('writes the chosen vendor into the address', async () => {
    const { router, user } = renderSite('/rng');
    await screen.findByTestId('page-rng');
    await user.click(screen.getByRole('tab', { name: 'JILI' }));
    expect(router.state.location.search).toBe('?page=JILI');
  });

  it('says honestly that a category without vendors has no games', async () => {
    renderSite('/fish');
    await screen.findByTestId('page-fish');
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No games in this category yet');
  });
});
