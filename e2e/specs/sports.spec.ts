import type { FrameLocator, Page } from '@playwright/test';
import { loginThroughModal } from '../fixtures/account-flows.js';
import { makeMember, type TTestMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { balanceText, formatMinor, gameFrame, readAvailableSum, readBetRounds } from '../fixtures/games.js';
import { makeFinanceOperator } from '../fixtures/operators.js';
import { fundMember, headerBalance } from '../fixtures/wallet.js';

const FUNDS_MINOR = 100_000;
const STAKE = '10';
/** The page follows the book every 5 s; placing, settling and cashing out answer at once. */
const PAGE_FOLLOWS_MS = 15_000;

/** Signs in, opens /sports and launches Kirin Sports in the site's game frame. */
async function launchSportsbook(page: Page, member: TTestMember): Promise<FrameLocator> {
  await page.goto('/index');
  await loginThroughModal(page, member.username, member.password);
  await page.goto('/sports');
  await page.getByTestId('game-open-KIRIN_SPORTS').click();
  await expect(page).toHaveURL(/\/game\?gameId=\d+&vassalage=KIRIN&name=/);
  const frame = gameFrame(page);
  await expect(frame.getByTestId('sports-fixtures')).toBeVisible({ timeout: 10_000 });
  return frame;
}

/** Fixtures not started yet and still open (no in-play delay), by their test ids, in the page's order. */
async function openPreMatchFixtures(frame: FrameLocator): Promise<string[]> {
  const fixtures = frame.locator(
    'article.sp-fixture:has([data-testid^="sports-finish-"]):not(:has(.sp-live))',
  );
  await expect(fixtures.first()).toBeVisible({ timeout: 10_000 });
  const ids = await fixtures.evaluateAll((boxes) =>
    boxes.map((box) => box.getAttribute('data-testid') ?? ''),
  );
  return ids.map((id) => id.replace('sports-fixture-', ''));
}

async function pickFirstPrice(frame: FrameLocator, fixtureId: string) {
  await frame
    .getByTestId(`sports-fixture-${fixtureId}`)
    .locator('[data-testid^="sports-price-"]:not([disabled])')
    .first()
    .click();
}

async function placeSlip(frame: FrameLocator, expectedBets: number) {
  await frame.getByTestId('sports-stake').fill(STAKE);
  await frame.getByTestId('sports-place').click();
  await expect(frame.locator('[data-testid^="sports-bet-"][data-status]')).toHaveCount(expectedBets, {
    timeout: PAGE_FOLLOWS_MS,
  });
  await expect(frame.getByTestId('sports-slip-empty')).toBeVisible();
}

test.describe('sportsbook', () => {
  test('a new member places a single and a multiple, cashes the single out, finishes the fixtures and sees the multiple settled', async ({
    page,
    pool,
  }) => {
    test.setTimeout(120_000);
    const member = await makeMember(pool);
    await fundMember(await makeFinanceOperator(pool), member, FUNDS_MINOR);
    const frame = await launchSportsbook(page, member);
    // The header's sports item (after live) leads to the page the sportsbook was launched from.
    await expect(page.getByTestId('header-game-SPORTS')).toHaveAttribute('href', '/sports');
    await expect(frame.getByTestId('sports-simulated')).toBeVisible();
    await expect(frame.getByTestId('sports-balance')).toContainText(formatMinor(FUNDS_MINOR));

    const [singleOn, firstLeg, secondLeg] = await openPreMatchFixtures(frame);
    expect(secondLeg, 'three pre-match fixtures to bet on').toBeTruthy();

    // A single on the first fixture.
    await pickFirstPrice(frame, singleOn!);
    await expect(frame.getByTestId('sports-slip').locator('li')).toHaveCount(1);
    await placeSlip(frame, 1);

    // A multiple over two other fixtures.
    await pickFirstPrice(frame, firstLeg!);
    await pickFirstPrice(frame, secondLeg!);
    await expect(frame.getByTestId('sports-slip').locator('li')).toHaveCount(2);
    await placeSlip(frame, 2);
    const bets = frame.locator('[data-testid^="sports-bet-"][data-status]');
    // The page shows the newest first: the multiple (two legs), then the single.
    const multiple = bets.nth(0);
    const single = bets.nth(1);
    await expect(multiple.locator('.kv-muted')).toHaveCount(2);
    await expect(single).toHaveAttribute('data-status', 'OPEN');
    await expect(multiple).toHaveAttribute('data-status', 'OPEN');
    expect(await readAvailableSum(pool, member)).toBe(FUNDS_MINOR - 2 * 1000);

    // Cash the single out at the value shown.
    await single.getByTestId('sports-cash-out').click({ timeout: PAGE_FOLLOWS_MS });
    await expect(frame.locator('[data-status="CASHED_OUT"]')).toHaveCount(1, { timeout: PAGE_FOLLOWS_MS });

    // Finish the multiple's fixtures with the simulated feed's control (it asks for the score).
    page.on('dialog', (dialog) => void dialog.accept('2:1'));
    for (const fixtureId of [firstLeg!, secondLeg!]) {
      await frame.getByTestId(`sports-finish-${fixtureId}`).click();
      await expect(frame.getByTestId(`sports-finish-${fixtureId}`)).toHaveCount(0, {
        timeout: PAGE_FOLLOWS_MS,
      });
    }
    await expect(frame.locator('[data-status="SETTLED"]')).toHaveCount(1, { timeout: PAGE_FOLLOWS_MS });
    await expect(frame.locator('[data-status="SETTLED"] .kv-muted')).toHaveCount(2);

    // The page's balance and the header's are the ledger's, and the platform files both rounds as settled sports.
    const available = await readAvailableSum(pool, member);
    await expect(frame.getByTestId('sports-balance')).toContainText(formatMinor(available), {
      timeout: PAGE_FOLLOWS_MS,
    });
    await expect(headerBalance(page)).toHaveText(balanceText(available), { timeout: PAGE_FOLLOWS_MS });
    const rounds = await readBetRounds(pool, member);
    expect(rounds.map((r) => r.status)).toEqual(['SETTLED', 'SETTLED']);
    const categories = await pool.query<{ game_category: string }>(
      'SELECT game_category FROM bet_round WHERE member_id = $1',
      [member.id],
    );
    expect(categories.rows.map((r) => r.game_category)).toEqual(['SPORTS', 'SPORTS']);
  });

  test(
    'the sportsbook fits a phone without sideways scrolling',
    { tag: '@phone' },
    async ({ page, pool }) => {
      test.setTimeout(60_000);
      const member = await makeMember(pool);
      const frame = await launchSportsbook(page, member);
      const overflow = await frame.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const pageOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(pageOverflow).toBeLessThanOrEqual(0);
    },
  );
});
