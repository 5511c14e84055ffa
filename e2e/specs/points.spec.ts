import type { Page } from '@playwright/test';
import type pg from 'pg';
import { loginThroughModal } from '../fixtures/account-flows.js';
import { DEMO_MERCHANT_CODE, makeMember, type TTestMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { loginByApi } from '../fixtures/api-login.js';
import { balanceText, readAvailableSum } from '../fixtures/games.js';
import { playRevealedSlotRound } from '../fixtures/inhouse-round.js';
import { expectNoSidewaysScroll, expectTouchTargets } from '../fixtures/layout.js';
import { makeFinanceOperator } from '../fixtures/operators.js';
import { fundMember, headerBalance, PAYMENT_PASSWORD, setPaymentPassword } from '../fixtures/wallet.js';

const FUNDS_MINOR = 1_000_000;
/** The slot's top bet: at the demo's 5.00 per point and the slot value 1.20, one counted spin earns 120.00 points. */
const BET_MINOR = 50_000;
const DEMO_BASE_MINOR = 500;
const SLOT_VALUE_CENTI = 120;
/** The server leaves rounds of the last 2 s to the next pass (docs/loyalty.md "Points"). */
const SETTLE_LAG_MS = 2_500;
const SLOT_SPIN_INTERVAL_MS = 2_700;
/** The demo's first goods: bonus cash 1.00 for 80 points. */
const FIRST_GOODS = { name: 'Bonus cash 1.00', pricePoints: 80, bonusMinor: 100 };
const CONVERT_POINTS = 30;

/** Points (hundredths) as the site shows them: 12050 → "120.50". */
function formatPoints(centi: number): string {
  return `${Math.floor(centi / 100).toLocaleString('en-US')}.${String(centi % 100).padStart(2, '0')}`;
}

/** The test's own reading of the rules: per valid slot round, floor(valid bet × 1.20 / base) in hundredths. */
async function readExpectedPoints(pool: pg.Pool, member: TTestMember): Promise<number> {
  const { rows } = await pool.query<{ valid_bet_minor: string }>(
    `SELECT valid_bet_minor FROM bet_round WHERE member_id = $1 AND game_category = 'RNG' AND status = 'SETTLED'
       AND valid_bet_minor > 0 AND payout_minor <> stake_minor`,
    [member.id],
  );
  return rows.reduce(
    (sum, r) => sum + Math.floor((Number(r.valid_bet_minor) * SLOT_VALUE_CENTI) / DEMO_BASE_MINOR),
    0,
  );
}

/** A new, funded player with a payment password spins the in-house slot until one spin counts as valid bet. */
async function playUntilPoints(pool: pg.Pool): Promise<{ member: TTestMember; points: number }> {
  const member = await makeMember(pool);
  await fundMember(await makeFinanceOperator(pool), member, FUNDS_MINOR);
  await setPaymentPassword(pool, member);
  const login = await loginByApi(DEMO_MERCHANT_CODE, member.username, member.password);
  let points = 0;
  for (let spins = 0; spins < 4 && points === 0; spins++) {
    if (spins > 0) await new Promise((resolve) => setTimeout(resolve, SLOT_SPIN_INTERVAL_MS));
    await playRevealedSlotRound(pool, DEMO_MERCHANT_CODE, login, BET_MINOR);
    points = await readExpectedPoints(pool, member);
  }
  expect(points, 'a spin that won or lost').toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_LAG_MS));
  return { member, points };
}

async function openMall(page: Page, member: TTestMember) {
  await page.goto('/index');
  await loginThroughModal(page, member.username, member.password);
  await page.goto('/pointMall');
  await expect(page.getByTestId('page-pointMall')).toBeVisible();
}

async function readPointEntries(pool: pg.Pool, member: TTestMember) {
  const { rows } = await pool.query<{ source: string; change_centi: string }>(
    'SELECT source, change_centi FROM point_entry WHERE member_id = $1 ORDER BY id',
    [member.id],
  );
  return rows.map((r) => ({ source: r.source, change: Number(r.change_centi) }));
}

test.describe('points mall', () => {
  test('a new player plays, sees the points, redeems bonus cash, sees the record and converts points', async ({
    page,
    pool,
  }) => {
    test.setTimeout(150_000);
    const { member, points } = await playUntilPoints(pool);
    const before = await readAvailableSum(pool, member);
    await openMall(page, member);
    await expect(page.getByTestId('points-current')).toHaveText(formatPoints(points));

    const item = page.locator('[data-testid="points-goods-item"]', { hasText: FIRST_GOODS.name });
    await item.getByTestId('points-goods-redeem').click();
    const dialog = page.getByTestId('modal-points-redeem');
    await dialog.getByTestId('points-redeem-password').fill(PAYMENT_PASSWORD);
    await dialog.getByTestId('points-redeem-confirm').click();
    await expect(page.getByTestId('points-redeem-done')).toHaveAttribute('data-status', 'APPROVED');
    await page.getByTestId('modal-points-redeem-done').getByRole('button').last().click();
    const afterRedeem = points - FIRST_GOODS.pricePoints * 100;
    await expect(page.getByTestId('points-current')).toHaveText(formatPoints(afterRedeem));
    await expect(headerBalance(page)).toHaveText(balanceText(before + FIRST_GOODS.bonusMinor));

    await page.getByRole('tab', { name: '兌換紀錄' }).click();
    const record = page.getByTestId('points-record');
    await expect(record).toHaveCount(1);
    await expect(record).toHaveAttribute('data-status', 'APPROVED');
    await expect(record).toContainText(FIRST_GOODS.name);

    await page.getByTestId('points-convert-points').fill(String(CONVERT_POINTS));
    await page.getByTestId('points-convert-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('points-convert-submit').click();
    await expect(page.getByTestId('points-convert-done')).toBeVisible();
    // 30 points at 100 points per 1.00 = 0.30.
    const paid = FIRST_GOODS.bonusMinor + CONVERT_POINTS;
    await expect(page.getByTestId('points-current')).toHaveText(
      formatPoints(afterRedeem - CONVERT_POINTS * 100),
    );
    await expect(headerBalance(page)).toHaveText(balanceText(before + paid));
    expect(await readAvailableSum(pool, member)).toBe(before + paid);

    await page.getByRole('tab', { name: '積分明細' }).click();
    await expect(page.getByTestId('points-entry')).toHaveCount((await readPointEntries(pool, member)).length);
    const entries = await readPointEntries(pool, member);
    expect(entries.filter((e) => e.source === 'ROUND').reduce((s, e) => s + e.change, 0)).toBe(points);
    expect(entries.filter((e) => e.source !== 'ROUND')).toEqual([
      { source: 'REDEEM', change: -FIRST_GOODS.pricePoints * 100 },
      { source: 'CONVERT', change: -CONVERT_POINTS * 100 },
    ]);
  });

  test(
    'fits a 360 px phone: balance, conversion, goods and the tabs',
    { tag: '@phone' },
    async ({ page, pool }) => {
      test.setTimeout(60_000);
      const member = await makeMember(pool);
      await page.setViewportSize({ width: 360, height: 780 });
      await openMall(page, member);
      await expect(page.getByTestId('points-current')).toHaveText('0.00');
      await expect(page.getByTestId('points-goods-item')).toHaveCount(3);
      await expectNoSidewaysScroll(page, 'the points mall');
      await expectTouchTargets(page, 'the points mall');
      await page.getByRole('tab', { name: '規則說明' }).click();
      await expect(page.getByTestId('points-rules')).toBeVisible();
      await expectNoSidewaysScroll(page, 'the points rules');
    },
  );
});
