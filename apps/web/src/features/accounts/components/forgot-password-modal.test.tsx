import type { TModuleNode, TRegisterRule } from '@kirin/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useModalStore } from '../../../lib/modal-store';
import { useSessionStore } from '../../../lib/session-store';
import { mockApi } from '../../../test/fetch-mock';
import { renderSite } from '../../../test/render-site';
import { installTestPayloadKey, openSealedBody } from '../../../test/sealed-body';
import { COUNTRIES, LOGIN_ANSWER, MEMBER_INFO } from '../testing/member-fixtures';

const RULES: TRegisterRule[] = [
  {
    field: 'username',
    patternId: 2,
    acceptedPattern: '*',
    minLength: 6,
    maxLength: 16,
    enabled: true,
    required: true,
  },
  {
    field: 'password',
    patternId: 8,
    acceptedPattern: '*',
    minLength: 8,
    maxLength: 20,
    enabled: true,
    required: true,
  },
];
const PHONE_RESET: TModuleNode[] = [{ modId: 'CHNGPASSVERIF3', enabled: '1', childrenNodes: [] }];
const ANSWERS = {
  '/wps/system/countries': { value: COUNTRIES },
  '/wps/member/info': { value: MEMBER_INFO },
};

function openForgot(modules: TModuleNode[] = []) {
  const view = renderSite('/promotions', { permission: { registerRules: RULES, modules } });
  act(() => useModalStore.getState().openModal({ name: 'forgotPassword' }));
  return view;
}
type TUser = ReturnType<typeof openForgot>['user'];

async function fill(user: TUser, testId: string, text: string) {
  await user.click(await screen.findByTestId(testId));
  await user.paste(text);
}

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === path);

describe('forgot password modal', { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await installTestPayloadKey();
  });

  it('offers only the e-mail mode without CHNGPASSVERIF3', async () => {
    mockApi(ANSWERS);
    openForgot();
    expect(await screen.findByTestId('forgot-username')).toBeInTheDocument();
    expect(screen.queryByTestId('forgot-mode-mobile')).not.toBeInTheDocument();
  });

  it('checks username and e-mail, then posts them as a form and says a temporary password was sent', async () => {
    const fetchMock = mockApi({ ...ANSWERS, '/wps/member/password/email': { value: null } });
    const { user } = openForgot();
    await user.click(await screen.findByTestId('forgot-submit'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);

    await fill(user, 'forgot-username', '9lives');
    await fill(user, 'forgot-email', 'nope');
    await user.click(screen.getByTestId('forgot-submit'));
    expect(
      await screen.findByText('Must start with a letter, followed by letters or digits, 6-16 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/wps/member/password/email')).toHaveLength(0);

    await user.clear(screen.getByTestId('forgot-username'));
    await fill(user, 'forgot-username', 'alice01');
    await user.clear(screen.getByTestId('forgot-email'));
    await fill(user, 'forgot-email', 'alice@example.com');
    await user.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByTestId('forgot-email-sent')).toHaveTextContent(/temporary password/);
    const [call] = callsTo(fetchMock, '/wps/member/password/email');
    expect(call?.[1]?.method).toBe('POST');
    expect(new Headers(call?.[1]?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(String(call?.[1]?.body)).toBe('username=alice01&email=alice%40example.com');
  });

  it('shows an unknown username or e-mail as the form message', async () => {
    mockApi({
      ...ANSWERS,
      '/wps/member/password/email': {
        failure: { code: 'USERNAME_OR_EMAIL_NOT_EXIST', message: 'username_or_email_not_exist' },
      },
    });
    const { user } = openForgot();
    await fill(user, 'forgot-username', 'alice01');
    await fill(user, 'forgot-email', 'alice@example.com');
    await user.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByTestId('forgot-error')).toHaveTextContent(
      'The username or email does not exist',
    );
  });

  it('resets by phone with CHNGPASSVERIF3 and logs the member in', async () => {
    const fetchMock = mockApi({
      ...ANSWERS,
      '/wps/verification/sms/noLogin': { value: { expiredMinutes: 5 } },
      '/wps/member/password/verification': { value: LOGIN_ANSWER },
    });
    const { user } = openForgot(PHONE_RESET);
    await user.click(await screen.findByTestId('forgot-mode-mobile'));
    await fill(user, 'forgot-mobile', '0912345678');
    await waitFor(() => expect(screen.getByTestId('country-select')).toHaveTextContent('+84'));
    await user.click(screen.getByTestId('forgot-sms-send'));
    await waitFor(() => expect(screen.getByTestId('forgot-sms-send')).toBeDisabled());
    const [sms] = callsTo(fetchMock, '/wps/verification/sms/noLogin');
    expect(JSON.parse(String(sms?.[1]?.body))).toEqual({ mobileNum: '0912345678', countryDialingCode: '84' });

    await fill(user, 'forgot-sms-code', '123456');
    await fill(user, 'forgot-new-password', 'short');
    await user.click(screen.getByTestId('forgot-submit'));
    expect(
      await screen.findByText('Letters and digits, at least one of each, 8-20 characters'),
    ).toBeInTheDocument();
    await user.clear(screen.getByTestId('forgot-new-password'));
    await fill(user, 'forgot-new-password', 'newPass123');
    await user.click(screen.getByTestId('forgot-submit'));

    await waitFor(() => expect(useSessionStore.getState().token).toBe(LOGIN_ANSWER.token));
    expect(screen.queryByTestId('modal-forgotPassword')).not.toBeInTheDocument();
    const [reset] = callsTo(fetchMock, '/wps/member/password/verification');
    expect(await openSealedBody(reset?.[1])).toEqual({
      mobileNum: '0912345678',
      countryDialingCode: '84',
      verificationCode: '123456',
      newPassword: 'newPass123',
    });
  });

  it('shows a wrong SMS code under the code field', async () => {
    mockApi({
      ...ANSWERS,
      '/wps/member/password/verification': {
        failure: { code: 'PHONE_INVALID_CODE', message: 'phone_invalid_code' },
      },
    });
    const { user } = openForgot(PHONE_RESET);
    await user.click(await screen.findByTestId('forgot-mode-mobile'));
    await fill(user, 'forgot-mobile', '0912345678');
    await waitFor(() => expect(screen.getByTestId('country-select')).toHaveTextContent('+84'));
    await fill(user, 'forgot-sms-code', '000000');
    await fill(user, 'forgot-new-password', 'newPass123');
    await user.click(screen.getByTestId('forgot-submit'));
    const modal = screen.getByTestId('modal-forgotPassword');
    expect(await within(modal).findByText('The verification code is invalid or missing')).toBeInTheDocument();
  });
  it('asks for the authenticator code when the server needs it, and sends it with the same SMS code', async () => {
    const answers: Parameters<typeof mockApi>[0] = {
      ...ANSWERS,
      '/wps/member/password/verification': {
        failure: { code: 'TOTP_REQUIRED', message: 'totp_required' },
      },
    };
    const fetchMock = mockApi(answers);
    const { user } = openForgot(PHONE_RESET);
    await user.click(await screen.findByTestId('forgot-mode-mobile'));
    await fill(user, 'forgot-mobile', '0912345678');
    await waitFor(() => expect(screen.getByTestId('country-select')).toHaveTextContent('+84'));
    await fill(user, 'forgot-sms-code', '123456');
    await fill(user, 'forgot-new-password', 'newPass123');
    expect(screen.queryByTestId('forgot-totp-code')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('forgot-submit'));

    const modal = screen.getByTestId('modal-forgotPassword');
    expect(await within(modal).findByText(/code from your authenticator app/)).toBeInTheDocument();
    await user.click(screen.getByTestId('forgot-submit'));
    expect(await within(modal).findByText('Please enter the 6-digit code')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/wps/member/password/verification')).toHaveLength(1);

    answers['/wps/member/password/verification'] = { value: LOGIN_ANSWER };
    await fill(user, 'forgot-totp-code', '654321');
    await user.click(screen.getByTestId('forgot-submit'));
    await waitFor(() => expect(useSessionStore.getState().token).toBe(LOGIN_ANSWER.token));
    const [, second] = callsTo(fetchMock, '/wps/member/password/verification');
    expect(await openSealedBody(second?.[1])).toEqual({
      mobileNum: '0912345678',
      countryDialingCode: '84',
      verificationCode: '123456',
      newPassword: 'newPass123',
      totpCode: '654321',
    });
  });
});
