import {
  expectSignedIn,
  loginThroughModal,
  logoutThroughHeader,
  openLoginModal,
  readStoredToken,
  submitLogin,
} from '../fixtures/account-flows.js';
import { hasSession, makeMember, makeMobileNum, readSmsCode, VN_DIALING_CODE } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { translate } from '../fixtures/translations.js';

const NEW_PASSWORD = 'Reset2024pw';

test.describe('forgot password by phone', () => {
  test('a code by SMS resets the password and logs the member in', async ({ page, pool }) => {
    const mobileNum = makeMobileNum();
    const member = await makeMember(pool, { mobileNum });
    await page.goto('/index');
    const login = await openLoginModal(page);
    await login.getByTestId('login-forgot').click();
    await expect(login).toHaveCount(0);
    const modal = page.getByTestId('modal-forgotPassword');
    await expect(modal).toBeVisible();
    await modal.getByTestId('forgot-mode-mobile').click();
    await expect(modal.getByTestId('forgot-mode-mobile')).toHaveAttribute('aria-selected', 'true');

    await modal.getByTestId('country-select').click();
    await modal.getByTestId('country-option-VN').click();
    await expect(modal.getByTestId('country-select')).toHaveText(`+${VN_DIALING_CODE}`);
    // The member types the number the way it is written at home, with the trunk 0.
    await modal.getByTestId('forgot-mobile').fill(`0${mobileNum}`);
    const send = modal.getByTestId('forgot-sms-send');
    await send.click();
    await expect(send, 'the button counts down').toBeDisabled();
    const code = await readSmsCode(pool, `+${VN_DIALING_CODE}${mobileNum}`);

    await modal.getByTestId('forgot-sms-code').fill(code);
    await modal.getByTestId('forgot-new-password').fill(NEW_PASSWORD);
    await modal.getByTestId('forgot-submit').click();

    await expect(modal).toHaveCount(0);
    await expectSignedIn(page, member.username);
    expect(await hasSession(pool, await readStoredToken(page))).toBe(true);

    await logoutThroughHeader(page);
    await openLoginModal(page);
    await submitLogin(page, member.username, member.password);
    await expect(page.getByTestId('login-error'), 'the old password is refused').toHaveText(
      translate('TW', 'wrong_account_or_password'),
    );
    await page.getByTestId('modal-login').getByTestId('modal-close').click();
    await loginThroughModal(page, member.username, NEW_PASSWORD);
  });
});
