import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { makeConsoleOperator, signInToConsole, useConsoleInEnglish } from '../fixtures/console.js';
import { expect, test } from '../fixtures/test.js';

/** docs/console/: docs/console.md shows each area from here (taken with SCREENSHOTS=1). */
const SHOTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/console');
const IS_TAKING_SCREENSHOTS = process.env.SCREENSHOTS === '1';

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
    await signInToConsole(page, owner);
    const pages = await menuPages(page);
    expect(pages.length, 'the owner sees every area').toBeGreaterThan(20);

    for (const [name, address] of pages) {
      await page.goto(address);
      await expectPageDrawn(page, address);
      if (IS_TAKING_SCREENSHOTS) {
        const file = address.replace(/^\/console\/[^/]+\//, '').replaceAll('/', '-') || 'home';
        await page.screenshot({
          path: path.join(SHOTS_DIR, `${file}.png`),
          animations: 'disabled',
          caret: 'hide',
        });
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
    }
  });
});
