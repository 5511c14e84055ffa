import { openLoginModal } from '../fixtures/account-flows.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { translate } from '../fixtures/translations.js';

test.describe('validation messages and the language', () => {
  test('a language switch translates the messages already shown', async ({ page }) => {
    await page.goto('/index');
    const login = await openLoginModal(page);
    await login.getByTestId('login-submit').click();

    const alerts = login.getByRole('alert');
    // Each field's message, then the form-wide one of spec section 8 by the submit button.
    await expect(alerts).toHaveText([
      translate('TW', 'login_username_required'),
      translate('TW', 'login_password_required'),
      translate('TW', 'username_password_required'),
    ]);
    await expect(login.getByTestId('login-username')).toHaveAttribute('aria-invalid', 'true');

    // The switcher is in the side menu behind the modal's cover; the option is chosen on it directly.
    await page.getByTestId('language-switcher').selectOption('EN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(login, 'the form was not sent again or reset').toBeVisible();
    await expect(alerts).toHaveText([
      translate('EN', 'login_username_required'),
      translate('EN', 'login_password_required'),
      translate('EN', 'username_password_required'),
    ]);
    await expect(login.getByRole('heading')).toHaveText(translate('EN', 'login_title'));
  });
});
