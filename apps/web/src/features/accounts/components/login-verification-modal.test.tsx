import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useModalStore } from '../../../lib/modal-store';
import { mockApi } from '../../../test/fetch-mock';
import { renderSite } from '../../../test/render-site';
import { installTestPayloadKey, openSealedBody } from '../../../test/sealed-body';
import { LOGIN_ANSWER, MEMBER_INFO } from '../testing/member-fixtures';

const SMS_CHALLENGE = { challengeId: 'ch-1', method: 'SMS', destination: '+84 ****5678' };
const TWO_FACTOR = { code: 'TWO_FACTOR_REQUIRED', message: 'two_factor_required', details: SMS_CHALLENGE };

async function loginAsAlice() {
  const view = renderSite('/index');
  act(() => useModalStore.getState().openModal({ name: 'login' }));
  await screen.findByTestId('modal-login');
  await view.user.type(screen.getByTestId('login-username'), 'alice');
  await view.user.type(screen.getByTestId('login-password'), 'secret1');
  await view.user.click(screen.getByTestId('login-submit'));
  return view;
}

beforeEach(async () => {
  await installTestPayloadKey();
});

describe('login verification (two-factor, unregistered IP)', () => {
  it('asks to complete verification and re-sends the login with the answer', async () => {
    mockApi({ '/wps/session/login': { failure: TWO_FACTOR } });
    const { user } = await loginAsAlice();
    const modal = await screen.findByTestId('modal-loginVerification');
    expect(modal).toHaveTextContent('Please complete the verification first');
    expect(within(modal).getByTestId('verification-instructions')).toHaveTextContent(
      'Enter the code we sent by SMS to +84 ****5678.',
    );

    mockApi({
      '/wps/session/login': { failure: { code: 'VERIFICATION_FAILED', message: 'verification_failed' } },
    });
    await user.type(within(modal).getByTestId('verification-answer'), '000000');
    await user.click(within(modal).getByTestId('verification-submit'));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('The verification failed');

    const fetchMock = mockApi({
      '/wps/session/login': { value: LOGIN_ANSWER },
      '/wps/member/info': { value: MEMBER_INFO },
    });
    await user.clear(within(modal).getByTestId('verification-answer'));
    await user.type(within(modal).getByTestId('verification-answer'), ' 123456 ');
    await user.click(within(modal).getByTestId('verification-submit'));
    await waitFor(() => expect(useModalStore.getState().stack).toEqual([]));
    const loginCall = fetchMock.mock.calls.find(([url]) => String(url) === '/wps/session/login');
    expect(await openSealedBody(loginCall?.[1])).toEqual({
      type: 'username',
      username: 'alice',
      password: 'secret1',
      verification: { challengeId: 'ch-1', answer: '123456' },
    });
    expect(window.sessionStorage.getItem('token')).toBe('token-alice');
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();
  });

  it('explains the method of an unregistered IP: the bound bank account name', async () => {
    mockApi({
      '/wps/session/login': {
        failure: {
          code: 'IP_VERIFICATION_REQUIRED',
          message: 'complete_verification_first',
          details: { challengeId: 'ch-2', method: 'BANK_ACCOUNT_NAME', destination: '' },
        },
      },
    });
    await loginAsAlice();
    const modal = await screen.findByTestId('modal-loginVerification');
    expect(modal).toHaveTextContent('You are logging in from a new network address.');
    expect(within(modal).getByTestId('verification-instructions')).toHaveTextContent(
      'Enter the account name of your bound bank account.',
    );
  });

  it('requires an answer', async () => {
    mockApi({ '/wps/session/login': { failure: TWO_FACTOR } });
    const { user } = await loginAsAlice();
    const modal = await screen.findByTestId('modal-loginVerification');
    await user.click(within(modal).getByTestId('verification-submit'));
    expect(await within(modal).findByText('Please enter the verification')).toBeInTheDocument();
  });

  it('says the popup was closed when the member closes it before finishing', async () => {
    mockApi({ '/wps/session/login': { failure: TWO_FACTOR } });
    const { user } = await loginAsAlice();
    const modal = await screen.findByTestId('modal-loginVerification');
    await user.click(within(modal).getByTestId('modal-close'));
    expect(screen.queryByTestId('modal-loginVerification')).not.toBeInTheDocument();
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'The window was closed before login finished. Please try again.',
    );
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });
});
