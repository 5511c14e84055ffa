import type { Page } from '@playwright/test';
import type pg from 'pg';
import { expectSignedIn, loginThroughModal } from '../fixtures/account-flows.js';
import {
  MEMBER_PASSWORD,
  makeMember,
  makeUsername,
  readMember,
  type TTestMember,
} from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { expectNoSidewaysScroll, expectTouchTargets } from '../fixtures/layout.js';
import { headerBalance, readLedger } from '../fixtures/wallet.js';

/** The header before any money: a lone "0.00", not the tail of a larger amount. */
const ZERO_BALANCE = /(^|\s)0\.00 VND$/;
/** The width the issue asks every screen to fit. */
const SMALL_PHONE = { width: 360, height: 740 };

/** What the database says the member got from the demo campaign (apps/server/…/seed-demo-red-envelope.ts). */
async function readClaims(pool: pg.Pool, member: TTestMember) {
  const { rows } = await pool.query<{ amount_minor: string; kind: string; ledger_transaction_id: string }>(
    `SELECT p.amount_minor, t.kind, p.ledger_transaction_id
     FROM red_envelope_packet p JOIN ledger_transaction t ON t.id = p.ledger_transaction_id
     WHERE p.member_id = $1`,
    [member.id],
  );
  return rows;
}

const asDisplay = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Opens the live envelope from the floating entry and returns the amount the modal shows, in minor units. */
async function openEnvelope(page: Page): Promise<number> {
  await page.getByTestId('red-envelope-entry').click();
  const modal = page.getByTestId('modal-red-envelope');
  await expect(modal).toBeVisible();
  await modal.getByTestId('red-envelope-open').click();
  const amount = modal.getByTestId('red-envelope-amount');
  await expect(amount).toHaveText(/^[\d,]+\.\d{2} VND$/);
  return Math.round(Number((await amount.innerText()).replace(/[^\d.]/g, '')) * 100);
}

test.describe('red envelope', () => {
  test('a new player opens a red envelope and sees the amount added to the balance', async ({
    page,
    pool,
    captchas,
  }) => {
    // Registers on the site as a visitor would, then finds the envelope on the home page.
    const username = makeUsername('env');
    await page.goto('/index');
    await page.getByTestId('site-header').getByTestId('header-register').click();
    const register = page.getByTestId('modal-register');
    await register.getByTestId('register-field-username').fill(username);
    await register.getByTestId('register-field-password').fill(MEMBER_PASSWORD);
    await register.getByTestId('register-field-confirmPassword').fill(MEMBER_PASSWORD);
    await register.getByTestId('register-field-captcha').fill(await captchas('register-captcha-image'));
    await register.getByTestId('register-submit').click();
    await expect(register).toHaveCount(0);
    await expectSignedIn(page, username);
    const row = await readMember(pool, username);
    const member: TTestMember = { id: row!.id, username, password: MEMBER_PASSWORD, merchantCode: 'demo' };
    await expect(headerBalance(page)).toHaveText(ZERO_BALANCE);

    const won = await openEnvelope(page);
    expect(won).toBeGreaterThanOrEqual(1_000);
    expect(won).toBeLessThanOrEqual(50_000);
    await expect(headerBalance(page)).toHaveText(
      new RegExp(`(^|\\s)${asDisplay(won).replace('.', '\\.')} VND$`),
    );

    const claims = await readClaims(pool, member);
    expect(claims).toEqual([expect.objectContaining({ amount_minor: String(won), kind: 'BONUS' })]);
    expect(await readLedger(pool, member)).toEqual({ MAIN: { balance: won, held: 0 } });

    // Its history lists it; once closed, the envelope is gone (the demo allows one per member).
    const modal = page.getByTestId('modal-red-envelope');
    await modal.getByTestId('red-envelope-history-toggle').click();
    await expect(modal.getByTestId('red-envelope-history-item')).toHaveCount(1);
    await expect(modal.getByTestId('red-envelope-history-item')).toContainText(asDisplay(won));
    await modal.getByTestId('modal-close').click();
    await expect(page.getByTestId('red-envelope-entry')).toHaveCount(0);
    await page.reload();
    await expect(headerBalance(page)).toHaveText(new RegExp(`${asDisplay(won).replace('.', '\\.')} VND$`));
    await expect(page.getByTestId('red-envelope-entry')).toHaveCount(0);
    expect(await readClaims(pool, member)).toHaveLength(1);
  });

  test('a guest sees no envelope', async ({ page }) => {
    await page.goto('/index');
    await expect(page.getByTestId('page-index')).toBeVisible();
    await expect(page.getByTestId('red-envelope-entry')).toHaveCount(0);
  });

  test('the envelope opens and fits a 360 px phone', { tag: '@phone' }, async ({ page, pool }) => {
    await page.setViewportSize(SMALL_PHONE);
    const member = await makeMember(pool);
    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);
    const entry = page.getByTestId('red-envelope-entry');
    await expect(entry).toBeVisible();
    await expectNoSidewaysScroll(page, 'the home page with the envelope');
    // On a phone the right bar runs along the bottom: the envelope stands clear of it.
    const entryBox = (await entry.boundingBox())!;
    const barBox = (await page.locator('.right-bar').boundingBox())!;
    expect(entryBox.y + entryBox.height).toBeLessThanOrEqual(barBox.y);
    await expectTouchTargets(page, 'the home page with the envelope');

    const won = await openEnvelope(page);
    await expect(headerBalance(page)).toHaveText(new RegExp(`${asDisplay(won).replace('.', '\\.')} VND$`));
    const modal = page.getByTestId('modal-red-envelope');
    const box = await modal.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(SMALL_PHONE.width);
    await expectNoSidewaysScroll(page, 'the opened envelope');
    await expectTouchTargets(page, 'the opened envelope');
  });
});
