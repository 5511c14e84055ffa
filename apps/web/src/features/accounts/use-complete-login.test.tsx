import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { useModalStore } from '../../lib/modal-store';
import { useSessionStore } from '../../lib/session-store';
import { mockApi } from '../../test/fetch-mock';
import { LOGIN_ANSWER, MEMBER_INFO } from './testing/member-fixtures';
import { useCompleteLogin } from './use-complete-login';

function renderCompleteLogin() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers queryClient={queryClient}>{children}</Providers>
  );
  return { ...renderHook(() => useCompleteLogin(), { wrapper }), queryClient };
}

describe('useCompleteLogin', () => {
  it('stores the session, loads member info and closes the entry modals without their failure hooks', async () => {
    mockApi({ '/wps/member/info': { value: MEMBER_INFO } });
    const onClosed = vi.fn();
    useModalStore.getState().openModal({ name: 'login', onClosed });
    const { result, queryClient } = renderCompleteLogin();
    await act(() => result.current({ ...LOGIN_ANSWER, firstTimeLogin: true }));
    expect({ ...window.sessionStorage }).toMatchObject({
      token: 'token-alice',
      account: 'alice',
      customerId: '1001',
      isAgent: '0',
      memberLabel: '["VIP"]',
    });
    expect(useSessionStore.getState()).toMatchObject({ rankLevel: 5, isFirstLogin: true });
    expect(queryClient.getQueryData(['member', 'info'])).toEqual(MEMBER_INFO);
    expect(useModalStore.getState().stack).toEqual([]);
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('forces the password change on cpw, except after an sms login', async () => {
    mockApi({ '/wps/member/info': { value: MEMBER_INFO } });
    const { result } = renderCompleteLogin();
    await act(() => result.current({ ...LOGIN_ANSWER, cpw: true }, { loginType: 'sms' }));
    expect(useModalStore.getState().stack).toEqual([]);
    await act(() => result.current({ ...LOGIN_ANSWER, cpw: true }, { loginType: 'username' }));
    expect(useModalStore.getState().stack).toEqual([{ name: 'changePassword', forced: true }]);
  });

  it('keeps the member signed in when member info cannot load', async () => {
    mockApi({ '/wps/member/info': { networkError: true } });
    const { result } = renderCompleteLogin();
    await act(() => result.current(LOGIN_ANSWER));
    expect(useSessionStore.getState()).toMatchObject({ token: 'token-alice', account: 'alice' });
  });
});
