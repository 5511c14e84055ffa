import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { useModalStore } from '../../../lib/modal-store';
import { getPayloadKey } from '../../../lib/sealed-request';
import { readPersistedSession, useSessionStore } from '../../../lib/session-store';
import { mockApi } from '../../../test/fetch-mock';
import { PERMISSION, STATUS_NORMAL, WHITELABEL } from '../../../test/fixtures';
import { MEMBER_INFO } from '../../accounts/testing/member-fixtures';
import { BootGate } from './boot-gate';

const BOOT_ANSWERS = {
  '/wps/system/status': { value: STATUS_NORMAL },
  '/wps/system/whitelabel': { value: { ...WHITELABEL, payloadKey: { kid: 'k-7', publicKey: 'spki' } } },
  '/wps/system/permission': { value: { info: PERMISSION } },
};

/** A tab that kept its session: the token and account in session storage, as after a reload. */
function renderReloadedTab() {
  window.sessionStorage.setItem('token', 't-1');
  window.sessionStorage.setItem('account', 'alice');
  window.sessionStorage.setItem('merchantCode', 'demo');
  useSessionStore.setState(readPersistedSession());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Providers queryClient={queryClient}>
      <BootGate>
        <p>the site</p>
      </BootGate>
    </Providers>,
  );
}

describe('boot gate and the session', () => {
  it('publishes the payload key and loads member info for a kept token', async () => {
    const fetchMock = mockApi({ ...BOOT_ANSWERS, '/wps/member/info': { value: MEMBER_INFO } });
    renderReloadedTab();
    await screen.findByText('the site');
    expect(getPayloadKey()).toEqual({ kid: 'k-7', publicKey: 'spki' });
    await waitFor(() =>
      expect(useSessionStore.getState()).toMatchObject({ memberLabel: ['VIP'], rankLevel: 5 }),
    );
    const infoCall = fetchMock.mock.calls.find(([url]) => String(url) === '/wps/member/info');
    expect(new Headers(infoCall?.[1]?.headers).get('Authorization')).toBe('t-1');
  });

  it('opens the forced password change again when the session still has to change it (cpw)', async () => {
    mockApi({ ...BOOT_ANSWERS, '/wps/member/info': { value: { ...MEMBER_INFO, cpw: true } } });
    renderReloadedTab();
    await screen.findByText('the site');
    await waitFor(() =>
      expect(useModalStore.getState().stack).toContainEqual({ name: 'changePassword', forced: true }),
    );
  });

  it('clears an expired session (NOT_LOGGED_IN) and keeps the merchant keys', async () => {
    mockApi({
      ...BOOT_ANSWERS,
      '/wps/member/info': { failure: { code: 'NOT_LOGGED_IN', message: 'not_logged_in' } },
    });
    renderReloadedTab();
    await screen.findByText('the site');
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('merchantCode')).toBe('demo');
  });

  it('asks nothing about a member when there is no token', async () => {
    const fetchMock = mockApi(BOOT_ANSWERS);
    render(
      <Providers queryClient={new QueryClient()}>
        <BootGate>
          <p>the site</p>
        </BootGate>
      </Providers>,
    );
    await screen.findByText('the site');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/wps/member/info');
  });
});
