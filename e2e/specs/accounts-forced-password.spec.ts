import {
  expectSignedIn,
  loginThroughModal,
  logoutThroughHeader,
  openLoginModal,
  readStoredToken,
  submitLogin,
} from '../fixtures/account-flows.js';
import { countSessions, hasSession, makeMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { translate } from '../fixtures/translations.js';

/** The default password an operator gives an account: logging in with it forces a change (spec section 4). */
const DEFAULT_PASSWORD = '{secret}';
const NEW_PASSWORD = 'Chosen2024pw';

test.describe('forced password change', () => {
  test('a "{secret}" account must choose a password before going on', async ({ page, pool }) => {
    const member = await makeMember(pool, { password: DEFAULT_PASSWORD });
    await page.goto('/index');
    await openLoginModal(page);
    await submitLogin(page, member.username, DEFAULT_PASSWORD);

    const modal = page.getByTestId('modal-changePassword');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading')).toHaveText(translate('TW', 'change_password_forced_title'));
    await expect(modal).toContainText(translate('TW', 'change_password_forced_reason'));
    await expect(modal.getByTestId('modal-close'), 'no close button').toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal, 'Escape does not close it').toBeVisible();
    // A corner of the cover, away from the dialog in the middle.
    await page.getByTestId('modal-cover').click({ position: { x: 5, y: 5 } });
    await expect(modal, 'a click on the cover does not close it').toBeVisible();
    const token = await readStoredToken(page);
    // A reload does not get out of it: the server keeps the session's cpw and the site asks again.
    await page.reload();
    await expect(page.getByTestId('modal-changePassword'), 'forced again after a reload').toBeVisible();

    await modal.getByTestId('change-old-password').fill(DEFAULT_PASSWORD);
    await modal.getByTestId('change-new-password').fill(NEW_PASSWORD);
    await modal.getByTestId('change-confirm-password').fill(NEW_PASSWORD);
    await modal.getByTestId('change-submit').click();

    await expect(modal).toHaveCount(0);
    // "/" shows the home page at /index.
    await expect(page).toHaveURL(/\/(index)?$/);
    await expect(page.getByTestId('page-index')).toBeVisible();
    await expectSignedIn(page, member.username);
    expect(await hasSession(pool, token), 'the session that changed the password goes on').toBe(true);

    await logoutThroughHeader(page);
    await loginThroughModal(page, member.username, NEW_PASSWORD);
    await expect(page.getByTestId('modal-changePassword'), 'no forced change any more').toHaveCount(0);
    expect(await countSessions(pool, member.id)).toBe(1);
  });
});
