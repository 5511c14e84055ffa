import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.js';

const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

const CLOSERS: Array<{ how: string; close: (page: Page) => Promise<void> }> = [
  { how: 'its close button', close: (page) => page.getByTestId('modal-close').click() },
  // The corner of the cover, well away from the dialog in its middle.
  {
    how: 'a click on the cover',
    close: (page) => page.getByTestId('modal-cover').click({ position: { x: 5, y: 5 } }),
  },
  { how: 'Escape', close: (page) => page.keyboard.press('Escape') },
];

test.describe('login modal', () => {
  for (const { how, close } of CLOSERS) {
    test(`opens from the header, locks scroll, and closes with ${how}`, async ({ page }) => {
      await page.goto('/index');
      const opener = page.getByTestId('header-login');
      await expect(opener).toBeVisible();
      const overflowBefore = await bodyOverflow(page);
      expect(overflowBefore).not.toBe('hidden');
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('data-testid', 'modal-login');
      await expect.poll(() => bodyOverflow(page)).toBe('hidden');

      await close(page);
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => bodyOverflow(page)).toBe(overflowBefore);
      await expect(opener).toBeFocused();
    });
  }

  test('a click inside the dialog does not close it', async ({ page }) => {
    await page.goto('/index');
    await page.getByTestId('header-login').click();
    const dialog = page.getByTestId('modal-login');
    await dialog.getByRole('heading').click();
    await expect(dialog).toBeVisible();
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');
  });
});
