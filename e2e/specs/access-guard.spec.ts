import { startAsStoredMember } from '../fixtures/session.js';
import { expect, test } from '../fixtures/test.js';

test.describe('access guard', () => {
  test('sends a guest from protected pages to /login', async ({ page, makeMerchant }) => {
    const merchant = await makeMerchant({ loginRequired: true });
    for (const path of ['/index', '/vip', '/rng']) {
      await page.goto(`${merchant.baseURL}${path}`);
      await expect(page, `${path} goes to /login`).toHaveURL(`${merchant.baseURL}/login`);
      await expect(page.getByTestId('modal-login')).toBeVisible();
    }
    // /login itself shows home behind the modal; the other pages' own content never shows.
    await expect(page.getByTestId('page-vip')).toHaveCount(0);
    await expect(page.getByTestId('page-rng')).toHaveCount(0);
  });

  test('keeps a guest who closes the login modal on /login', async ({ page, makeMerchant }) => {
    const merchant = await makeMerchant({ loginRequired: true });
    await page.goto(`${merchant.baseURL}/vip`);
    await expect(page.getByTestId('modal-login')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(`${merchant.baseURL}/login`);
    await expect(page.getByTestId('modal-login')).toBeVisible();
    await expect(page.getByTestId('page-vip')).toHaveCount(0);
  });

  test('keeps register, help and download reachable for a guest', async ({ page, makeMerchant }) => {
    const merchant = await makeMerchant({ loginRequired: true });
    const reachable = [
      { path: '/register', shows: 'modal-register' },
      { path: '/register.html', shows: 'modal-register' },
      { path: '/helpmc', shows: 'page-helpmc' },
      { path: '/download', shows: 'page-down' },
    ];
    for (const { path, shows } of reachable) {
      await page.goto(`${merchant.baseURL}${path}`);
      await expect(page.getByTestId(shows), `${path} shows ${shows}`).toBeVisible();
      await expect(page).toHaveURL(`${merchant.baseURL}${path}`);
    }
  });

  test('lets a guest stay on /index without the flag', async ({ page, makeMerchant }) => {
    const merchant = await makeMerchant({ loginRequired: false });
    await page.goto(`${merchant.baseURL}/index`);
    await expect(page.getByTestId('page-index')).toBeVisible();
    await expect(page).toHaveURL(`${merchant.baseURL}/index`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('lets a visitor with a session token through', async ({ page, makeMerchant }) => {
    const merchant = await makeMerchant({ loginRequired: true });
    await startAsStoredMember(page);
    await page.goto(`${merchant.baseURL}/vip`);
    await expect(page.getByTestId('page-vip')).toBeVisible();
    await expect(page).toHaveURL(`${merchant.baseURL}/vip`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
