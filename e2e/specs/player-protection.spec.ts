import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import type pg from 'pg';
import { expectSignedIn, openLoginModal, submitLogin } from '../fixtures/account-flows.js';
import {
  countSessions,
  DEMO_MERCHANT_CODE,
  MEMBER_PASSWORD,
  makeUsername,
  readMember,
  type TTestMember,
} from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { gameFrame, KIRIN_SLOT, openKirinGames } from '../fixtures/games.js';
import { expectFitsWidths } from '../fixtures/layout.js';
import { headerBalance, openWalletPage, readDeposits } from '../fixtures/wallet.js';

/** docs/player-protection/: pictures of the member's page (taken with SCREENSHOTS=1). */
const SHOTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/player-protection');
const IS_TAKING_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/** The deposit limit the new member sets, and what they then try: 500.00 a day, 600.00 refused. */
const DAILY_DEPOSIT_LIMIT = '500';
const DEPOSIT_ABOVE_LIMIT = '600';
const DEPOSIT_WITHIN_LIMIT = '300';
/** The shortest reality-check interval the member can choose (REALITY_CHECK_MINUTES). */
const REALITY_CHECK_MINUTES = 15;
/** The slot takes a few seconds to load in its frame. */
const GAME_LOAD_MS = 15_000;

/** Registers through the header's modal with a username, as a new visitor would. */
async function registerNewMember(page: Page, captchas: (testId: string) => Promise<string>): Promise<string> {
  const username = makeUsername('rg');
  await page.goto('/index');
  await page.getByTestId('site-header').getByTestId('header-register').click();
  const modal = page.getByTestId('modal-register');
  await modal.getByTestId('register-field-username').fill(username);
  await modal.getByTestId('register-field-password').fill(MEMBER_PASSWORD);
  await modal.getByTestId('register-field-confirmPassword').fill(MEMBER_PASSWORD);
  await modal.getByTestId('register-field-captcha').fill(await captchas('register-captcha-image'));
  await modal.getByTestId('register-submit').click();
  await expect(modal).toHaveCount(0);
  await expectSignedIn(page, username);
  return username;
}

/** Opens the member centre on Responsible gaming through its deep link, as the menu does. */
async function openResponsibleGaming(page: Page): Promise<Locator> {
  await page.goto('/?centre=responsibleGaming');
  const centrePage = page.getByTestId('centre-page-responsibleGaming');
  await expect(centrePage).toBeVisible();
  return centrePage;
}

/** "Clock moved": the member's login session started `minutes` ago, as far as the database knows. */
async function ageLoginSession(pool: pg.Pool, memberId: string, minutes: number): Promise<void> {
  await pool.query(
    `UPDATE member_session SET created_at = created_at - make_interval(mins => $2), reality_checked_at = NULL
     WHERE member_id = $1`,
    [memberId, minutes],
  );
}

test.describe('player protection, as a new member', () => {
  test('sets a deposit limit at the first deposit, is refused above it, sees a reality check while playing, self-excludes and cannot log in', async ({
    page,
    pool,
    captchas,
  }) => {
    test.slow();
    // The browser's clock runs normally until the test moves it to the reality check's time.
    await page.clock.install();
    const username = await registerNewMember(page, captchas);
    const row = await readMember(pool, username);
    const member: TTestMember = {
      id: row!.id,
      username,
      password: MEMBER_PASSWORD,
      merchantCode: DEMO_MERCHANT_CODE,
    };

    // First deposit: the site asks for a deposit limit before anything else.
    const deposit = await openWalletPage(page, 'depositv2');
    await expect(page.getByTestId('limit-prompt-amount')).toBeVisible();
    await page.getByTestId('limit-prompt-period').selectOption('day');
    await page.getByTestId('limit-prompt-amount').fill(DAILY_DEPOSIT_LIMIT);
    await page.getByTestId('limit-prompt-save').click();
    await expect(page.getByTestId('limit-prompt-amount')).toHaveCount(0);
    await expect(deposit.getByTestId('deposit-allowance')).toContainText('500.00');
    const { rows: limits } = await pool.query(
      'SELECT kind, period, amount_minor::text AS amount FROM protection_limit WHERE member_id = $1',
      [member.id],
    );
    expect(limits).toEqual([{ kind: 'deposit', period: 'day', amount: '50000' }]);

    // Above the limit: refused with what is left, and no deposit is created.
    await deposit.getByTestId('deposit-method-SANDBOX_BANK').click();
    await deposit.getByTestId('deposit-amount').fill(DEPOSIT_ABOVE_LIMIT);
    await deposit.getByTestId('deposit-submit').click();
    await expect(deposit.getByTestId('deposit-error')).toContainText('500.00');
    expect(await readDeposits(pool, member)).toEqual([]);

    // Within it: paid on the sandbox gateway and credited.
    await deposit.getByTestId('deposit-amount').fill(DEPOSIT_WITHIN_LIMIT);
    await deposit.getByTestId('deposit-submit').click();
    await expect(page).toHaveURL(/\/sandbox-psp\/pay\/sbx_[0-9a-f]{24}$/);
    await page.getByTestId('sandbox-pay').click();
    await expect(headerBalance(page)).toHaveText(/(^|\s)300\.00 VND$/);

    // Reality checks every 15 minutes, chosen on the responsible-gaming page.
    const protection = await openResponsibleGaming(page);
    await protection.getByTestId('protection-reality-check').selectOption(String(REALITY_CHECK_MINUTES));
    await protection.getByTestId('protection-session-save').click();
    await expect(protection.getByTestId('protection-session-saved')).toBeVisible();
    await expect(protection.getByTestId(`limit-deposit-day-remaining`)).toContainText('200.00');

    // Play: the bar shows the session's time and net position.
    const card = await openKirinGames(page);
    await card.getByTestId(`game-open-${KIRIN_SLOT}`).click();
    const spin = gameFrame(page).getByTestId('slot-spin');
    await expect(spin).toBeVisible({ timeout: GAME_LOAD_MS });
    await spin.click();
    await expect(page.getByTestId('play-bar')).toBeVisible();
    await expect(page.getByTestId('play-bar-elapsed')).toHaveText(/\d/);
    await expect
      .poll(
        async () => (await pool.query('SELECT 1 FROM bet_round WHERE member_id = $1', [member.id])).rowCount,
      )
      .toBeGreaterThan(0);

    // Fifteen minutes later (the database's clock moved; the browser's fast-forwarded to the due time).
    await ageLoginSession(pool, member.id, REALITY_CHECK_MINUTES + 1);
    await page.clock.fastForward(`${REALITY_CHECK_MINUTES + 1}:00`);
    const check = page.getByTestId('modal-realityCheck');
    await expect(check).toBeVisible();
    await expect(check.getByTestId('reality-check-elapsed')).toHaveText(/1[56]/);
    await expect(check.getByTestId('reality-check-staked')).not.toHaveText(/^0\.00/);
    await check.getByTestId('reality-check-continue').click();
    await expect(check).toHaveCount(0);
    const { rows: acknowledged } = await pool.query(
      'SELECT reality_checked_at FROM member_session WHERE member_id = $1',
      [member.id],
    );
    expect(acknowledged[0]?.reality_checked_at, 'the answer is kept on the session').not.toBeNull();
    // Back to the real time: the login's sealed body carries the browser's clock, which the server checks.
    await page.clock.setSystemTime(new Date());

    // Self-exclusion for six months: logged out at once, every session gone.
    const centre = await openResponsibleGaming(page);
    await centre.getByTestId('protection-self-exclusion-6m').click();
    await centre.getByTestId('protection-self-exclusion-start').click();
    await expect(page.getByTestId('break-facts')).toBeVisible();
    await page.getByTestId('break-password').fill(MEMBER_PASSWORD);
    await page.getByTestId('break-confirm').click();
    await expect(page.getByTestId('break-started-until')).toBeVisible();
    await expect(page.getByTestId('site-header').getByTestId('header-register')).toBeVisible();
    expect(await countSessions(pool, member.id)).toBe(0);
    const { rows: exclusions } = await pool.query(
      `SELECT kind, duration, until > now() + interval '5 months' AS is_long FROM member_exclusion WHERE member_id = $1`,
      [member.id],
    );
    expect(exclusions).toEqual([{ kind: 'self_exclusion', duration: '6m', is_long: true }]);

    // Login is refused with the date, and no session is opened; the balance can still be withdrawn.
    await page.goto('/index');
    await openLoginModal(page);
    await submitLogin(page, username, MEMBER_PASSWORD);
    const refusal = page.getByTestId('login-exclusion');
    await expect(refusal.getByTestId('login-exclusion-message')).toContainText(/20\d\d/);
    await expect(refusal.getByTestId('login-withdraw')).toBeVisible();
    expect(await countSessions(pool, member.id)).toBe(0);
  });

  test(
    'the responsible-gaming page fits a phone and a desktop',
    { tag: '@phone' },
    async ({ page, captchas }) => {
      // The pictures are in English, for the docs' readers; the checks hold in any language.
      if (IS_TAKING_SCREENSHOTS) await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
      await registerNewMember(page, captchas);
      const centre = await openResponsibleGaming(page);
      await expect(centre.getByTestId('limit-kind-deposit')).toBeVisible();
      await expect(centre.getByTestId('protection-time-out')).toBeVisible();
      await expectFitsWidths(page, 'the responsible-gaming page');
      if (IS_TAKING_SCREENSHOTS) {
        const width = page.viewportSize()?.width ?? 0;
        if (width < 600) await page.setViewportSize({ width: 360, height: 780 });
        // What the member sees on opening the page, then the take-a-break part scrolled into view.
        const name = `responsible-gaming-${width < 600 ? 'phone' : 'desktop'}`;
        const shot = { type: 'jpeg', quality: 70 } as const;
        await page.screenshot({ ...shot, path: path.join(SHOTS_DIR, `${name}.jpg`) });
        await centre.getByTestId('protection-break').scrollIntoViewIfNeeded();
        await page.screenshot({ ...shot, path: path.join(SHOTS_DIR, `${name}-break.jpg`) });
      }
    },
  );
});
