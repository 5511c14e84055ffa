import { isNarrow } from '../fixtures/layout.js';
import { expect, test } from '../fixtures/test.js';

test.describe('side menu', { tag: '@phone' }, () => {
  test('is open on home, toggles, and collapses by itself on a game page', async ({ page }) => {
    test.skip(isNarrow(page), 'a narrow window has the drawer (next test)');
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

  test('on a narrow window is a drawer: closed at first, closes by button, Escape and a link', async ({
    page,
  }) => {
    test.skip(!isNarrow(page), 'a wide window keeps the menu beside the page (previous test)');
    await page.goto('/index');
    const menu = page.getByTestId('side-menu');
    const toggle = page.getByTestId('side-menu-toggle');
    await expect(page.getByTestId('page-index')).toBeVisible();
    await expect(menu).toHaveAttribute('data-open', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    const close = menu.getByTestId('side-menu-close');
    await expect(close).toBeFocused();
    await close.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.locator('a[href="/promotions"]').click();
    await expect(page.getByTestId('page-promotions')).toBeVisible();
    await expect(menu).toBeHidden();
  });
});
