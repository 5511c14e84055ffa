import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { loginThroughModal } from '../fixtures/account-flows.js';
import { DEMO_MERCHANT_CODE, makeMember, type TTestMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { loginByApi } from '../fixtures/api-login.js';
import { balanceText, formatMinor, readAvailableSum } from '../fixtures/games.js';
import { playRevealedSlotRound } from '../fixtures/inhouse-round.js';
import { expectNoSidewaysScroll, expectTouchTargets, isNarrow } from '../fixtures/layout.js';
import { makeFinanceOperator } from '../fixtures/operators.js';
import { translate } from '../fixtures/translations.js';
import { fundMember, headerBalance } from '../fixtures/wallet.js';

const FUNDS_MINOR = 1_000_000;
/** The slot's top bet level: at the demo's 0.4 % for slots at VIP 0, one losing or winning spin earns 2.00. */
const BET_MINOR = 50_000;
const DEMO_SLOT_RATE_PPM = 4_000;
/** The server leaves rounds of the last 2 s to the next window (docs/promotions.md "Cashback"). */
const SETTLE_LAG_MS = 2_500;
const SLOT_SPIN_INTERVAL_MS = 2_700;

/** The member's valid bet on slots: settled rounds that won or lost (a spin paying the stake back is no bet). */
async function readSlotValidBet(pool: pg.Pool, member: TTestMember): Promise<number> {
  const { rows } = await pool.query<{ valid: string | null }>(
    `SELECT sum(valid_bet_minor) AS valid FROM bet_round
     WHERE member_id = $1 AND game_category = 'RNG' AND status = 'SETTLED' AND payout_minor <> stake_minor`,
    [member.id],
  );
  return Number(rows[0]?.valid ?? 0);
}

/** A new, funded player spins the in-house slot through the real vendor until one spin counts as valid bet. */
async function playUntilValid(pool: pg.Pool): Promise<{ member: TTestMember; validBet: number }> {
  const member = await makeMember(pool);
  await fundMember(await makeFinanceOperator(pool), member, FUNDS_MINOR);
  const login = await loginByApi(DEMO_MERCHANT_CODE, member.username, member.password);
  let validBet = 0;
  for (let spins = 0; spins < 4 && validBet === 0; spins++) {
    // The slot takes one spin per 2.5 s from a player (docs/games.md).
    if (spins > 0) await new Promise((resolve) => setTimeout(resolve, SLOT_SPIN_INTERVAL_MS));
    await playRevealedSlotRound(pool, DEMO_MERCHANT_CODE, login, BET_MINOR);
    validBet = await readSlotValidBet(pool, member);
  }
  expect(validBet, 'a spin that won or lost').toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_LAG_MS));
  return { member, validBet };
}

/** Opens cashback from the side menu (the drawer on a narrow window) and waits for its figure. */
async function openCashback(page: Page) {
  if (isNarrow(page)) await page.getByTestId('side-menu-toggle').click();
  await page
    .getByTestId('side-menu')
    .getByRole('button', { name: translate('TW', 'cashback') })
    // The promotions group's entry; the member-centre list below it has the same page under the same name.
    .first()
    .click();
  const centrePage = page.getByTestId('centre-page-manualRebate');
  await expect(centrePage.getByTestId('cashback-amount')).toBeVisible();
  return centrePage;
}

async function readClaims(pool: pg.Pool, member: TTestMember) {
  const { rows } = await pool.query<{ amount_minor: string; kind: string }>(
    `SELECT c.amount_minor, t.kind FROM cashback_claim c JOIN ledger_transaction t ON t.id = c.ledger_transaction_id
     WHERE c.member_id = $1`,
    [member.id],
  );
  return rows.map((r) => ({ amount: Number(r.amount_minor), kind: r.kind }));
}

test.describe('cashback', () => {
  test('a new player plays in-house games, sees the slot line of cashback and claims it into the balance', async ({
    page,
    pool,
  }) => {
    test.setTimeout(150_000);
    const { member, validBet } = await playUntilValid(pool);
    const expected = Math.floor((validBet * DEMO_SLOT_RATE_PPM) / 1_000_000);
    const before = await readAvailableSum(pool, member);

    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);
    await expect(headerBalance(page)).toHaveText(balanceText(before));
    const centrePage = await openCashback(page);

    const slots = centrePage.locator('[data-testid="cashback-line"][data-category="RNG"]');
    await expect(slots.getByTestId('cashback-line-valid-bet')).toHaveText(formatMinor(validBet));
    await expect(slots.getByTestId('cashback-line-rate')).toHaveText('0.4%');
    await expect(slots.getByTestId('cashback-line-amount')).toHaveText(formatMinor(expected));
    await expect(centrePage.getByTestId('cashback-amount')).toHaveText(formatMinor(expected));
    await expect(centrePage.getByTestId('cashback-history')).toHaveCount(0);
    // No serious or critical accessibility finding on the page (the rule of accessibility.spec.ts).
    const { violations } = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .include('[data-testid="centre-page-manualRebate"]')
      .analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    await centrePage.getByTestId('cashback-claim').click();
    const confirm = page.getByTestId('modal-cashback-confirm');
    await expect(confirm.getByTestId('cashback-confirm-amount')).toHaveText(formatMinor(expected));
    await confirm.getByTestId('cashback-confirm').click();
    await expect(page.getByTestId('cashback-result-amount')).toHaveText(formatMinor(expected));

    await expect(headerBalance(page)).toHaveText(balanceText(before + expected));
    expect(await readAvailableSum(pool, member)).toBe(before + expected);
    expect(await readClaims(pool, member)).toEqual([{ amount: expected, kind: 'REBATE' }]);
    await page.getByTestId('modal-cashback-result').getByRole('button').last().click();
    // The window moved: nothing left to claim, and the claim is in the history.
    await expect(centrePage.getByTestId('cashback-amount')).toHaveText(formatMinor(0));
    await expect(centrePage.getByTestId('cashback-claim')).toBeDisabled();
    await expect(centrePage.getByTestId('cashback-claim-row')).toHaveCount(1);
    await expect(centrePage.getByTestId('cashback-claim-amount')).toHaveText(`+${formatMinor(expected)}`);
  });

  test(
    'fits a 360 px phone: the figure, the table and the claim',
    { tag: '@phone' },
    async ({ page, pool }) => {
      test.setTimeout(90_000);
      const { member, validBet } = await playUntilValid(pool);
      const expected = Math.floor((validBet * DEMO_SLOT_RATE_PPM) / 1_000_000);
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto('/index');
      await loginThroughModal(page, member.username, member.password);
      const centrePage = await openCashback(page);
      await expect(centrePage.getByTestId('cashback-amount')).toHaveText(formatMinor(expected));
      await expect(centrePage.locator('[data-testid="cashback-line"][data-category="RNG"]')).toBeVisible();
      await expectNoSidewaysScroll(page, 'cashback');
      await expectTouchTargets(page, 'cashback');

      await centrePage.getByTestId('cashback-claim').click();
      await page.getByTestId('cashback-confirm').click();
      await expect(page.getByTestId('cashback-result-amount')).toHaveText(formatMinor(expected));
      await expectNoSidewaysScroll(page, 'the cashback result');
      expect(await readClaims(pool, member)).toEqual([{ amount: expected, kind: 'REBATE' }]);
    },
  );
});
