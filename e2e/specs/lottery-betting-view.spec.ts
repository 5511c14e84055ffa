import type { Page } from '@playwright/test';
import type pg from 'pg';
import { loginThroughModal } from '../fixtures/account-flows.js';
import { DEMO_MERCHANT_CODE, makeMember } from '../fixtures/accounts.js';
import { balanceText } from '../fixtures/games.js';
import { findRoomyOpenIssue, generateIssues } from '../fixtures/lottery.js';
import { makeFinanceOperator } from '../fixtures/operators.js';
import { expect, test } from '../fixtures/test.js';
import { fundMember, headerBalance } from '../fixtures/wallet.js';

/*
 * The betting view across a real close (issue 16): SSC 1 minute closes 15 s before its draw and the next period
 * opens at that draw. The e2e server runs without jobs, so the issues are made by the fixture; the close and
 * the opening are the issues' own instants, read by the server's clock.
 */

const FUNDS_MINOR = 100_000;
/** A close, then the next opening 15 s later, with room for a slow machine. */
const CLOSE_AND_OPEN_MS = 75_000;

/** The issue of SSC_1M that opens after `openAt`: the one the slip moves to. */
async function nextIssueCode(pool: pg.Pool, openAt: Date): Promise<string> {
  const { rows } = await pool.query<{ code: string }>(
    `SELECT i.code FROM lottery_issue i JOIN lottery_game g ON g.id = i.game_id JOIN merchant m ON m.id = g.merchant_id
     WHERE m.code = $2 AND g.code = 'SSC_1M' AND i.open_at > $1 ORDER BY i.open_at LIMIT 1`,
    [openAt, DEMO_MERCHANT_CODE],
  );
  if (!rows[0]) throw new Error('no SSC_1M issue after the open one: generate issues first');
  return rows[0].code;
}

/** The issue codes of the member's lottery bets. */
async function betIssueCodes(pool: pg.Pool, memberId: string): Promise<string[]> {
  const { rows } = await pool.query<{ code: string }>(
    `SELECT i.code FROM lottery_bet b JOIN lottery_issue i ON i.id = b.issue_id WHERE b.member_id = $1 ORDER BY b.id`,
    [memberId],
  );
  return rows.map((row) => row.code);
}

/** Whether the page scrolls sideways. */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

test.describe('the lottery betting view', () => {
  test.beforeAll(async () => {
    await generateIssues();
  });

  test('a member lets an SSC close pass and bets on the next draw without a reload, the slip kept', async ({
    page,
    pool,
  }) => {
    test.slow();
    const member = await makeMember(pool);
    await fundMember(await makeFinanceOperator(pool), member, FUNDS_MINOR);
    await page.goto('/elott');
    // The lobby first: on a busy machine the header is still settling while the page loads.
    await expect(page.getByTestId('lottery-game-SSC_1M')).toBeVisible();
    await loginThroughModal(page, member.username, member.password);
    await expect(headerBalance(page)).toHaveText(balanceText(FUNDS_MINOR));

    // Enough time to fill the slip before the close, not so much that the test waits a whole period.
    const issue = await findRoomyOpenIssue(pool, 'SSC_1M', { minRemainingMs: 8_000 });
    const next = await nextIssueCode(pool, issue.open_at);
    await page.getByTestId('lottery-game-SSC_1M').getByTestId('lottery-play-SSC_1M').click();
    await expect(page).toHaveURL(/\/elott\?gameCode=SSC_1M/);
    const view = page.getByTestId('lottery-game-view');
    await expect(view.getByTestId('lottery-numero')).toContainText(issue.code);
    await view.getByTestId('lottery-group-BIG_SMALL').click();
    await view.getByTestId('lottery-bettype-SSC_B1_BIG_SMALL').click();
    await view.getByTestId('lottery-option-BIG').click();
    await view.getByTestId('lottery-add-to-slip').click();
    await expect(view.getByTestId('lottery-slip-line')).toHaveCount(1);

    // The close: the view moves to the next draw by itself and says so.
    // In TW, the site's default language: "Betting on A closed; your slip now targets B."
    await expect(view.getByTestId('lottery-issue-status')).toHaveText(
      `第 ${issue.code} 期已截止投注；您的注單現投注第 ${next} 期。`,
      { timeout: CLOSE_AND_OPEN_MS },
    );
    await expect(view.getByTestId('lottery-numero')).toContainText(next);
    await expect(view.getByTestId('lottery-slip-line')).toHaveAttribute('data-bet-code', 'SSC_B1_BIG_SMALL');

    // The opening: the kept slip is placed on the next draw.
    await expect(view.getByTestId('lottery-close-countdown')).toBeVisible({ timeout: CLOSE_AND_OPEN_MS });
    await expect(view.getByTestId('lottery-issue-status')).toContainText(`第 ${next} 期開放投注。`);
    await view.getByTestId('lottery-slip-submit').click();
    await expect(view.getByTestId('lottery-slip-success')).toBeVisible();
    expect(await betIssueCodes(pool, member.id)).toEqual([next]);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 360, height: 800 },
  ])
    test(`fits a ${viewport.width} px phone: lobby and betting view without sideways scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/elott');
      await expect(page.getByTestId('lottery-game-SSC_1M')).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);

      await page.goto('/elott?gameCode=SSC_1M&playType=SSC_B1_DIGIT');
      const view = page.getByTestId('lottery-game-view');
      const lastDigit = view.getByTestId('lottery-pick-9');
      await expect(lastDigit).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      // The digit pad wraps: its last digit lies inside the screen, a touch target of 44 px at least.
      const box = await lastDigit.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(44);
      // The minimum stake note is whole on screen.
      const note = await view.locator('.lottery-stake .lottery-muted').boundingBox();
      expect(note!.x + note!.width).toBeLessThanOrEqual(viewport.width);
      // The bet-type tabs scroll inside their own strip; each tab is a 44 px target.
      const strip = view.locator('.lottery-bet-types').getByRole('tablist');
      const stripBox = await strip.boundingBox();
      expect(stripBox!.x + stripBox!.width).toBeLessThanOrEqual(viewport.width);
      const lastTab = strip.getByRole('tab').last();
      expect((await lastTab.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await lastTab.click();
      await expect(lastTab).toHaveAttribute('aria-selected', 'true');
      expect(await scrollsSideways(page)).toBe(false);
    });
});
