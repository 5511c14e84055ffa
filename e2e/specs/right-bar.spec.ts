import { expect, test } from '../fixtures/test.js';

test.describe('right bar', () => {
  test('shows a QR code for each of IOS, MOBILECONFIG and ANDROID', async ({ page, makeMerchant }) => {
    const merchant = await makeMerchant({ resources: ['IOS', 'ANDROID', 'MOBILECONFIG', 'APK'] });
    await page.goto(`${merchant.baseURL}/index`);
    const rightBar = page.getByTestId('right-bar');
    await expect(rightBar.locator('[data-resource]')).toHaveCount(3);
    for (const type of ['IOS', 'MOBILECONFIG', 'ANDROID']) {
      const item = rightBar.locator(`[data-resource="${type}"]`);
      // The code opens over the bar on hover.
      await item.hover();
      await expect(item.getByRole('img')).toBeVisible();
    }
  });

  test('shows none for the demo merchant, which has no app resources', async ({ page }) => {
    await page.goto('/index');
    const rightBar = page.getByTestId('right-bar');
    await expect(rightBar).toBeVisible();
    await expect(rightBar.locator('svg[role="img"]')).toHaveCount(0);
    await expect(rightBar.locator('[data-resource]')).toHaveCount(0);
  });
});
