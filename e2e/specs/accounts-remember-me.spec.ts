import type { Browser, BrowserContext } from '@playwright/test';
import { expectSignedIn, openLoginModal, submitLogin } from '../fixtures/account-flows.js';
import { makeMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';

/** Spec section 9: "remember me" lasts one day. It keeps the username, never the password (issue 15). */
const REMEMBER_ME_MS = 86_400_000;
const REMEMBER_ME_KEY = 'rememberMe';

type TStorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type TContextOptions = { baseURL?: string; extraHTTPHeaders?: Record<string, string> };

/** A browser started again: a new context with only what the last one persisted (local storage, cookies). */
function restartBrowser(browser: Browser, storageState: TStorageState, options: TContextOptions) {
  return browser.newContext({ ...options, storageState });
}

test.describe('remember me', () => {
  test('refills the username (never the password) after a browser restart, for one day', async ({
    browser,
    context,
    page,
    pool,
    baseURL,
    extraHTTPHeaders,
  }) => {
    test.setTimeout(60_000); // four browser starts
    const member = await makeMember(pool);
    await page.goto('/index');
    await openLoginModal(page);
    await submitLogin(page, member.username, member.password, { isRemembered: true });
    await expectSignedIn(page, member.username);
    const loggedInAt = Date.now();
    const record = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), REMEMBER_ME_KEY))!);
    expect(record).toMatchObject({ isRemembered: true, username: member.username });
    // Nothing this origin keeps holds the password: local storage, session storage, cookies.
    const kept = await page.evaluate(() =>
      [localStorage, sessionStorage]
        .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`))
        .concat(document.cookie)
        .join('\n'),
    );
    expect(kept).toContain(member.username);
    expect(kept).not.toContain(member.password);
    expect(record.expiresAt).toBeGreaterThanOrEqual(loggedInAt - 60_000 + REMEMBER_ME_MS);
    expect(record.expiresAt).toBeLessThanOrEqual(loggedInAt + REMEMBER_ME_MS);
    const persisted = await context.storageState();
    await context.close();

    const options = { baseURL, extraHTTPHeaders };
    const restarted = await restartBrowser(browser, persisted, options);
    const next = await restarted.newPage();
    await next.goto('/index');
    // The session lived in the closed browser's session storage: the member is a guest again.
    const login = await openLoginModal(next);
    await expect(login.getByTestId('login-username')).toHaveValue(member.username);
    await expect(login.getByTestId('login-password')).toHaveValue('');
    await expect(login.getByTestId('login-remember')).toBeChecked();
    await restarted.close();

    // A minute before the day is over the form is still filled; a millisecond after, it is not.
    for (const { at, isRemembered } of [
      { at: record.expiresAt - 60_000, isRemembered: true },
      { at: record.expiresAt + 1, isRemembered: false },
    ]) {
      const later = await restartBrowser(browser, persisted, options);
      const laterPage = await later.newPage();
      // A fixed Date.now() with real timers: fake timers (clock.install) stall the modal's click.
      await laterPage.clock.setFixedTime(at);
      await laterPage.goto('/index');
      const laterLogin = await openLoginModal(laterPage);
      await expect(laterLogin.getByTestId('login-username')).toHaveValue(isRemembered ? member.username : '');
      const stored = await laterPage.evaluate((key) => localStorage.getItem(key), REMEMBER_ME_KEY);
      expect(stored === null, 'an expired record is removed when read').toBe(!isRemembered);
      await later.close();
    }
  });
});
