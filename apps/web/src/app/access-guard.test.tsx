import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../test/render-site';
import { isGuestAllowedPath } from './access-guard';

describe('access guard', () => {
  it.each(['/index', '/rng', '/legal/terms', '/pointMall', '/'])(
    'sends a guest from %s to /login when login is required',
    async (path) => {
      const { router } = renderSite(path, { permission: { loginRequired: true } });
      expect(await screen.findByTestId('modal-login')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      // Replace, not push: Back does not return to the refused page.
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it.each([
    ['/download', 'page-down'],
    ['/helpmc', 'page-helpmc'],
    ['/register', 'modal-register'],
    ['/register.html', 'modal-register'],
  ])('lets a guest reach %s', async (path, testId) => {
    const { router } = renderSite(path, { permission: { loginRequired: true } });
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('lets a member with a token reach every page', async () => {
    const { router } = renderSite('/rng', {
      permission: { loginRequired: true },
      session: { token: 't-1', account: 'alice' },
    });
    expect(await screen.findByTestId('page-rng')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rng');
  });

  it('does nothing when the merchant does not require login', async () => {
    renderSite('/rng');
    expect(await screen.findByTestId('page-rng')).toBeInTheDocument();
  });

  it('compares paths without case or trailing slash', () => {
    expect(isGuestAllowedPath('/Download/')).toBe(true);
    expect(isGuestAllowedPath('/downloads')).toBe(false);
  });
});
