import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { loginThroughModal } from '../fixtures/account-flows.js';
import { makeMember, type TTestMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { expectFitsWidths } from '../fixtures/layout.js';
import { makeFinanceOperator } from '../fixtures/operators.js';
import { headerBalance, PROOF_PNG, readLedger } from '../fixtures/wallet.js';

// The demo merchant's seeded promotions (apps/server/src/modules/promotions/catalogue/seed-demo-promotions.ts).
const WELCOME = '/promoDetail?code=WELCOME100';
const SHARE = '/promoDetail?code=SHAREWIN';

type TClaimRow = { code: string; status: string; bonus_minor: string; wager_multiple: number | null };

async function readClaims(pool: pg.Pool, member: TTestMember): Promise<TClaimRow[]> {
  const { rows } = await pool.query<TClaimRow>(
    `SELECT p.code, c.status, c.bonus_minor::text, c.wager_multiple
     FROM promotion_claim c JOIN promotion p ON p.id = c.promotion_id
     WHERE c.member_id = $1 ORDER BY c.id`,
    [member.id],
  );
  return rows;
}

/** Serious and critical axe findings in the route's page (the shell has its own spec), one line each (as the accessibility spec counts them). */
async function seriousViolations(page: Page, routeName: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include(`[data-testid="page-${routeName}"]`)
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} at ${node.target.join(' ')}`));
}

test.describe('promotions', () => {
  test('a new member joins the first-deposit bonus, deposits with it and sees the bonus in the balance', async ({
    page,
    pool,
  }) => {
    const member = await makeMember(pool);
    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);
    // The home page's "100% first deposit bonus" promise leads to the promotion that pays it.
    await page.getByTestId('promotion-teaser').locator(`a[href="${WELCOME}"]`).click();
    const detail = page.getByTestId('promo-detail');
    await expect(detail).toHaveAttribute('data-code', 'WELCOME100');
    await expect(detail.getByTestId('promo-status')).toHaveAttribute('data-status', 'JOIN');
    // The site speaks TW by default: the terms are checked by their figures.
    await expect(detail.getByTestId('promo-rules')).toContainText('1,000.00');
    await detail.getByTestId('promo-action-JOIN').click();
    await expect(detail.getByTestId('promo-status')).toHaveAttribute('data-status', 'JOINED');

    await detail.getByTestId('promo-deposit').click();
    const centre = page.getByTestId('centre-page-depositv2');
    await expect(centre).toBeVisible();
    await expect(centre.getByTestId('deposit-promotion').locator('option:checked')).toContainText('100%');
    await centre.getByTestId('deposit-method-SANDBOX_BANK').click();
    await centre.getByTestId('deposit-amount').fill('200');
    await centre.getByTestId('deposit-submit').click();
    await expect(page).toHaveURL(/\/sandbox-psp\/pay\/sbx_[0-9a-f]{24}$/);
    await page.getByTestId('sandbox-pay').click();

    // 200 deposited and 200 of bonus, in one commit with the deposit's credit.
    await expect(headerBalance(page)).toHaveText(/(^|\s)400\.00 VND$/);
    expect(await readClaims(pool, member)).toEqual([
      { code: 'WELCOME100', status: 'ISSUED', bonus_minor: '20000', wager_multiple: 10 },
    ]);
    expect(await readLedger(pool, member)).toEqual({ MAIN: { balance: 40000, held: 0 } });
    await page.goto(WELCOME);
    await expect(page.getByTestId('promo-status')).toHaveAttribute('data-status', 'ISSUED');
    await expect(page.getByTestId('promo-action-JOIN')).toHaveCount(0);
  });

  test('an application with an image is issued after the operator approves it', async ({ page, pool }) => {
    const member = await makeMember(pool);
    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);
    await page.goto(SHARE);
    const form = page.getByTestId('promo-apply-form');
    await form.getByTestId('promo-remark').fill('Shared on my page');
    await form
      .getByTestId('promo-images')
      .setInputFiles({ name: 'share.png', mimeType: 'image/png', buffer: PROOF_PNG });
    await form.getByTestId('promo-apply-submit').click();
    await expect(page.getByTestId('promo-status')).toHaveAttribute('data-status', 'APPLYING');
    await expect(page.getByTestId('promo-apply-form')).toHaveCount(0);

    const operator = await makeFinanceOperator(pool);
    const queue = (await operator.get('/ops/merchants/demo/promotion-applications')) as {
      claimId: string;
      username: string;
      imageCount: number;
      remark: string;
    }[];
    const application = queue.find((a) => a.username === member.username);
    expect(application).toMatchObject({ imageCount: 1, remark: 'Shared on my page' });
    expect(
      await operator.post(`/ops/merchants/demo/promotion-applications/${application!.claimId}/review`, {
        decision: 'APPROVE',
      }),
    ).toEqual({ status: 'ISSUED', paid: 1800 });

    await page.reload();
    await expect(page.getByTestId('promo-status')).toHaveAttribute('data-status', 'ISSUED');
    await expect(headerBalance(page)).toHaveText(/(^|\s)18\.00 VND$/);
    expect(await readClaims(pool, member)).toEqual([
      { code: 'SHAREWIN', status: 'ISSUED', bonus_minor: '1800', wager_multiple: 1 },
    ]);
  });

  test('the catalogue and a detail fit a phone', { tag: '@phone' }, async ({ page, pool }) => {
    const member = await makeMember(pool);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);
    await page.goto('/promotions');
    await expect(page.getByTestId('promo-card').first()).toBeVisible();
    await page.getByTestId('promo-tab-DAILY').click();
    await expect(page.locator('[data-testid="promo-card"][data-code="DAILYSIGNIN"]')).toBeVisible();
    await expectFitsWidths(page, 'promotions');
    expect(await seriousViolations(page, 'promotions')).toEqual([]);
    await page
      .locator('[data-testid="promo-card"][data-code="DAILYSIGNIN"]')
      .getByTestId('promo-card-status')
      .click();
    await expect(page.getByTestId('promo-action-SIGN')).toBeVisible();
    await page.getByTestId('promo-action-SIGN').click();
    await expect(page.getByTestId('promo-status')).toHaveAttribute('data-status', 'SIGNED');
    await expect(headerBalance(page)).toHaveText(/(^|\s)1\.00 VND$/);
    await expectFitsWidths(page, 'promoDetail');
    expect(await seriousViolations(page, 'promoDetail')).toEqual([]);
  });
});
