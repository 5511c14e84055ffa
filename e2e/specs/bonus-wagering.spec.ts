import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { loginThroughModal } from '../fixtures/account-flows.js';
import { DEMO_MERCHANT_CODE, makeMember, type TTestMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { loginByApi, type TLoginAnswer } from '../fixtures/api-login.js';
import { playRevealedSlotRound } from '../fixtures/inhouse-round.js';
import { expectNoSidewaysScroll, expectTouchTargets } from '../fixtures/layout.js';
import { demoBaseURL } from '../fixtures/merchants.js';
import { makeFinanceOperator, makeOperator } from '../fixtures/operators.js';
import {
  fundMember,
  headerBalance,
  PAYMENT_PASSWORD,
  readWithdrawals,
  setPaymentPassword,
  setPayeeName,
} from '../fixtures/wallet.js';

const REAL_NAME = 'Nguyen Van An';
/** 100.00 of bonus at 2×: 200.00 to bet before a withdrawal (slots count in full on the demo merchant). */
const BONUS_MINOR = 10_000;
const TARGET_MINOR = 20_000;
const SPIN_MINOR = 10_000;
/** The in-house slot takes one spin per 2.5 s per player (SLOT_MIN_SPIN_INTERVAL_MS). */
const SPIN_INTERVAL_MS = 2_600;
/** Enough spins to bet 200.00 even when some are ties (a tie counts nothing). */
const MAX_SPINS = 8;

/** The member's grants as the bonus-details call answers them (it counts settled rounds first). */
async function readGrants(login: TLoginAnswer) {
  const response = await fetch(new URL('/wps/member/bonus/grants', demoBaseURL()), {
    headers: {
      Merchant: DEMO_MERCHANT_CODE,
      Device: 'WEB',
      Authorization: login.token,
      Accept: 'application/json',
    },
  });
  const envelope = (await response.json()) as {
    value: { openWager: number | null; list: { status: string; turnoverDone: number }[] };
  };
  return envelope.value;
}

/** Binds a bank account in the member's real name through the member API, as the binding form does. */
async function bindBankAccount(login: TLoginAnswer) {
  const response = await fetch(new URL('/wps/member/bank-accounts', demoBaseURL()), {
    method: 'POST',
    headers: {
      Merchant: DEMO_MERCHANT_CODE,
      Device: 'WEB',
      Authorization: login.token,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ bankName: 'Vietcombank', accountName: REAL_NAME, accountNumber: '007100123456' }),
  });
  expect(((await response.json()) as { success: boolean }).success, 'the bank account is bound').toBe(true);
}

async function makeBonusPlayer(pool: pg.Pool): Promise<TTestMember> {
  const member = await makeMember(pool);
  await setPayeeName(pool, member, REAL_NAME);
  await setPaymentPassword(pool, member);
  return member;
}

test.describe('bonus money with wagering', () => {
  test('an operator grants a bonus; the player sees its progress, plays until met, then withdraws', async ({
    page,
    pool,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    const member = await makeBonusPlayer(pool);
    const operator = await makeFinanceOperator(pool);
    await fundMember(operator, member, 100_000);
    await operator.post(`/ops/merchants/${DEMO_MERCHANT_CODE}/bonus/grants`, {
      username: member.username,
      amount: BONUS_MINOR,
      wagerMultiple: '2',
      validDays: 7,
      reason: 'e2e: welcome bonus',
      requestId: `e2e-bonus-${randomBytes(6).toString('hex')}`,
    });
    const login = await loginByApi(DEMO_MERCHANT_CODE, member.username, member.password);
    await bindBankAccount(login);

    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);
    await page.goto('/?centre=bonusDetails');
    let centre = page.getByTestId('centre-page-bonusDetails');
    const card = centre.getByTestId('bonus-grant');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('bonus-grant-amount')).toHaveText('100.00');
    await expect(card.getByTestId('bonus-grant-status')).toHaveText('In progress');
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(centre.getByTestId('bonus-open-wager')).toContainText('bet 200.00 more before withdrawing');

    // The real withdrawal path refuses while the wager is open, and says how much is left.
    await page.goto('/?centre=withdraw');
    centre = page.getByTestId('centre-page-withdraw');
    await centre.getByTestId('withdraw-amount').fill('500');
    await centre.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
    await centre.getByTestId('withdraw-submit').click();
    await expect(centre.getByTestId('withdraw-wager-open')).toHaveText(
      'A bonus wager is still open: bet 200.00 more, then withdraw.',
    );
    expect(await readWithdrawals(pool, member)).toEqual([]);

    // Play the in-house slot (through the real vendor wallet) until the bets meet the turnover.
    let spins = 0;
    let grants = await readGrants(login);
    while (grants.openWager !== null && spins < MAX_SPINS) {
      if (spins > 0) await page.waitForTimeout(SPIN_INTERVAL_MS);
      await playRevealedSlotRound(pool, DEMO_MERCHANT_CODE, login, SPIN_MINOR);
      spins++;
      grants = await readGrants(login);
    }
    expect(grants.openWager, `the wager is met after ${spins} spins`).toBeNull();
    expect(grants.list[0]).toMatchObject({ status: 'COMPLETED', turnoverDone: TARGET_MINOR });

    await page.goto('/?centre=bonusDetails');
    centre = page.getByTestId('centre-page-bonusDetails');
    await expect(centre.getByTestId('bonus-grant-status')).toHaveText('Completed');
    await expect(centre.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(centre.getByTestId('bonus-open-wager')).toHaveCount(0);
    await expect(centre.getByTestId('bonus-forfeit')).toHaveCount(0);

    await page.goto('/?centre=withdraw');
    centre = page.getByTestId('centre-page-withdraw');
    await centre.getByTestId('withdraw-amount').fill('500');
    await centre.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
    await centre.getByTestId('withdraw-submit').click();
    await expect(centre.getByTestId('withdraw-success')).toBeVisible();
    const [requested] = await readWithdrawals(pool, member);
    expect(requested).toMatchObject({ status: 'REQUESTED', amount_minor: '50000', hold_status: 'PENDING' });
  });

  test('a new player deposits with a first-deposit bonus, sees its progress, plays until met, then withdraws', async ({
    page,
    pool,
  }) => {
    test.setTimeout(150_000);
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    // A first-deposit promotion of the operator's: 100 % up to 500.00, its bonus bet once before a withdrawal.
    const code = `E2EFIRST${randomBytes(4).toString('hex').toUpperCase()}`;
    const owner = await makeOperator(pool, 'owner');
    await owner.post(`/ops/merchants/${DEMO_MERCHANT_CODE}/promotions`, {
      code,
      category: null,
      status: 'PUBLISHED',
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: null,
      audience: {},
      rules: {
        kind: 'FIRST_DEPOSIT',
        percentBp: 10_000,
        capMinor: 50_000,
        minDepositMinor: 10_000,
        claimWindowHours: 24,
      },
      wagerMultiple: 1,
      wagerBase: 'BONUS',
      imageUrl: null,
      sortOrder: 99,
      contents: [
        {
          language: 'EN',
          title: `First deposit ${code}`,
          summary: '100 % up to 500',
          html: '<p>Bet it once.</p>',
          termsHtml: '<p>1x</p>',
        },
      ],
    });
    const member = await makeBonusPlayer(pool);
    const login = await loginByApi(DEMO_MERCHANT_CODE, member.username, member.password);
    await bindBankAccount(login);

    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);
    await page.goto(`/promoDetail?code=${code}`);
    const detail = page.getByTestId('promo-detail');
    await detail.getByTestId('promo-action-JOIN').click();
    await expect(detail.getByTestId('promo-status')).toHaveAttribute('data-status', 'JOINED');
    await detail.getByTestId('promo-deposit').click();
    let centre = page.getByTestId('centre-page-depositv2');
    await expect(centre.getByTestId('deposit-promotion').locator('option:checked')).toContainText(code);
    await centre.getByTestId('deposit-method-SANDBOX_BANK').click();
    await centre.getByTestId('deposit-amount').fill('200');
    await centre.getByTestId('deposit-submit').click();
    await expect(page).toHaveURL(/\/sandbox-psp\/pay\/sbx_[0-9a-f]{24}$/);
    await page.getByTestId('sandbox-pay').click();
    await expect(headerBalance(page)).toHaveText(/(^|\s)400\.00 VND$/);

    // The bonus is a grant under the promotion's wagering: 200.00 to bet.
    await page.goto('/?centre=bonusDetails');
    centre = page.getByTestId('centre-page-bonusDetails');
    const card = centre.getByTestId('bonus-grant');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('bonus-grant-amount')).toHaveText('200.00');
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(centre.getByTestId('bonus-open-wager')).toContainText('bet 200.00 more before withdrawing');

    let sawProgress = false;
    let spins = 0;
    let grants = await readGrants(login);
    while (grants.openWager !== null && spins < MAX_SPINS) {
      if (spins > 0) await page.waitForTimeout(SPIN_INTERVAL_MS);
      await playRevealedSlotRound(pool, DEMO_MERCHANT_CODE, login, SPIN_MINOR);
      spins++;
      grants = await readGrants(login);
      // Part of the turnover bet (a tie counts nothing): the page shows the progress, once.
      if (!sawProgress && grants.openWager !== null && (grants.list[0]?.turnoverDone ?? 0) > 0) {
        sawProgress = true;
        await page.goto('/?centre=bonusDetails');
        await expect(
          page.getByTestId('centre-page-bonusDetails').getByRole('progressbar'),
        ).not.toHaveAttribute('aria-valuenow', '0');
      }
    }
    expect(grants.openWager, `the wager is met after ${spins} spins`).toBeNull();

    await page.goto('/?centre=withdraw');
    centre = page.getByTestId('centre-page-withdraw');
    await centre.getByTestId('withdraw-amount').fill('100');
    await centre.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
    await centre.getByTestId('withdraw-submit').click();
    await expect(centre.getByTestId('withdraw-success')).toBeVisible();
    const [requested] = await readWithdrawals(pool, member);
    expect(requested).toMatchObject({ status: 'REQUESTED', amount_minor: '10000' });
  });

  test(
    'reward centre and bonus details fit a 360 px phone; claim a reward, then give it up',
    { tag: '@phone' },
    async ({ page, pool }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
      const member = await makeBonusPlayer(pool);
      // A reward another part of the product (a mission) offered: claimable for a day, 1× wagering.
      await pool.query(
        `INSERT INTO reward (merchant_id, member_id, currency, source, source_ref, title, amount_minor, wager_multiple,
         grant_valid_days, expires_at)
       SELECT m.merchant_id, m.id, 'VND', 'MISSION', 'e2e-day-1', $2::jsonb, 8800, 1, 7, now() + interval '1 day'
       FROM member m WHERE m.id = $1`,
        [member.id, JSON.stringify({ TW: '每日任務獎勵', EN: 'Daily mission reward' })],
      );

      await page.goto('/index');
      await loginThroughModal(page, member.username, member.password);
      await page.goto('/?centre=rewardCenter');
      let centre = page.getByTestId('centre-page-rewardCenter');
      const reward = centre.getByTestId('reward');
      await expect(reward).toHaveCount(1);
      await expect(reward).toContainText('88.00');
      await expectNoSidewaysScroll(page, 'rewardCenter');
      await expectTouchTargets(page, 'rewardCenter');
      await reward.getByTestId('reward-claim').click();
      await expect(centre.getByTestId('reward-claim-done')).toBeVisible();
      await expect(centre.getByTestId('reward')).toHaveCount(0);
      await centre.getByTestId('reward-tab-CLAIMED').click();
      await expect(centre.getByTestId('reward')).toHaveCount(1);
      await expectNoSidewaysScroll(page, 'rewardCenter claimed');

      await page.goto('/?centre=bonusDetails');
      centre = page.getByTestId('centre-page-bonusDetails');
      const card = centre.getByTestId('bonus-grant');
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('progressbar')).toBeVisible();
      await card.getByTestId('bonus-history-toggle').click();
      await expect(card.getByTestId('bonus-history-event')).toHaveCount(1);
      await expectNoSidewaysScroll(page, 'bonusDetails');
      await expectTouchTargets(page, 'bonusDetails');
      await card.getByTestId('bonus-forfeit').click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await expect(centre.getByTestId('bonus-forfeit-done')).toBeVisible();
      await expect(card.getByTestId('bonus-grant-status')).toHaveAttribute('data-status', 'FORFEITED');
      const { rows } = await pool.query<{ status: string; taken_back_minor: string }>(
        'SELECT status, taken_back_minor FROM bonus_grant WHERE member_id = $1',
        [member.id],
      );
      expect(rows).toEqual([{ status: 'FORFEITED', taken_back_minor: '8800' }]);
    },
  );
});
