import { loginThroughModal } from '../fixtures/account-flows.js';
import { makeMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { makeFinanceOperator } from '../fixtures/operators.js';
import {
  fundMember,
  headerBalance,
  openWalletPage,
  PAYMENT_PASSWORD,
  readLedger,
  readWithdrawals,
  setPaymentPassword,
  setPayeeName,
} from '../fixtures/wallet.js';

const REAL_NAME = 'Nguyen Van An';

test.describe('wallet withdrawals', () => {
  test(
    'bind a bank account, withdraw, get paid by finance and confirm all received',
    { tag: '@phone' },
    async ({ page, pool }) => {
      const member = await makeMember(pool);
      const operator = await makeFinanceOperator(pool);
      await setPayeeName(pool, member, REAL_NAME);
      await setPaymentPassword(pool, member);
      await fundMember(operator, member, 500_000);

      await page.goto('/index');
      await loginThroughModal(page, member.username, member.password);
      await expect(headerBalance(page)).toHaveText(/(^|\s)5,000\.00 VND$/);

      const centre = await openWalletPage(page, 'withdraw');
      await expect(centre.getByTestId('withdraw-available')).toHaveText('5,000.00');
      await expect(centre.getByTestId('withdraw-list')).toBeVisible();
      // No account yet: the binding form, the account name fixed to the real name.
      const accountName = centre.getByTestId('bank-account-name');
      await expect(accountName).toHaveValue(REAL_NAME);
      await expect(accountName).not.toBeEditable();
      await expect(centre.getByTestId('withdraw-submit'), 'no request form before an account').toHaveCount(0);
      await centre.getByTestId('bank-name').fill('Vietcombank');
      await centre.getByTestId('bank-account-number').fill('0071 0012 3456');
      await centre.getByTestId('bank-branch').fill('Ha Noi');
      await centre.getByTestId('bank-bind-submit').click();

      const boundAccounts = centre.getByTestId('bank-accounts').locator('[data-testid^="bank-account-"]');
      await expect(boundAccounts).toHaveCount(1);
      await expect(boundAccounts).toContainText('Vietcombank');
      await expect(boundAccounts).toContainText(REAL_NAME);
      await expect(boundAccounts).toContainText('3456');
      await expect(boundAccounts, 'members see a masked number').not.toContainText('00710012');

      await centre.getByTestId('withdraw-amount').fill('1,500');
      await centre.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
      await centre.getByTestId('withdraw-submit').click();
      await expect(centre.getByTestId('withdraw-success')).toBeVisible();
      // The amount is held at once: no longer available.
      await expect(centre.getByTestId('withdraw-available')).toHaveText('3,500.00');
      await expect(headerBalance(page)).toHaveText(/(^|\s)3,500\.00 VND$/);

      const [requested] = await readWithdrawals(pool, member);
      expect(requested).toMatchObject({
        status: 'REQUESTED',
        amount_minor: '150000',
        hold_status: 'PENDING',
      });
      const id = requested!.id;
      const row = centre.getByTestId(`withdraw-row-${id}`);
      await expect(row).toContainText('1,500.00');
      await expect(centre.getByTestId(`withdraw-status-${id}`)).toHaveAttribute('data-status', 'REQUESTED');
      expect(await readLedger(pool, member)).toEqual({ MAIN: { balance: 500_000, held: 150_000 } });

      await operator.post(`/ops/merchants/demo/withdrawals/${id}/approve`, { reason: 'e2e: checked' });
      await operator.post(`/ops/merchants/demo/withdrawals/${id}/paid`, { reason: 'e2e: sent' });
      expect(await readLedger(pool, member), 'paid: the hold is posted').toEqual({
        MAIN: { balance: 350_000, held: 0 },
      });

      // Coming back, the member is asked at once whether the money arrived.
      await page.reload();
      const modal = page.getByTestId('modal-withdrawalConfirm');
      await expect(modal).toBeVisible();
      await expect(modal.getByTestId('confirm-amount')).toHaveText('1,500.00');
      await modal.getByTestId('confirm-all-received').click();
      await expect(modal).toHaveCount(0);

      const reopened = await openWalletPage(page, 'withdraw');
      await expect(reopened.getByTestId(`withdraw-status-${id}`)).toHaveAttribute('data-status', 'CONFIRMED');
      await expect(reopened.getByTestId(`withdraw-confirm-${id}`)).toHaveCount(0);
      await expect(reopened.getByTestId('withdraw-available')).toHaveText('3,500.00');
      await expect(page.getByTestId('modal-withdrawalConfirm'), 'not asked again').toHaveCount(0);

      const [confirmed] = await readWithdrawals(pool, member);
      expect(confirmed).toMatchObject({
        id,
        status: 'CONFIRMED',
        received_minor: '150000',
        hold_status: 'POSTED',
      });
      expect(await readLedger(pool, member)).toEqual({ MAIN: { balance: 350_000, held: 0 } });
    },
  );

  test('a small player whose whole balance is below the minimum withdraws all of it, on a phone', async ({
    page,
    pool,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const member = await makeMember(pool);
    const operator = await makeFinanceOperator(pool);
    await setPayeeName(pool, member, REAL_NAME);
    await setPaymentPassword(pool, member);
    // 30.00: below the demo's 50.00 withdrawal minimum (itself below its 100.00 deposit minimum).
    await fundMember(operator, member, 3_000);

    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);
    const centre = await openWalletPage(page, 'withdraw');
    await expect(centre.getByTestId('withdraw-limits')).toContainText('50.00 – 100,000.00');
    await centre.getByTestId('bank-name').fill('Vietcombank');
    await centre.getByTestId('bank-account-number').fill('0071 0098 7654');
    await centre.getByTestId('bank-bind-submit').click();

    await expect(centre.getByTestId('withdraw-whole-hint')).toContainText('30.00');
    await centre.getByTestId('withdraw-whole').click();
    await expect(centre.getByTestId('withdraw-amount')).toHaveValue('30.00');
    await centre.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
    await centre.getByTestId('withdraw-submit').click();
    await expect(centre.getByTestId('withdraw-success')).toBeVisible();

    const [requested] = await readWithdrawals(pool, member);
    expect(requested).toMatchObject({ status: 'REQUESTED', amount_minor: '3000', hold_status: 'PENDING' });
    // The new request is listed, marked, and brought into view below the form.
    const row = centre.getByTestId(`withdraw-row-${requested!.id}`);
    await expect(row).toHaveAttribute('data-new', 'true');
    await expect(row).toBeInViewport();
    expect(await readLedger(pool, member)).toEqual({ MAIN: { balance: 3_000, held: 3_000 } });
    const scrollsSideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(scrollsSideways, 'no sideways scroll at 360 px').toBe(false);
  });
});
