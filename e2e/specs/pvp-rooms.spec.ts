import type { BrowserContext, Page } from '@playwright/test';
import { makeMember, type TTestMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { gameFrame } from '../fixtures/games.js';
import { makeFinanceOperator } from '../fixtures/operators.js';
import { startAsStoredMember } from '../fixtures/session.js';
import { fundMember } from '../fixtures/wallet.js';

const FUNDS_MINOR = 100_000;

test.describe('PvP card rooms', () => {
  test('two new players join a Niu-Niu room from /pvp and play a hand to settlement', async ({
    browser,
    pool,
  }) => {
    // A seeded room (the site's catalogue is cached, so a room inserted here would not be listed yet).
    const { rows } = await pool.query<{ id: string }>(
      `SELECT r.id FROM pvp_room r JOIN merchant m ON m.id = r.merchant_id
        WHERE m.code = 'demo' AND r.room_code = 'NN_BEGINNER'`,
    );
    const roomId = rows[0]!.id;

    const finance = await makeFinanceOperator(pool);
    const players: { member: TTestMember; context: BrowserContext; page: Page }[] = [];
    for (let i = 0; i < 2; i++) {
      const member = await makeMember(pool);
      await fundMember(finance, member, FUNDS_MINOR);
      const context = await browser.newContext();
      const page = await context.newPage();
      await startAsStoredMember(page, member.username);
      players.push({ member, context, page });
    }

    // Each joins from the room list; whoever the bank rotates to banks, the other stakes.
    for (const { page } of players) {
      await page.goto('/pvp');
      const join = page.getByTestId(`pvp-room-join-${roomId}`);
      await expect(join).toBeVisible();
      await join.click();
      await expect(gameFrame(page).getByTestId('pvp-seats')).toBeVisible();
    }
    const frames = players.map((p) => gameFrame(p.page));
    for (const frame of frames) await frame.getByTestId(/^pvp-action-(BANK|STAKE)$/).click();

    // Settled: both see the revealed seed and their result; the ledger got one bet and one win each.
    for (const frame of frames) {
      await expect(frame.getByTestId('pvp-seed')).toHaveText(/^[0-9a-f]{64}$/);
      await expect(frame.getByTestId('pvp-outcome')).not.toBeEmpty();
    }
    await expect
      .poll(async () => {
        const settled = await pool.query<{ n: string }>(
          `SELECT count(*) AS n FROM inhouse_pvp_payout
            WHERE player_id = ANY($1::text[]) AND is_settled AND payout_minor >= 0`,
          [players.map((p) => p.member.id)],
        );
        return Number(settled.rows[0]!.n);
      })
      .toBe(2);
    for (const { context } of players) await context.close();
  });

  test(
    'a room fits a phone: the list and the seated table without sideways scrolling',
    {
      tag: '@phone',
    },
    async ({ page, pool }) => {
      const { rows } = await pool.query<{ id: string }>(
        `SELECT r.id FROM pvp_room r JOIN merchant m ON m.id = r.merchant_id
        WHERE m.code = 'demo' AND r.room_code = 'TP_BEGINNER'`,
      );
      const roomId = rows[0]!.id;
      const member = await makeMember(pool);
      await fundMember(await makeFinanceOperator(pool), member, FUNDS_MINOR);
      await startAsStoredMember(page, member.username);
      await page.goto('/pvp');
      const join = page.getByTestId(`pvp-room-join-${roomId}`);
      await expect(join).toBeVisible();
      await join.click();
      const frame = gameFrame(page);
      await expect(frame.getByTestId('pvp-seats')).toBeVisible();
      const overflow = await frame.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const pageOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(pageOverflow).toBeLessThanOrEqual(0);
    },
  );
});
