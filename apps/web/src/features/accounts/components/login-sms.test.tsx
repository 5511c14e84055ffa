import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../../lib/modal-store';
import { mockApi } from '../../../test/fetch-mock';
import { renderSite } from '../../../test/render-site';
import { installTestPayloadKey, openSealedBody } from '../../../test/sealed-body';
import { COUNTRIES, LOGIN_ANSWER, MEMBER_INFO } from '../testing/member-fixtures';
import { COUNTRY_LIST_CLOSE_DELAY_MS } from './phone-field';

const SMS_LOGIN_MODULES = [{ modId: 'SMSLOGIN3', enabled: '1' as const, childrenNodes: [] }];

async function openSmsTab(merchantCountry: string | null = null, expectedCode = '+84') {
  const view = renderSite('/index', {
    permission: { modules: SMS_LOGIN_MODULES },
    whitelabel: { country: merchantCountry },
  });
  act(() => useModalStore.getState().openModal({ name: 'login' }));
  await view.user.click(await screen.findByTestId('login-tab-sms'));
  // Without a merchant country, the visitor's (VN in the fixtures) is the default once the list has loaded.
  await waitFor(() => expect(screen.getByTestId('country-select')).toHaveTextContent(expectedCode));
  return view;
}

beforeEach(async () => {
  await installTestPayloadKey();
});

describe('sms login', () => {
  it("defaults the dialing code to the merchant's country before the visitor's", async () => {
    mockApi({ '/wps/system/countries': { value: COUNTRIES } });
    await openSmsTab('TW', '+886');
  });

  it('picks the country from the list, which closes 200 ms after it loses focus', async () => {
    mockApi({ '/wps/system/countries': { value: COUNTRIES } });
    const { user } = await openSmsTab();
    await user.click(screen.getByTestId('country-select'));
    await user.click(screen.getByTestId('country-option-TW'));
    expect(screen.getByTestId('country-select')).toHaveTextContent('+886');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('country-select'));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    const setTimeoutSpy = vi.spyOn(window, 'setTimeout');
    await user.click(screen.getByTestId('login-mobile'));
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), COUNTRY_LIST_CLOSE_DELAY_MS);
    expect(COUNTRY_LIST_CLOSE_DELAY_MS).toBe(200);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('checks the number before asking for a code, then sends it and counts down', async () => {
    const fetchMock = mockApi({
      '/wps/system/countries': { value: COUNTRIES },
      '/wps/verification/sms/noLogin': { value: { expiredMinutes: 5 } },
    });
    const { user } = await openSmsTab();
    await user.type(screen.getByTestId('login-mobile'), '12ab');
    await user.click(screen.getByTestId('login-sms-send'));
    expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
    const smsCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url) === '/wps/verification/sms/noLogin');
    expect(smsCalls()).toHaveLength(0);

    await user.clear(screen.getByTestId('login-mobile'));
    await user.type(screen.getByTestId('login-mobile'), '912345678');
    await user.click(screen.getByTestId('login-sms-send'));
    expect(await screen.findByText('Resend in 300 s')).toBeDisabled();
    expect(JSON.parse(String(smsCalls()[0]?.[1]?.body))).toEqual({
      mobileNum: '912345678',
      countryDialingCode: '84',
    });
  });

  it('shows a failed code request in a warning dialog', async () => {
    mockApi({
      '/wps/system/countries': { value: COUNTRIES },
      '/wps/verification/sms/noLogin': {
        failure: { code: 'PHONE_QUOTA_INSUFFICIENT', message: 'phone_quota_insufficient' },
      },
    });
    const { user } = await openSmsTab();
    await user.type(screen.getByTestId('login-mobile'), '912345678');
    await user.click(screen.getByTestId('login-sms-send'));
    const warning = await screen.findByTestId('modal-warning');
    expect(within(warning).getByText(/quota/i)).toBeInTheDocument();
  });

  it('logs in with the number and code, sealed, never forcing a password change, and remembers the number', async () => {
    const fetchMock = mockApi({
      '/wps/system/countries': { value: COUNTRIES },
      '/wps/session/login': { value: { ...LOGIN_ANSWER, cpw: true } },
      '/wps/member/info': { value: MEMBER_INFO },
    });
    const { user } = await openSmsTab();
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter your mobile number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the SMS code')).toBeInTheDocument();
    await user.type(screen.getByTestId('login-mobile'), '912345678');
    await user.type(screen.getByTestId('login-sms-code'), '654321');
    await user.click(screen.getByTestId('login-remember'));
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBe('token-alice'));
    const loginCall = fetchMock.mock.calls.find(([url]) => String(url) === '/wps/session/login');
    expect(await openSealedBody(loginCall?.[1])).toEqual({
      type: 'sms',
      mobileNum: '912345678',
      countryDialingCode: '84',
      verificationCode: '654321',
    });
    await waitFor(() => expect(useModalStore.getState().stack).toEqual([]));
    expect(JSON.parse(window.localStorage.getItem('rememberMe') ?? '{}')).toMatchObject({
      isRemembered: true,
      mobileNum: '912345678',
      countryDialingCode: '84',
    });
  });
  it('asks a member with a bound authenticator for its code after the SMS code, and re-sends with it', async () => {
    const challenge = { challengeId: 'ch-2', method: 'TOTP', destination: '' };
    mockApi({
      '/wps/system/countries': { value: COUNTRIES },
      '/wps/session/login': {
        failure: { code: 'TWO_FACTOR_REQUIRED', message: 'two_factor_required', details: challenge },
      },
    });
    const { user } = await openSmsTab();
    await user.type(screen.getByTestId('login-mobile'), '912345678');
    await user.type(screen.getByTestId('login-sms-code'), '654321');
    await user.click(screen.getByTestId('login-submit'));
    const modal = await screen.findByTestId('modal-loginVerification');

    const fetchMock = mockApi({
      '/wps/session/login': { value: LOGIN_ANSWER },
      '/wps/member/info': { value: MEMBER_INFO },
    });
    await user.type(within(modal).getByTestId('verification-answer'), '135790');
    await user.click(within(modal).getByTestId('verification-submit'));
    await waitFor(() => expect(useModalStore.getState().stack).toEqual([]));
    const loginCall = fetchMock.mock.calls.find(([url]) => String(url) === '/wps/session/login');
    expect(await openSealedBody(loginCall?.[1])).toMatchObject({
      type: 'sms',
      mobileNum: '912345678',
      countryDialingCode: '84',
      verificationCode: '654321',
      verification: { challengeId: 'ch-2', answer: '135790' },
    });
  });
});
