import { REMEMBER_ME_MS } from '@kirin/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/i18n';
import { useModalStore } from '../../../lib/modal-store';
import { useSessionStore } from '../../../lib/session-store';
import { mockApi } from '../../../test/fetch-mock';
import { renderSite } from '../../../test/render-site';
import { installTestPayloadKey, openSealedBody } from '../../../test/sealed-body';
import { CAPTCHA, LOGIN_ANSWER, MEMBER_INFO } from '../testing/member-fixtures';

const CAPTCHA_MARKER = {
  code: 'WRONG_CREDENTIALS',
  message: 'wrong_account_or_password',
  details: { captcha: 'required' },
};
const module = (modId: string) => ({ modId, enabled: '1' as const, childrenNodes: [] });

/** The sealed bodies sent to `path`, opened. */
async function sentBodies(fetchMock: ReturnType<typeof mockApi>, path: string) {
  const calls = fetchMock.mock.calls.filter(([url]) => String(url) === path);
  return Promise.all(calls.map(([, init]) => openSealedBody(init)));
}

function renderLogin(modules: string[] = []) {
  const view = renderSite('/index', { permission: { modules: modules.map(module) } });
  act(() => useModalStore.getState().openModal({ name: 'login' }));
  return { ...view, modal: () => screen.findByTestId('modal-login') };
}

beforeEach(async () => {
  await installTestPayloadKey();
});

describe('login modal', () => {
  it('requires username and password, and re-translates the messages when the language changes', async () => {
    mockApi({});
    const { user, modal } = renderLogin();
    await modal();
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    act(() => {
      void applyLanguage('TW');
    });
    expect(await screen.findByText('請輸入帳號')).toBeInTheDocument();
    expect(screen.getByText('請輸入密碼')).toBeInTheDocument();
  });

  it('logs in with the trimmed username and password, sealed, and loads the member info', async () => {
    const fetchMock = mockApi({
      '/wps/session/login': { value: LOGIN_ANSWER },
      '/wps/member/info': { value: MEMBER_INFO },
    });
    const { user, modal } = renderLogin();
    await modal();
    await user.type(screen.getByTestId('login-username'), '  alice ');
    await user.type(screen.getByTestId('login-password'), ' secret1 ');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.queryByTestId('modal-login')).not.toBeInTheDocument());
    expect(await sentBodies(fetchMock, '/wps/session/login')).toEqual([
      { type: 'username', username: 'alice', password: 'secret1' },
    ]);
    expect(window.sessionStorage.getItem('token')).toBe('token-alice');
    expect(window.sessionStorage.getItem('account')).toBe('alice');
    expect(window.sessionStorage.getItem('customerId')).toBe('1001');
    expect(window.sessionStorage.getItem('isAgent')).toBe('0');
    expect(useSessionStore.getState()).toMatchObject({ memberLabel: ['VIP'], rankLevel: 5 });
    const infoCall = fetchMock.mock.calls.find(([url]) => String(url) === '/wps/member/info');
    expect(new Headers(infoCall?.[1]?.headers).get('Authorization')).toBe('token-alice');
  });

  it('shows the captcha on the captcha marker and sends it with the next attempt', async () => {
    const fetchMock = mockApi({
      '/wps/session/login': { failure: CAPTCHA_MARKER },
      '/wps/captcha': { value: CAPTCHA },
    });
    const { user, modal } = renderLogin();
    await modal();
    expect(screen.queryByTestId('login-captcha')).not.toBeInTheDocument();
    await user.type(screen.getByTestId('login-username'), 'alice');
    await user.type(screen.getByTestId('login-password'), 'wrong');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Wrong account or password');
    const image = await screen.findByTestId('login-captcha-image');
    await waitFor(() => expect(image.querySelector('img')).toHaveAttribute('src', CAPTCHA.image));

    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter the captcha')).toBeInTheDocument();
    await user.type(screen.getByTestId('login-captcha'), '1234');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(async () =>
      expect((await sentBodies(fetchMock, '/wps/session/login'))[1]).toEqual({
        type: 'username',
        username: 'alice',
        password: 'wrong',
        captcha: '1234',
        captchaId: 'cap-1',
      }),
    );
  });

  it('refreshes the captcha image at most once per second', async () => {
    const fetchMock = mockApi({
      '/wps/session/login': { failure: CAPTCHA_MARKER },
      '/wps/captcha': { value: CAPTCHA },
    });
    const { user, modal } = renderLogin();
    await modal();
    await user.type(screen.getByTestId('login-username'), 'alice');
    await user.type(screen.getByTestId('login-password'), 'wrong');
    await user.click(screen.getByTestId('login-submit'));
    const image = await screen.findByTestId('login-captcha-image');
    const captchaCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/wps/captcha').length;
    await waitFor(() => expect(captchaCalls()).toBe(1));
    // The clock stands still, so however slow the clicks are they all fall in the first second.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await user.click(image);
      await user.click(image);
      await user.click(image);
      expect(captchaCalls()).toBe(1);
      // The last click is kept and runs once the second has passed.
      await waitFor(() => expect(captchaCalls()).toBe(2), { timeout: 2000 });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(captchaCalls()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fills the form from "remember me" for one day, and forgets an expired record', async () => {
    window.localStorage.setItem(
      'rememberMe',
      JSON.stringify({
        isRemembered: true,
        username: 'alice',
        mobileNum: '',
        countryDialingCode: '',
        expiresAt: Date.now() + 60_000,
      }),
    );
    mockApi({});
    const first = renderLogin();
    await first.modal();
    expect(screen.getByTestId('login-username')).toHaveValue('alice');
    expect(screen.getByTestId('login-password')).toHaveValue('');
    expect(screen.getByTestId('login-remember')).toBeChecked();
    first.unmount();

    const stored = JSON.parse(window.localStorage.getItem('rememberMe') ?? '{}') as Record<string, unknown>;
    window.localStorage.setItem('rememberMe', JSON.stringify({ ...stored, expiresAt: Date.now() - 1 }));
    useModalStore.setState({ stack: [] });
    const second = renderLogin();
    await second.modal();
    expect(screen.getByTestId('login-username')).toHaveValue('');
    expect(screen.getByTestId('login-remember')).not.toBeChecked();
    expect(window.localStorage.getItem('rememberMe')).toBeNull();
  });

  it('remembers the username, never the password, for 86400000 ms after a login with "remember me"', async () => {
    mockApi({ '/wps/session/login': { value: LOGIN_ANSWER }, '/wps/member/info': { value: MEMBER_INFO } });
    const { user, modal } = renderLogin();
    await modal();
    await user.type(screen.getByTestId('login-username'), 'alice');
    await user.type(screen.getByTestId('login-password'), 'secret1');
    await user.click(screen.getByTestId('login-remember'));
    const before = Date.now();
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(window.localStorage.getItem('rememberMe')).not.toBeNull());
    const stored = JSON.parse(window.localStorage.getItem('rememberMe') ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({ isRemembered: true, username: 'alice' });
    expect(stored).not.toHaveProperty('password');
    const dump = (storage: Storage) =>
      Array.from(
        { length: storage.length },
        (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`,
      );
    const everything = [...dump(window.localStorage), ...dump(window.sessionStorage)].join('\n');
    expect(everything).toContain('alice');
    expect(everything).not.toContain('secret1');
    expect(stored.expiresAt).toBeGreaterThanOrEqual(before + REMEMBER_ME_MS);
    expect(stored.expiresAt).toBeLessThanOrEqual(Date.now() + REMEMBER_ME_MS);
  });

  it('opens the forced change-password modal instead of the normal flow when cpw is set', async () => {
    mockApi({
      '/wps/session/login': { value: { ...LOGIN_ANSWER, cpw: true } },
      '/wps/member/info': { value: MEMBER_INFO },
    });
    const { user, modal } = renderLogin();
    await modal();
    await user.type(screen.getByTestId('login-username'), 'alice');
    await user.type(screen.getByTestId('login-password'), '{{secret}');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() =>
      expect(useModalStore.getState().stack).toEqual([
        expect.objectContaining({ name: 'changePassword', forced: true }),
      ]),
    );
  });

  it('links to forgot password and to register', async () => {
    mockApi({});
    const { user, modal } = renderLogin();
    await modal();
    await user.click(screen.getByTestId('login-forgot'));
    expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['forgotPassword']);
    act(() => useModalStore.getState().openModal({ name: 'login' }));
    await user.click(await screen.findByTestId('login-register'));
    expect(useModalStore.getState().stack.map((m) => m.name)).toContain('register');
    expect(useModalStore.getState().stack.map((m) => m.name)).not.toContain('login');
  });
});

describe('login modal: optional parts', () => {
  it('offers the sms tab only with SMSLOGIN3 and free play only with FREEPLAY3', async () => {
    mockApi({});
    const first = renderLogin();
    await first.modal();
    expect(screen.queryByTestId('login-tab-sms')).not.toBeInTheDocument();
    expect(screen.queryByTestId('free-play')).not.toBeInTheDocument();
    first.unmount();
    useModalStore.setState({ stack: [] });
    renderLogin(['SMSLOGIN3', 'FREEPLAY3']);
    expect(await screen.findByTestId('login-tab-sms')).toBeInTheDocument();
    expect(screen.getByTestId('login-tab-username')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('free-play')).toBeInTheDocument();
  });

  it('starts free play with a sealed random string and goes to /', async () => {
    const fetchMock = mockApi({
      '/wps/session/login/freeplay': { value: { ...LOGIN_ANSWER, userName: 'trial01', isAgent: 4 } },
      '/wps/member/info': { value: { ...MEMBER_INFO, account: 'trial01', isAgent: 4, type: 4 } },
    });
    const { user, modal, router } = renderLogin(['FREEPLAY3']);
    await modal();
    await user.click(screen.getByTestId('free-play'));
    await waitFor(() => expect(window.sessionStorage.getItem('isAgent')).toBe('4'));
    const [body] = await sentBodies(fetchMock, '/wps/session/login/freeplay');
    expect(body).toEqual({
      os: 'web',
      platform: 'W',
      gatewayVersion: 3,
      random: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(screen.queryByTestId('modal-login')).not.toBeInTheDocument();
  });
});
