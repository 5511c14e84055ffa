import { expect, test } from '../fixtures/test.js';

test.describe('side menu', () => {
  test('is open on home, toggles, and collapses by itself on a game page', async ({ page }) => {
    await page.goto('/index');
    const menu = page.getByTestId('side-menu');
    await expect(menu).toHaveAttribute('data-open', 'true');
    await page.getByTestId('side-menu-toggle').click();
    await expect(menu).toHaveAttribute('data-open', 'false');
    await page.getByTestId('side-menu-toggle').click();
    await expect(menu).toHaveAttribute('data-open', 'true');

    await page.getByTestId('site-footer').locator('a[href="/rng"]').click();
    await expect(page.getByTestId('page-rng')).toBeVisible();
    await expect(menu).toHaveAttribute('data-open', 'false');
  });
});
