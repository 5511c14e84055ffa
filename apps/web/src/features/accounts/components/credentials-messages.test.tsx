import type { TRegisterRule } from '@kirin/contracts';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useModalStore } from '../../../lib/modal-store';
import { mockApi } from '../../../test/fetch-mock';
import { renderSite } from '../../../test/render-site';
import { installTestPayloadKey } from '../../../test/sealed-body';
import { CAPTCHA } from '../testing/member-fixtures';

const REQUIRED = 'Username and password are required';
const FORMAT = 'The account, password or email format is incorrect';

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
  rule({ field: 'password', patternId: 1, minLength: 8, maxLength: 20, required: true }),
];

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path);

function open(name: 'login' | 'register', registerRules: TRegisterRule[] = RULES) {
  const view = renderSite('/index', { permission: { registerRules } });
  act(() => useModalStore.getState().openModal({ name }));
  return view;
}

beforeEach(async () => {
  await installTestPayloadKey();
});

describe('login messages of spec section 8', () => {
  it('says username_password_required when either is empty, and calls nothing', async () => {
    const fetchMock = mockApi({});
    const { user } = open('login');
    await user.click(await screen.findByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(REQUIRED);

    await user.type(screen.getByTestId('login-username'), 'alice');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(REQUIRED);
    expect(callsTo(fetchMock, '/wps/session/login')).toHaveLength(0);
  });

  it('says account_format_incorrect for a username longer than any account has, and calls nothing', async () => {
    const fetchMock = mockApi({});
    const { user } = open('login');
    await user.click(await screen.findByTestId('login-username'));
    await user.paste('a'.repeat(65));
    await user.click(screen.getByTestId('login-password'));
    await user.paste('secret123');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(FORMAT);
    expect(callsTo(fetchMock, '/wps/session/login')).toHaveLength(0);
  });
});

describe('registration', { timeout: 15_000 }, () => {
  it('says username_password_required over empty ones and account_format_incorrect over a bad username', async () => {
    const fetchMock = mockApi({ '/wps/captcha': { value: CAPTCHA } });
    const { user } = open('register');
    await user.click(await screen.findByTestId('register-submit'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent(REQUIRED);

    await user.click(screen.getByTestId('register-field-username'));
    await user.paste('1abc');
    await user.click(screen.getByTestId('register-field-password'));
    await user.paste('secret123');
    await user.click(screen.getByTestId('register-field-confirmPassword'));
    await user.paste('secret123');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent(FORMAT);
    // The field still says which rule it breaks.
    expect(
      screen.getByText('Must start with a letter, followed by letters or digits, 6-16 characters'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/wps/member/register')).toHaveLength(0);
  });

  it('takes its rules from GET /wps/system/setting/register', async () => {
    const served = [
      ...RULES,
      rule({ field: 'email', patternId: 6, minLength: 5, maxLength: 100, required: true }),
    ];
    const fetchMock = mockApi({
      '/wps/captcha': { value: CAPTCHA },
      '/wps/system/setting/register': { value: served },
    });
    open('register');
    // The boot-time copy has no e-mail rule; the register call's answer has one.
    expect(await screen.findByTestId('register-field-email')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/wps/system/setting/register')).toHaveLength(1);
  });
});
