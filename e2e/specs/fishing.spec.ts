import { loginThroughModal } from '../fixtures/account-flows.js';
import { makeMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import {
  balanceText,
  gameFrame,
  KIRIN_VASSALAGE,
  readAvailableSum,
  readBetRounds,
} from '../fixtures/games.js';
import { makeFinanceOperator } from '../fixtures/operators.js';
import { fundMember, headerBalance } from '../fixtures/wallet.js';

const KIRIN_FISHING = 'KIRIN_FISHING';
const FUNDS_MINOR = 100_000;
/** Batches go once a second; a batch, its wallet call and the header's refresh. */
const BATCH_SETTLED_MS = 20_000;

test.describe('fishing', () => {
  test('a new member launches fishing from /fish, shoots, and sees the batches in the betting record @phone', async ({
    page,
    pool,
  }) => {
    test.setTimeout(120_000);
    const member = await makeMember(pool);
    await fundMember(await makeFinanceOperator(pool), member, FUNDS_MINOR);
    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);
    await expect(headerBalance(page)).toHaveText(balanceText(FUNDS_MINOR));

    await page.goto('/fish');
    await page.getByTestId(`vendor-tab-${KIRIN_VASSALAGE}`).click();
    const card = page.getByTestId(`game-card-${KIRIN_FISHING}`);
    await expect(card).toBeVisible();
    await card.getByTestId(`game-open-${KIRIN_FISHING}`).click();
    await expect(page.getByTestId('game-frame')).toBeVisible();
    const canvas = gameFrame(page).getByTestId('fishing-canvas');
    await expect(canvas).toBeVisible({ timeout: 10_000 });
    await expect(gameFrame(page).getByTestId('fishing-balance')).toHaveText('1,000.00');

    // Hold the trigger and sweep the aim across the sea until the fish that swim through have taken bullets
    // and at least two batches have been settled (the page sends one a second).
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the canvas has no box');
    const at = (fx: number, fy: number) => ({
      x: box.x + box.width * fx,
      y: box.y + box.height * fy,
    });
    await expect
      .poll(
        async () => {
          const start = at(0.1, 0.2);
          await page.mouse.move(start.x, start.y);
          await page.mouse.down();
          for (let step = 0; step <= 20; step++) {
            const point = at(0.1 + 0.04 * step, 0.15 + 0.02 * (step % 10));
            await page.mouse.move(point.x, point.y, { steps: 4 });
          }
          await page.mouse.up();
          return (await readBetRounds(pool, member)).filter(
            (r) => r.status === 'SETTLED' && r.round_id.startsWith('F'),
          ).length;
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBeGreaterThanOrEqual(2);

    // Every batch is one platform round of the in-house vendor; the header follows the ledger.
    await expect
      .poll(async () => (await readBetRounds(pool, member)).every((r) => r.status === 'SETTLED'), {
        timeout: BATCH_SETTLED_MS,
      })
      .toBe(true);
    const rounds = await readBetRounds(pool, member);
    expect(rounds.every((r) => r.vassalage === KIRIN_VASSALAGE && /^F[0-9a-f]{16}$/.test(r.round_id))).toBe(
      true,
    );
    const available = await readAvailableSum(pool, member);
    await expect(headerBalance(page)).toHaveText(balanceText(available), { timeout: BATCH_SETTLED_MS });

    await page.goto('/?centre=personalHistoryCopy');
    const centre = page.getByTestId('centre-page-personalHistoryCopy');
    await expect(centre).toBeVisible();
    for (const round of rounds.slice(-2)) {
      const row = centre.locator(`[data-testid="records-row"][data-round="${round.round_id}"]`);
      await expect(row).toBeVisible();
      await expect(row).toContainText(/Kirin Fishing|麒麟捕魚/);
    }
  });
});
