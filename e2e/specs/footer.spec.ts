import { startAsStoredMember } from '../fixtures/session.js';
import { expect, test } from '../fixtures/test.js';

/** The EN titles the server seeds for the demo merchant's legal pages. */
const LEGAL_PAGES = [
  { slug: 'about', title: 'About Company' },
  { slug: 'contact', title: 'Contact Us' },
  { slug: 'terms', title: 'Terms and Conditions' },
  { slug: 'responsible-gaming', title: 'Responsible Gaming' },
  { slug: 'privacy', title: 'Privacy Policy' },
  { slug: 'affiliates', title: 'Affiliates' },
  { slug: 'refund', title: 'Refund Policy' },
];

test.describe('footer', () => {
  test('legal links open /legal/<slug> with the title from the server', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    await page.goto('/index');
    const footer = page.getByTestId('site-footer');
    for (const { slug, title } of LEGAL_PAGES) {
      await footer.locator(`a[href="/legal/${slug}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/legal/${slug}$`));
      await expect(page.getByTestId('page-legal').getByRole('heading', { level: 1 })).toHaveText(title);
    }
  });

  test('a legal page shows the server title in the default language too', async ({ page }) => {
    await page.goto('/legal/terms');
    await expect(page.getByTestId('page-legal').getByRole('heading', { level: 1 })).toHaveText('條款與規則');
  });

  test('a guest gets the game and help links but no favourites link', async ({ page }) => {
    await page.goto('/index');
    const footer = page.getByTestId('site-footer');
    for (const href of ['/hot', '/rng', '/live', '/help'])
      await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
    await expect(footer.locator('a[href="/fav"]')).toHaveCount(0);
  });

  test('a member gets the favourites link', async ({ page }) => {
    await startAsStoredMember(page);
    await page.goto('/index');
    const footer = page.getByTestId('site-footer');
    await expect(footer.locator('a[href="/hot"]')).toBeVisible();
    await footer.locator('a[href="/fav"]').click();
    await expect(page.getByTestId('page-fav')).toBeVisible();
  });
});
