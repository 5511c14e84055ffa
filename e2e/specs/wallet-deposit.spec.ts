import { loginThroughModal } from '../fixtures/account-flows.js';
import { makeMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { makeFinanceOperator } from '../fixtures/operators.js';
import { headerBalance, openWalletPage, PROOF_PNG, readDeposits, readLedger } from '../fixtures/wallet.js';

/** The header before any money: a lone "0.00", not the tail of a larger amount. */
const ZERO_BALANCE = /(^|\s)0\.00 VND$/;
/** A manual bank deposit is asked again every 4 s while it waits for review: give it two rounds. */
const REVIEW_POLL_TIMEOUT_MS = 10_000;
/** That wait comes on top of the flow itself. */
const REVIEW_TEST_TIMEOUT_MS = 40_000;

test.describe('wallet deposits', () => {
  test(
    'a sandbox gateway deposit is paid on the hosted page and credits the main wallet',
    { tag: '@phone' },
    async ({ page, pool }) => {
      const member = await makeMember(pool);
      await page.goto('/index');
      await loginThroughModal(page, member.username, member.password);
      await expect(headerBalance(page)).toHaveText(ZERO_BALANCE);

      const centre = await openWalletPage(page, 'depositv2');
      const method = centre.getByTestId('deposit-method-SANDBOX_BANK');
      await method.click();
      await expect(method).toHaveAttribute('aria-checked', 'true');
      await centre.getByTestId('deposit-amount').fill('1,234.56');
      await centre.getByTestId('deposit-submit').click();

      // The browser leaves the site for the PSP's hosted page.
      await expect(page).toHaveURL(/\/sandbox-psp\/pay\/sbx_[0-9a-f]{24}$/);
      await expect(page.locator('body')).toContainText('1,234.56 VND');
      const [created] = await readDeposits(pool, member);
      expect(created, 'the deposit waits for the gateway').toMatchObject({
        status: 'CREATED',
        amount_minor: '123456',
        method_code: 'SANDBOX_BANK',
      });
      await page.getByTestId('sandbox-pay').click();

      // Back on the site through the return link, which opens that deposit's status.
      const detail = page.getByTestId('deposit-detail');
      await expect(detail.getByTestId('deposit-status')).toHaveAttribute('data-status', 'CREDITED');
      await expect(detail).toContainText('1,234.56');
      await expect(page, 'the deep link leaves the address').toHaveURL(/\/index$/);
      await expect(headerBalance(page)).toHaveText(/(^|\s)1,234\.56 VND$/);
      await expect(page.getByTestId(`deposit-row-${created!.id}`)).toBeVisible();

      const [credited] = await readDeposits(pool, member);
      expect(credited).toMatchObject({ id: created!.id, status: 'CREDITED' });
      expect(credited!.ledger_transaction_id, 'credited through the ledger').not.toBeNull();
      expect(await readLedger(pool, member)).toEqual({ MAIN: { balance: 123456, held: 0 } });
    },
  );

  test('a payment failed on the hosted page leaves the deposit FAILED and nothing credited', async ({
    page,
    pool,
  }) => {
    const member = await makeMember(pool);
    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);

    const centre = await openWalletPage(page, 'depositv2');
    await centre.getByTestId('deposit-method-SANDBOX_BANK').click();
    await centre.getByTestId('deposit-amount').fill('100');
    await centre.getByTestId('deposit-submit').click();
    await expect(page).toHaveURL(/\/sandbox-psp\/pay\/sbx_[0-9a-f]{24}$/);
    await page.getByTestId('sandbox-fail').click();

    const detail = page.getByTestId('deposit-detail');
    await expect(detail.getByTestId('deposit-status')).toHaveAttribute('data-status', 'FAILED');
    await expect(detail.getByTestId('deposit-pay'), 'no way back to a failed order').toHaveCount(0);
    await expect(headerBalance(page)).toHaveText(ZERO_BALANCE);
    const [failed] = await readDeposits(pool, member);
    expect(failed).toMatchObject({ status: 'FAILED', amount_minor: '10000', ledger_transaction_id: null });
    expect(await readLedger(pool, member)).toEqual({});
  });

  test('a manual bank deposit with a proof image is credited once an operator approves it', async ({
    page,
    pool,
  }) => {
    test.setTimeout(REVIEW_TEST_TIMEOUT_MS);
    const member = await makeMember(pool);
    const operator = await makeFinanceOperator(pool);
    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);

    const centre = await openWalletPage(page, 'depositv2');
    const method = centre.getByTestId('deposit-method-BANK_TRANSFER');
    await method.click();
    await expect(method).toHaveAttribute('aria-checked', 'true');
    await centre.getByTestId('deposit-amount').fill('500');
    await centre.getByTestId('deposit-submit').click();

    const detail = centre.getByTestId('deposit-detail');
    const status = detail.getByTestId('deposit-status');
    await expect(status).toHaveAttribute('data-status', 'CREATED');
    await expect(detail.getByTestId('deposit-bank-details')).toContainText('DEMO BANK');
    await detail
      .getByTestId('deposit-proof-file')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PROOF_PNG });
    await detail.getByTestId('deposit-proof-submit').click();
    await expect(status).toHaveAttribute('data-status', 'PENDING_REVIEW');
    await expect(detail.getByTestId('deposit-proof-file'), 'no second proof once sent').toHaveCount(0);

    const [pending] = await readDeposits(pool, member);
    expect(pending).toMatchObject({
      status: 'PENDING_REVIEW',
      amount_minor: '50000',
      method_code: 'BANK_TRANSFER',
    });
    expect(pending!.proof_file_id, 'the proof is stored').not.toBeNull();
    expect(await readLedger(pool, member), 'nothing credited before the review').toEqual({});

    await operator.post(`/ops/merchants/demo/deposits/${pending!.id}/approve`, {
      reason: 'e2e: proof checked',
    });

    // The open detail asks again while the deposit is under review, and the header follows.
    await expect(status).toHaveAttribute('data-status', 'CREDITED', { timeout: REVIEW_POLL_TIMEOUT_MS });
    await expect(headerBalance(page)).toHaveText(/(^|\s)500\.00 VND$/);
    const [credited] = await readDeposits(pool, member);
    expect(credited).toMatchObject({ id: pending!.id, status: 'CREDITED' });
    expect(await readLedger(pool, member)).toEqual({ MAIN: { balance: 50000, held: 0 } });
  });
});
