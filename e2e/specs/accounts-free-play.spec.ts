import { openLoginModal, readSessionStorage, readStoredToken } from '../fixtures/account-flows.js';
import { DEMO_MERCHANT_CODE, readMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { translate } from '../fixtures/translations.js';

/** isAgent of a free-play (trial) account. */
const TRIAL_ACCOUNT_TYPE = 4;

test.describe('free play', () => {
  test('a trial account plays but is kept out of account pages', async ({ page, pool }) => {
    await page.goto('/index');
    const login = await openLoginModal(page);
    await login.getByTestId('free-play').click();

    await expect(login).toHaveCount(0);
    await expect(page).toHaveURL(/\/(index)?$/);
    const header = page.getByTestId('site-header');
    await expect(header.getByTestId('header-logout')).toBeVisible();
    const stored = await readSessionStorage(page);
    expect(stored.isAgent).toBe(String(TRIAL_ACCOUNT_TYPE));
    const username = stored.account!;
    await expect(header.getByTestId('header-username')).toHaveText(username);
    expect(await readMember(pool, username), 'a trial member row').toMatchObject({
      account_type: TRIAL_ACCOUNT_TYPE,
    });

    // The member centre opens from the header name: a trial account gets the warning instead.
    await header.getByTestId('header-username').click();
    const warning = page.getByTestId('modal-warning');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(translate('TW', 'in_need_true_account'));
    await expect(page.getByTestId('member-centre')).toHaveCount(0);
    await warning.getByRole('button', { name: translate('TW', 'confirm'), exact: true }).click();
    await expect(warning).toHaveCount(0);
    await expect(page.getByTestId('member-centre')).toHaveCount(0);

    // The server refuses account calls for the trial token whatever the site shows.
    const answer = await page.request.get('/wps/member/info/icon', {
      headers: { Authorization: await readStoredToken(page), Merchant: DEMO_MERCHANT_CODE, Device: 'WEB' },
    });
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toMatchObject({
      success: false,
      code: 'TRIAL_ACCOUNT',
      message: 'in_need_true_account',
    });
  });
});
