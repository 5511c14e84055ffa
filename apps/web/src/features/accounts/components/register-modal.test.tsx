import type { TModuleNode, TRegisterRule } from '@kirin/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { useModalStore } from '../../../lib/modal-store';
import { useSessionStore } from '../../../lib/session-store';
import { mockApi } from '../../../test/fetch-mock';
import { renderSite } from '../../../test/render-site';
import { installTestPayloadKey, openSealedBody } from '../../../test/sealed-body';
import { CAPTCHA, COUNTRIES, LOGIN_ANSWER, MEMBER_INFO } from '../testing/member-fixtures';
import { listRegisterTabs } from './register-modal';

const rule = (over: Partial<TRegisterRule> & Pick<TRegisterRule, 'field'>): TRegisterRule => ({
  patternId: 1,
  acceptedPattern: '*',
  minLength: 1,
  maxLength: 50,
  enabled: true,
  required: false,
  ...over,
});

const RULES: TRegisterRule[] = [
  rule({ field: 'username', patternId: 2, minLength: 6, maxLength: 16, required: true }),
  rule({ field: 'password', patternId: 8, minLength: 8, maxLength: 20, required: true }),
  rule({ field: 'email', patternId: 6, minLength: 5, maxLength: 100 }),
  rule({ field: 'mobileNum', patternId: 9, minLength: 9, maxLength: 11 }),
  rule({ field: 'qqNum', patternId: 9, enabled: false }),
  rule({ field: 'captcha', patternId: 9, minLength: 4, maxLength: 4, required: true }),
];
const on = (modId: string): TModuleNode => ({ modId, enabled: '1', childrenNodes: [] });
const MOBILE_MODULES = [on('MOBILEREG3'), on('USERREG3'), on('SMSVERIF3')];
const ANSWERS = {
  '/wps/captcha': { value: CAPTCHA },
  '/wps/system/countries': { value: COUNTRIES },
  '/wps/member/info': { value: MEMBER_INFO },
};

function openRegister(path = '/promotions', modules: TModuleNode[] = [], rules = RULES) {
  const view = renderSite(path, { permission: { registerRules: rules, modules } });
  if (!path.startsWith('/register')) act(() => useModalStore.getState().openModal({ name: 'register' }));
  return view;
}

type TUser = ReturnType<typeof openRegister>['user'];

/** Types a whole value at once (a paste): these forms re-validate on every key after the first submit. */
async function fill(user: TUser, testId: string, text: string) {
  await user.click(await screen.findByTestId(testId));
  await user.paste(text);
}

async function fillUsernameForm(user: TUser) {
  await fill(user, 'register-field-username', 'player01');
  await fill(user, 'register-field-password', 'secret123');
  await fill(user, 'register-field-confirmPassword', 'secret123');
  await fill(user, 'register-field-captcha', '1234');
}

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path);

describe('register modal', { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await installTestPayloadKey();
  });

  it('shows the fields the rules enable, and only the username tab without MOBILEREG3', async () => {
    mockApi(ANSWERS);
    openRegister();
    const modal = await screen.findByTestId('modal-register');
    for (const field of ['username', 'password', 'confirmPassword', 'email', 'mobileNum', 'captcha'])
      expect(within(modal).getByTestId(`register-field-${field}`)).toBeInTheDocument();
    expect(within(modal).queryByTestId('register-field-qqNum')).not.toBeInTheDocument();
    expect(within(modal).queryByTestId('register-tab-mobile')).not.toBeInTheDocument();
    expect(within(modal).getByTestId('register-terms')).toBeChecked();
  });

  it('offers the mobile tab with MOBILEREG3, without a username field', async () => {
    mockApi(ANSWERS);
    const { user } = openRegister('/promotions', MOBILE_MODULES);
    expect(await screen.findByTestId('register-tab-username')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByTestId('register-tab-mobile'));
    expect(screen.queryByTestId('register-field-username')).not.toBeInTheDocument();
    expect(screen.getByTestId('register-field-verificationCode')).toBeInTheDocument();
  });

  it('opens on the mobile tab with MOBILENUMREG3', async () => {
    mockApi(ANSWERS);
    openRegister('/promotions', [...MOBILE_MODULES, on('MOBILENUMREG3')]);
    expect(await screen.findByTestId('register-tab-mobile')).toHaveAttribute('aria-selected', 'true');
  });

  it('checks every value with its rule before calling the server, in the current language', async () => {
    const fetchMock = mockApi(ANSWERS);
    const { user } = openRegister();
    await fill(user, 'register-field-username', '1abc');
    await fill(user, 'register-field-password', 'secret123');
    await fill(user, 'register-field-confirmPassword', 'secret124');
    await fill(user, 'register-field-mobileNum', '123');
    await user.click(screen.getByTestId('register-terms'));
    await user.click(screen.getByTestId('register-submit'));

    expect(
      await screen.findByText('Must start with a letter, followed by letters or digits, 6-16 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('The two passwords you entered are different.')).toBeInTheDocument();
    expect(screen.getByText('Digits only, 9-11 digits')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText(/Please agree to the terms/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/wps/member/register')).toHaveLength(0);

    await act(() => i18n.changeLanguage('TW'));
    expect(screen.getByText('兩次輸入的密碼不一致。')).toBeInTheDocument();
  });

  it('registers with a sealed body, logs the member in and closes', async () => {
    const fetchMock = mockApi({ ...ANSWERS, '/wps/member/register': { value: LOGIN_ANSWER } });
    const { user } = openRegister('/promotions?referralCode=FRIEND1');
    // The invitation link's referral code is shown on the form, read-only.
    expect(await screen.findByTestId('register-referral-code')).toHaveValue('FRIEND1');
    await fillUsernameForm(user);
    await fill(user, 'register-field-email', '  a@b.co ');
    await user.click(screen.getByTestId('register-submit'));

    await waitFor(() => expect(useSessionStore.getState().token).toBe(LOGIN_ANSWER.token));
    expect(screen.queryByTestId('modal-register')).not.toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/wps/member/register');
    expect(call?.[1]?.method).toBe('PUT');
    expect(await openSealedBody(call?.[1])).toEqual({
      username: 'player01',
      password: 'secret123',
      confirmPassword: 'secret123',
      email: 'a@b.co',
      captcha: '1234',
      captchaId: CAPTCHA.captchaId,
      referralCode: 'FRIEND1',
      domain: window.location.hostname,
      login: true,
      agreeTerms: true,
    });
    expect(callsTo(fetchMock, '/wps/agent/affiliate')).toHaveLength(0);
  });

  it('checks an affiliate code from the address first and sends it with the registration', async () => {
    const fetchMock = mockApi({
      ...ANSWERS,
      '/wps/agent/affiliate': { value: { code: 'AG01', valid: true, uplineAccount: 'boss' } },
      '/wps/member/register': { value: LOGIN_ANSWER },
    });
    const { user } = openRegister('/register?affiliateCode=AG01');
    await fillUsernameForm(user);
    await user.click(screen.getByTestId('register-submit'));

    await waitFor(() => expect(callsTo(fetchMock, '/wps/member/register')).toHaveLength(1));
    const [check] = callsTo(fetchMock, '/wps/agent/affiliate');
    const query = new URL(String(check?.[0]), 'http://localhost').searchParams;
    expect(query.get('code')).toBe('AG01');
    expect(query.get('domain')).toBe(window.location.hostname);
    const [call] = callsTo(fetchMock, '/wps/member/register');
    expect(await openSealedBody(call?.[1])).toMatchObject({ affiliateCode: 'AG01' });
  });

  it('stops with the invitation_code_error warning when the affiliate code is refused', async () => {
    const fetchMock = mockApi({
      ...ANSWERS,
      '/wps/agent/affiliate': {
        failure: { code: 'INVITATION_CODE_ERROR', message: 'invitation_code_error' },
      },
    });
    const { user } = openRegister('/promotions?code=BAD1');
    await fillUsernameForm(user);
    await user.click(screen.getByTestId('register-submit'));

    const warning = await screen.findByTestId('modal-warning');
    expect(within(warning).getByText('The invitation code is invalid.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/wps/member/register')).toHaveLength(0);
    expect(screen.getByTestId('modal-register')).toBeInTheDocument();
  });

  it('registers by mobile: code sent to mobileNo, the number as username, the page address recorded', async () => {
    const fetchMock = mockApi({
      ...ANSWERS,
      '/wps/verification/sms/register': { value: { expiredMinutes: 5 } },
      '/wps/member/register/mobile': { value: LOGIN_ANSWER },
    });
    const { user } = openRegister('/promotions', [...MOBILE_MODULES, on('MOBILENUMREG3')]);
    await fill(user, 'register-field-mobileNum', '0912345678');
    await waitFor(() => expect(screen.getByTestId('country-select')).toHaveTextContent('+84'));
    await user.click(screen.getByTestId('register-sms-send'));
    await waitFor(() => expect(screen.getByTestId('register-sms-send')).toBeDisabled());
    const [sms] = callsTo(fetchMock, '/wps/verification/sms/register');
    expect(JSON.parse(String(sms?.[1]?.body))).toEqual({ mobileNo: '0912345678', countryDialingCode: '84' });

    await fill(user, 'register-field-verificationCode', '654321');
    await fill(user, 'register-field-password', 'secret123');
    await fill(user, 'register-field-confirmPassword', 'secret123');
    await fill(user, 'register-field-captcha', '1234');
    await user.click(screen.getByTestId('register-submit'));

    await waitFor(() => expect(useSessionStore.getState().token).toBe(LOGIN_ANSWER.token));
    const [call] = callsTo(fetchMock, '/wps/member/register/mobile');
    expect(await openSealedBody(call?.[1])).toMatchObject({
      username: '0912345678',
      mobileNum: '0912345678',
      countryDialingCode: '84',
      verificationCode: '654321',
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      domain: window.location.hostname,
      login: true,
    });
  });

  it('shows server field errors under their fields, and other failures as a message', async () => {
    mockApi({
      ...ANSWERS,
      '/wps/member/register': {
        failure: {
          code: 'VALIDATION_FAILED',
          message: 'validation_failed',
          details: { username: 'reg_pattern_2', confirmPassword: 'inconsistent_twice' },
        },
      },
    });
    const { user } = openRegister();
    await fillUsernameForm(user);
    await user.click(screen.getByTestId('register-submit'));
    expect(
      await screen.findByText('Must start with a letter, followed by letters or digits, 6-16 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('The two passwords you entered are different.')).toBeInTheDocument();

    mockApi({
      ...ANSWERS,
      '/wps/member/register': { failure: { code: 'USERNAME_TAKEN', message: 'username_taken' } },
    });
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('This username is already registered')).toBeInTheDocument();

    mockApi({
      ...ANSWERS,
      '/wps/member/register': { failure: { code: 'RATE_LIMITED', message: 'too_many_requests' } },
    });
    // The same captcha id comes back from this mock, so the answer is not cleared for the new image.
    await user.clear(screen.getByTestId('register-field-captcha'));
    await fill(user, 'register-field-captcha', '1234');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent(
      /Too many requests|too_many_requests/,
    );
  });
});

describe('listRegisterTabs', () => {
  const off = (modId: string): TModuleNode => ({ modId, enabled: '0', childrenNodes: [] });
  it('keeps the username tab unless USERREG3 is off while the mobile tab is there', () => {
    expect(listRegisterTabs([])).toEqual({ tabs: ['username'], defaultTab: 'username' });
    expect(listRegisterTabs([off('USERREG3')])).toEqual({ tabs: ['username'], defaultTab: 'username' });
    expect(listRegisterTabs([on('MOBILEREG3'), off('USERREG3')])).toEqual({
      tabs: ['mobile'],
      defaultTab: 'mobile',
    });
    expect(listRegisterTabs([on('MOBILEREG3'), on('USERREG3'), on('MOBILENUMREG3')])).toEqual({
      tabs: ['username', 'mobile'],
      defaultTab: 'mobile',
    });
    expect(listRegisterTabs([off('MOBILEREG3'), on('MOBILENUMREG3')])).toEqual({
      tabs: ['username'],
      defaultTab: 'username',
    });
  });
});
