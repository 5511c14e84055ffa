import { loginThroughModal } from '../fixtures/account-flows.js';
import { makeMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { makeConsoleOperator, signInToConsole, useConsoleInEnglish } from '../fixtures/console.js';
import { makeFinanceOperator } from '../fixtures/operators.js';
import {
  fundMember,
  openWalletPage,
  PAYMENT_PASSWORD,
  readLedger,
  readWithdrawals,
  setPaymentPassword,
  setPayeeName,
} from '../fixtures/wallet.js';

test.describe('console: money', () => {
  test('finance approves and pays in the console a withdrawal the member asked for on the site', async ({
    page,
    browser,
    pool,
  }) => {
    const member = await makeMember(pool);
    await setPayeeName(pool, member, 'Tran Thi Binh');
    await setPaymentPassword(pool, member);
    await fundMember(await makeFinanceOperator(pool), member, 400_000);

    // The member asks on the site.
    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);
    const centre = await openWalletPage(page, 'withdraw');
    await centre.getByTestId('bank-name').fill('Vietcombank');
    await centre.getByTestId('bank-account-number').fill('0071 0055 1234');
    await centre.getByTestId('bank-bind-submit').click();
    await centre.getByTestId('withdraw-amount').fill('1,200');
    await centre.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
    await centre.getByTestId('withdraw-submit').click();
    await expect(centre.getByTestId('withdraw-success')).toBeVisible();
    const [requested] = await readWithdrawals(pool, member);
    expect(requested).toMatchObject({ status: 'REQUESTED', amount_minor: '120000' });

    // Finance works the queue in the console, in another browser context (its own storage).
    const finance = await makeConsoleOperator(pool, 'finance');
    const consoleContext = await browser.newContext();
    const console = await consoleContext.newPage();
    await useConsoleInEnglish(console);
    await signInToConsole(console, finance);
    await console.getByRole('link', { name: 'Withdrawals' }).click();
    await console.getByLabel('Status').selectOption('REQUESTED');
    await console.getByRole('button', { name: 'Apply' }).click();
    const label = `${member.username} · 1,200.00`;
    await console.getByRole('button', { name: `Approve: ${label}` }).click();
    const approve = console.getByRole('dialog');
    await expect(approve).toContainText('0071 0055 1234'.replaceAll(' ', ''));
    await approve.getByLabel(/Note/).fill('e2e: account checked');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(approve).toBeHidden();

    await console.getByLabel('Status').selectOption('APPROVED');
    await console.getByRole('button', { name: 'Apply' }).click();
    await console.getByRole('button', { name: `Mark paid: ${label}` }).click();
    await console.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
    await expect(console.getByRole('dialog')).toBeHidden();

    const [paid] = await readWithdrawals(pool, member);
    expect(paid).toMatchObject({ id: requested!.id, status: 'PAID', hold_status: 'POSTED' });
    expect(await readLedger(pool, member)).toEqual({ MAIN: { balance: 280_000, held: 0 } });
    // Both changes are in the audit log under this operator, with the state before and after.
    const { rows } = await pool.query<{
      action: string;
      before: { status?: string };
      after: { status?: string };
    }>(`SELECT action, before, after FROM audit_log WHERE operator_id = $1 ORDER BY id`, [finance.id]);
    const changes = rows.filter((row) => row.action.startsWith('withdrawal.'));
    expect(changes.map((row) => [row.before?.status, row.after?.status])).toEqual([
      ['REQUESTED', 'APPROVED'],
      ['APPROVED', 'PAID'],
    ]);
    await consoleContext.close();
  });

  test('an adjustment above the limit waits for a second operator, who approves it in the console', async ({
    browser,
    pool,
  }) => {
    const member = await makeMember(pool);
    const requester = await makeConsoleOperator(pool, 'finance');
    const approver = await makeConsoleOperator(pool, 'finance');
    const first = await (await browser.newContext()).newPage();
    await useConsoleInEnglish(first);
    await signInToConsole(first, requester);
    await first.getByRole('link', { name: 'Adjustments' }).click();
    await first.getByRole('button', { name: 'New adjustment' }).click();
    const form = first.getByRole('dialog');
    await form.getByLabel('Member username').fill(member.username);
    // 150,000.00: above the demo merchant's 100,000.00 single-adjustment limit.
    await form.getByLabel('Amount').fill('150000');
    await form.getByLabel('Reason').fill('e2e: jackpot paid by hand');
    await form.getByRole('button', { name: 'Adjust' }).click();
    await expect(first.getByText(/awaits a second operator's approval/)).toBeVisible();

    const label = `${member.username} · 150,000.00`;
    // Its requester may not approve it: the server refuses and the console says why.
    await first.getByRole('button', { name: `Approve: ${label}` }).click();
    const ownApproval = first.getByRole('dialog');
    await ownApproval.getByRole('button', { name: 'Approve' }).click();
    await expect(ownApproval.getByRole('alert')).toBeVisible();
    expect(await readLedger(pool, member)).toEqual({});

    const second = await (await browser.newContext()).newPage();
    await useConsoleInEnglish(second);
    await signInToConsole(second, approver);
    await second.getByRole('link', { name: 'Adjustments' }).click();
    await second.getByRole('button', { name: `Approve: ${label}` }).click();
    await second.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(second.getByRole('dialog')).toBeHidden();
    expect(await readLedger(pool, member)).toEqual({ MAIN: { balance: 15_000_000, held: 0 } });

    const { rows } = await pool.query<{
      operator_id: string;
      action: string;
      before: unknown;
      after: unknown;
    }>(
      `SELECT operator_id, action, before, after FROM audit_log
        WHERE operator_id IN ($1, $2) AND action LIKE 'adjustment.%' ORDER BY id`,
      [requester.id, approver.id],
    );
    expect(rows.map((row) => [row.operator_id, row.action])).toEqual([
      [requester.id, 'adjustment.request'],
      [approver.id, 'adjustment.approve'],
    ]);
    expect(rows[1]!.before).toMatchObject({ status: 'PENDING_APPROVAL' });
    expect(rows[1]!.after).toMatchObject({ status: 'APPLIED' });
  });
});
