import { loginThroughModal } from '../fixtures/account-flows.js';
import { makeMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { makeConsoleOperator, signInToConsole, useConsoleInEnglish } from '../fixtures/console.js';

test.describe('console: messages and service', () => {
  test('support answers feedback in the console and the member gets the answer as a message', async ({
    page,
    browser,
    pool,
  }) => {
    const member = await makeMember(pool);
    await page.goto('/index');
    await loginThroughModal(page, member.username, member.password);
    await page
      .getByTestId('modal-notice')
      .getByTestId('modal-close')
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    await page
      .getByTestId('side-menu')
      .getByRole('button', { name: /意見回饋|Feedback/ })
      .click();
    const modal = page.getByTestId('modal-feedback');
    await modal.getByTestId('feedback-type').selectOption('WITHDRAWAL');
    await modal.getByTestId('feedback-content').fill('Where is my withdrawal?');
    await modal.getByTestId('feedback-submit').click();
    await expect(modal.getByTestId('feedback-sent')).toBeVisible();
    await modal.getByTestId('modal-close').click();
    const { rows } = await pool.query<{ id: string }>(
      `SELECT f.id FROM feedback f JOIN member m ON m.id = f.member_id WHERE m.username = $1`,
      [member.username],
    );
    const feedbackId = rows[0]!.id;

    const support = await makeConsoleOperator(pool, 'support');
    const consoleContext = await browser.newContext();
    const console = await consoleContext.newPage();
    await useConsoleInEnglish(console);
    await signInToConsole(console, support);
    await console
      .getByRole('navigation', { name: 'Areas' })
      .getByRole('link', { name: 'Feedback inbox' })
      .click();
    await console.getByRole('button', { name: `Answer: ${member.username} #${feedbackId}` }).click();
    const dialog = console.getByRole('dialog');
    await expect(dialog).toContainText('Where is my withdrawal?');
    await dialog.getByLabel('Your answer').fill('It was paid at 10:00; please check again.');
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await expect(dialog).toContainText('Answer sent');
    await dialog.press('Escape');

    // The member's unread count rises and the answer is among the messages.
    await page.reload();
    await expect(page.getByTestId('header-unread-badge')).toHaveText('1');
    await page.getByTestId('header-messages').click();
    const centre = page.getByTestId('member-centre');
    await centre.getByTestId('message-item').first().getByRole('button').click();
    await expect(centre.getByTestId('message-content')).toHaveText(
      'It was paid at 10:00; please check again.',
    );

    const audit = await pool.query<{ before: { status: string }; after: { status: string; answer: string } }>(
      `SELECT before, after FROM audit_log WHERE operator_id = $1 AND action = 'feedback.answer'`,
      [support.id],
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ status: 'OPEN' }),
        after: expect.objectContaining({
          status: 'ANSWERED',
          answer: 'It was paid at 10:00; please check again.',
        }),
      }),
    ]);
    await consoleContext.close();
  });
});
