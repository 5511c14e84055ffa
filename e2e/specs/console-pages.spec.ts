import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { makeConsoleOperator, signInToConsole, useConsoleInEnglish } from '../fixtures/console.js';
import { expect, test } from '../fixtures/test.js';

/** docs/console/: docs/console.md shows each area from here (taken with SCREENSHOTS=1). */
const SHOTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/console');
const IS_TAKING_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/** A JPEG of the window: small enough for the repository, sharp enough to read. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: path.join(SHOTS_DIR, `${name}.jpg`),
    type: 'jpeg',
    quality: 80,
    animations: 'disabled',
    caret: 'hide',
  });
}

/** Every page the menu offers an owner, as [link text, address]. */
async function menuPages(page: Page): Promise<Array<[string, string]>> {
  const links = page.getByRole('navigation', { name: 'Areas' }).getByRole('link');
  const pages: Array<[string, string]> = [];
  for (const link of await links.all()) {
    const href = await link.getAttribute('href');
    if (href) pages.push([(await link.textContent()) ?? href, href]);
  }
  return pages;
}

/** The page drew its content: a heading in the main region, no error page, nothing still loading. */
async function expectPageDrawn(page: Page, address: string): Promise<void> {
  const main = page.locator('main');
  await expect(main.locator('h1').first(), address).toBeVisible();
  await expect(page.getByText('This page failed'), address).toHaveCount(0);
  await expect(page.getByText('Unexpected Application Error'), address).toHaveCount(0);
  await expect(main.getByText('Loading…'), address).toHaveCount(0, { timeout: 15_000 });
}

test.describe('console: every page', () => {
  test('an owner opens every page of the menu at desktop width and at 360 px, none failing or spilling sideways', async ({
    page,
    pool,
  }) => {
    test.setTimeout(180_000);
    const owner = await makeConsoleOperator(pool, 'owner');
    await useConsoleInEnglish(page);
    await page.setViewportSize({ width: 1366, height: 800 });
    if (IS_TAKING_SCREENSHOTS) {
      await page.goto('/console/sign-in');
      await shoot(page, 'sign-in');
    }
    await signInToConsole(page, owner);
    const pages = await menuPages(page);
    expect(pages.length, 'the owner sees every area').toBeGreaterThan(20);

    const shotAreas = new Set<string>();
    for (const [name, address] of pages) {
      await page.goto(address);
      await expectPageDrawn(page, address);
      // One picture per area, its first page (the menu lists them in order).
      const area = /^\/console\/[^/]+\/([^/?]+)/.exec(address)?.[1];
      if (IS_TAKING_SCREENSHOTS && area && !shotAreas.has(area)) {
        shotAreas.add(area);
        await shoot(page, area);
      }
      test.info().annotations.push({ type: 'page', description: `${name} ${address}` });
    }

    // Desktop first, but a phone can still work a queue: no page is wider than the screen (tables scroll inside).
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [, address] of pages) {
      await page.goto(address);
      await expectPageDrawn(page, address);
      const spills = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
      );
      expect.soft(spills, `${address} scrolls sideways at 360 px`).toBe(false);
      if (IS_TAKING_SCREENSHOTS && address.endsWith('/money/withdrawals'))
        await shoot(page, 'phone-withdrawals');
    }

    // On a phone the menu folds behind its button, and closes again after choosing a page.
    const menu = page.getByRole('navigation', { name: 'Areas' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Deposits' }).click();
    await expect(page).toHaveURL(/\/money\/deposits$/);
    await expect(menu).toBeHidden();
  });
});
