import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { ROUTES } from '../fixtures/routes.js';
import { startAsStoredMember } from '../fixtures/session.js';
import { expect, test } from '../fixtures/test.js';

/** docs/screenshots/: docs/site.md links each route's phone and desktop picture from here. */
const SHOTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

/** The screens of spec section 2 once each (the aliases /lottert, /sealottery and /download show the same). */
const SCREENS = ROUTES.filter((route) => route.finalPath === undefined && route.path !== '/download');
/** Member-centre pages with the widest content (forms, tables). */
const CENTRE_PAGES = ['securityCenter', 'depositv2', 'personalHistoryCopy', 'transactionHistory'];

/** Pictures at 0.75 (phone) and 0.6 (desktop) of CSS size: readable in docs/site.md, small in the repository. */
const WIDTHS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 0.75 },
  desktop: {
    viewport: { width: 1366, height: 768 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 0.6,
  },
} as const;

/** Waits until nothing on the page is loading, then writes `<name>-<kind>.png` (the window, not the whole page). */
async function shoot(page: Page, name: string, kind: keyof typeof WIDTHS): Promise<void> {
  await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 20_000 });
  await page.screenshot({
    path: path.join(SHOTS_DIR, `${name}-${kind}.png`),
    animations: 'disabled',
    caret: 'hide',
    timeout: 30_000,
  });
}

for (const kind of Object.keys(WIDTHS) as Array<keyof typeof WIDTHS>) {
  test.describe(`screenshots at ${WIDTHS[kind].viewport.width} px`, () => {
    // One page per width: the member's login is made once and kept for every screen.
    // The first visit signs the member in (a password hash): slow on a loaded machine.
    test.use({ ...WIDTHS[kind], navigationTimeout: 30_000 });

    test(`every screen of spec section 2 (${kind})`, async ({ page }) => {
      test.setTimeout(300_000);
      mkdirSync(SHOTS_DIR, { recursive: true });
      // English: the machine may lack CJK fonts, which would draw the Chinese labels as boxes.
      await page.addInitScript(() => localStorage.setItem('lang', 'EN'));

      // The guest's modals first, then the member for everything else.
      for (const modal of ['register', 'login']) {
        await page.goto(`/${modal}`);
        await expect(page.getByTestId(`modal-${modal}`)).toBeVisible({ timeout: 20_000 });
        await shoot(page, `modal-${modal}`, kind);
      }
      await startAsStoredMember(page, 'shots01');
      for (const route of SCREENS) {
        await page.goto(route.path);
        await expect(page.getByTestId(`page-${route.routeName}`)).toBeVisible({ timeout: 20_000 });
        if (route.layout !== 'bare') await expect(page.getByTestId('header-username')).toBeAttached();
        await shoot(page, route.path.slice(1), kind);
      }
      if (kind === 'phone') {
        await page.goto('/index');
        await page.getByTestId('side-menu-toggle').click();
        await expect(page.getByTestId('side-menu-close')).toBeVisible();
        await shoot(page, 'side-menu', kind);
      }
      await page.goto('/index');
      await page.getByTestId('header-username').click();
      const centre = page.getByTestId('member-centre');
      for (const centrePage of CENTRE_PAGES) {
        await centre.getByTestId(`centre-menu-${centrePage}`).click();
        await expect(centre.getByTestId(`centre-page-${centrePage}`)).toBeVisible({ timeout: 20_000 });
        await shoot(page, `centre-${centrePage}`, kind);
      }
    });
  });
}
