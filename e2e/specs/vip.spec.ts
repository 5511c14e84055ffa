import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { loginThroughModal } from '../fixtures/account-flows.js';
import { DEMO_MERCHANT_CODE, makeMember, type TTestMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { loginByApi } from '../fixtures/api-login.js';
import { formatMinor } from '../fixtures/games.js';
import { playRevealedSlotRound } from '../fixtures/inhouse-round.js';
import { expectNoSidewaysScroll, expectTouchTargets } from '../fixtures/layout.js';
import { makeFinanceOperator } from '../fixtures/operators.js';
import { fundMember } from '../fixtures/wallet.js';

const FUNDS_MINOR = 1_000_000;
const BET_MINOR = 50_000;
const SLOT_SPIN_INTERVAL_MS = 2_700;
/** The demo ladder (docs/loyalty.md "VIP levels"): level 1 needs 50,000.00 valid bet and 5,000.00 deposits. */
const DEMO_LEVELS = 5;
const LEVEL_1_BET_MINOR = 5_000_000;
const LEVEL_1_DEPOSIT_MINOR = 500_000;

/** The member's valid bet: settled rounds that won or lost (a spin paying the stake back is no bet). */
async function readValidBet(pool: pg.Pool, member: TTestMember): Promise<number> {
  const { rows } = await pool.query<{ valid: string | null }>(
    `SELECT sum(valid_bet_minor) AS valid FROM bet_round
     WHERE member_id = $1 AND status = 'SETTLED' AND payout_minor <> stake_minor`,
    [member.id],
  );
  return Number(rows[0]?.valid ?? 0);
}

/** The funded player spins the in-house slot through the real vendor until one spin counts as valid bet. */
async function playUntilValid(pool: pg.Pool, member: TTestMember): Promise<number> {
  await fundMember(await makeFinanceOperator(pool), member, FUNDS_MINOR);
  const login = await loginByApi(DEMO_MERCHANT_CODE, member.username, member.password);
  let validBet = 0;
  for (let spins = 0; spins < 4 && validBet === 0; spins++) {
    // The slot takes one spin per 2.5 s from a player (docs/games.md).
    if (spins > 0) await new Promise((resolve) => setTimeout(resolve, SLOT_SPIN_INTERVAL_MS));
    await playRevealedSlotRound(pool, DEMO_MERCHANT_CODE, login, BET_MINOR);
    validBet = await readValidBet(pool, member);
  }
  expect(validBet, 'a spin that won or lost').toBeGreaterThan(0);
  return validBet;
}

async function openVip(page: Page) {
  await page.goto('/vip');
  const vip = page.getByTestId('page-vip');
  await expect(vip.getByTestId('vip-level-row')).toHaveCount(DEMO_LEVELS);
  return vip;
}

test.describe('VIP levels', () => {
  test('a new player sees level 0 with progress that moves after playing, and the player rank page', async ({
    page,
    pool,
  }) => {
    test.setTimeout(120_000);
    const member = await makeMember(pool);
    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);

    let vip = await openVip(page);
    await expect(vip.getByTestId('vip-current-level')).toHaveAttribute('data-level', '0');
    await expect(vip.getByTestId('vip-progress-bet-text')).toHaveText(
      `${formatMinor(0)} / ${formatMinor(LEVEL_1_BET_MINOR)}`,
    );
    await expect(vip.getByTestId('vip-progress-deposit-text')).toHaveText(
      `${formatMinor(0)} / ${formatMinor(LEVEL_1_DEPOSIT_MINOR)}`,
    );
    const { violations } = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .include('[data-testid="page-vip"]')
      .analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    const validBet = await playUntilValid(pool, member);
    vip = await openVip(page);
    await expect(vip.getByTestId('vip-progress-bet-text')).toHaveText(
      `${formatMinor(validBet)} / ${formatMinor(LEVEL_1_BET_MINOR)}`,
    );

    await page.goto('/?centre=playerRank');
    const rank = page.getByTestId('centre-page-playerRank');
    await expect(rank.getByTestId('vip-current-level')).toHaveAttribute('data-level', '0');
    await expect(rank.getByTestId('vip-progress-bet-text')).toHaveText(
      `${formatMinor(validBet)} / ${formatMinor(LEVEL_1_BET_MINOR)}`,
    );
    await expect(rank.getByTestId('vip-changes')).toHaveCount(0);
  });

  test('the VIP page and player rank fit a 360 px phone', { tag: '@phone' }, async ({ page, pool }) => {
    test.setTimeout(60_000);
    const member = await makeMember(pool);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);
    const vip = await openVip(page);
    await expect(vip.getByTestId('vip-progress')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the VIP page');
    await expectTouchTargets(page, 'the VIP page');
    await page.goto('/?centre=playerRank');
    await expect(page.getByTestId('centre-page-playerRank').getByTestId('vip-progress')).toBeVisible();
    await expectNoSidewaysScroll(page, 'player rank');
  });
});
