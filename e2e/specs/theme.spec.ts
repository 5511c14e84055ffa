import { expect, test } from '../fixtures/test.js';

test.describe('theme', () => {
  test('the switcher toggles dark and light, and the choice survives a reload', async ({ page }) => {
    await page.goto('/index');
    const html = page.locator('html');
    // The demo merchant's default theme.
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await page.getByTestId('theme-switcher').click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.getByTestId('page-index')).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', 'light');

    await page.getByTestId('theme-switcher').click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.getByTestId('page-index')).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test("a merchant's default theme applies until the visitor chooses", async ({ page, makeMerchant }) => {
    const merchant = await makeMerchant({ defaultTheme: 'light' });
    await page.goto(`${merchant.baseURL}/index`);
    const html = page.locator('html');
    await expect(page.getByTestId('page-index')).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByTestId('theme-switcher').click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.getByTestId('page-index')).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });
});
