import type { Page } from '@playwright/test';
import { loginThroughModal } from '../fixtures/account-flows.js';
import { makeMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { gameFrame, KIRIN_SLOT, openKirinGames } from '../fixtures/games.js';

/** The site's pages a visitor reaches first, each under the policy its document was answered with. */
const SITE_PATHS = [
  '/index',
  '/rng',
  '/live',
  '/hot',
  '/lottery',
  '/vnlottery',
  '/promotions',
  '/help',
  '/helpmc',
  '/noticePage',
  '/vip',
  '/pointMall',
  '/down',
  '/fairness',
];

/**
 * Every Content-Security-Policy violation the page's frames report, however they report it: Chromium writes a
 * console error ("Refused to …", "… violates the following Content Security Policy directive …") and fires
 * `securitypolicyviolation` in the document.
 */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/i.test(text))
      violations.push(`${message.location().url}: ${text}`);
  });
  return violations;
}

/** Pages load slowly on a busy machine; what is checked is that nothing is refused, not how fast. */
const SLOW_MS = 30_000;

test.describe('content security policy', () => {
  test.use({ actionTimeout: SLOW_MS, navigationTimeout: SLOW_MS });

  test('the site runs under its policy on every main page, without a single violation', async ({ page }) => {
    test.setTimeout(180_000);
    const violations = watchViolations(page);
    for (const path of SITE_PATHS) {
      const response = await page.goto(path);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy, path).toContain("script-src 'self'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(response?.headers()['x-frame-options'], path).toBe('DENY');
      await expect(page.locator('[data-testid^="page-"]').first()).toBeVisible({ timeout: SLOW_MS });
    }
    expect(violations).toEqual([]);
  });

  test('a member logs in and opens an in-house game in its frame, without a violation', async ({
    page,
    pool,
  }) => {
    test.setTimeout(120_000);
    const violations = watchViolations(page);
    const member = await makeMember(pool);
    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);

    const card = await openKirinGames(page);
    await card.getByTestId(`game-open-${KIRIN_SLOT}`).click();
    await expect(gameFrame(page).getByTestId('slot-spin')).toBeVisible({ timeout: SLOW_MS });
    // The game page allows this site (its merchant's hosts) to frame it and no one else.
    const game = page.frames().find((frame) => frame.url().includes('/inhouse/play/'));
    const gameAnswer = await page.request.get(game!.url());
    const gamePolicy = gameAnswer.headers()['content-security-policy'] ?? '';
    expect(gamePolicy).toMatch(/frame-ancestors 'self' .*127\.0\.0\.1:\*/);
    expect(gameAnswer.headers()['x-frame-options']).toBeUndefined();
    expect(violations).toEqual([]);
  });

  test('the API documentation and the support page run under their own policies', async ({ page }) => {
    test.setTimeout(120_000);
    const violations = watchViolations(page);
    const docs = await page.goto('/docs');
    expect(docs?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.locator('.swagger-ui .info .title')).toBeVisible({ timeout: 60_000 });
    const support = await page.goto('/ops/support/');
    expect(support?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('form, input').first()).toBeVisible({ timeout: SLOW_MS });
    expect(violations).toEqual([]);
  });
});
