import { loginThroughModal } from '../fixtures/account-flows.js';
import { makeMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { makeFinanceOperator } from '../fixtures/operators.js';
import { fundMember, headerBalance, openWalletPage, readLedger } from '../fixtures/wallet.js';

/** The demo merchant's transfer-mode vendor: a wallet of its own beside the main one. */
const VENDOR_WALLET = 'TCG_SEA';

test.describe('wallet transfers', () => {
  test('moves money from the main wallet to a vendor wallet, the total unchanged', async ({ page, pool }) => {
    const member = await makeMember(pool);
    const operator = await makeFinanceOperator(pool);
    await fundMember(operator, member, 200_000);

    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);
    const centre = await openWalletPage(page, 'transferFund');
    const mainLine = centre.getByTestId('wallet-line-MAIN');
    const vendorLine = centre.getByTestId(`wallet-line-${VENDOR_WALLET}`);
    const sum = centre.getByTestId('wallet-sum');
    await expect(sum).toHaveText('2,000.00 VND');
    await expect(mainLine).toContainText('2,000.00');
    await expect(vendorLine).toContainText(/(^|\D)0\.00/);
    await expect(centre.getByTestId('wallet-line-PGSOFT'), 'a seamless vendor has no wallet').toHaveCount(0);

    await centre.getByTestId('transfer-from').selectOption('MAIN');
    await centre.getByTestId('transfer-to').selectOption(VENDOR_WALLET);
    await centre.getByTestId('transfer-amount').fill('750.25');
    await centre.getByTestId('transfer-submit').click();

    await expect(centre.getByTestId('transfer-success')).toBeVisible();
    await expect(mainLine).toContainText('1,249.75');
    await expect(vendorLine).toContainText('750.25');
    await expect(sum).toHaveText('2,000.00 VND');
    await expect(headerBalance(page)).toHaveText(/(^|\s)2,000\.00 VND$/);
    await expect(centre.getByTestId('transfer-amount'), 'the amount is cleared for the next one').toHaveValue(
      '',
    );

    expect(await readLedger(pool, member)).toEqual({
      MAIN: { balance: 124_975, held: 0 },
      [VENDOR_WALLET]: { balance: 75_025, held: 0 },
    });
  });
});
