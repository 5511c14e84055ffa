import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { renderSite } from '../test/render-site';

const MEMBER = { token: 't-1', account: 'alice', isAgent: 0 };

function seedSessionStorage() {
  window.sessionStorage.setItem('merchant', 'demo');
  window.sessionStorage.setItem('merchantCode', 'demo');
  window.sessionStorage.setItem('favGames', '[]');
  window.sessionStorage.setItem('consolidated', '{}');
}

async function confirmLogout(user: ReturnType<typeof renderSite>['user']) {
  await user.click(await screen.findByTestId('header-logout'));
  const dialog = screen.getByTestId('modal-confirm');
  expect(dialog).toHaveTextContent('Are you sure you want to log out?');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('logout', () => {
  it('revokes the session with DELETE /wps/session/logout, keeps the merchant keys and goes to /', async () => {
    seedSessionStorage();
    const fetchMock = mockApi({ '/wps/session/logout': { value: null } });
    const { user, router } = renderSite('/rng', { session: MEMBER });
    await confirmLogout(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(await screen.findByTestId('header-login')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/wps/session/logout');
    expect(call?.[1]?.method).toBe('DELETE');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('t-1');
    expect({ ...window.sessionStorage }).toEqual({ merchant: 'demo', merchantCode: 'demo' });
  });

  it('signs out locally even when the logout call fails', async () => {
    seedSessionStorage();
    mockApi({ '/wps/session/logout': { networkError: true } });
    const { user, router } = renderSite('/rng', { session: MEMBER });
    await confirmLogout(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(await screen.findByTestId('header-login')).toBeInTheDocument();
    expect({ ...window.sessionStorage }).toEqual({ merchant: 'demo', merchantCode: 'demo' });
  });
});
