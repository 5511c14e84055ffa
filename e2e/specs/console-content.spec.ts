import { makeConsoleOperator, signInToConsole, useConsoleInEnglish } from '../fixtures/console.js';
import { makeMerchant } from '../fixtures/merchants.js';
import { expect, test } from '../fixtures/test.js';

test.describe('console: content', () => {
  test('a content operator publishes a notice in the console and visitors see it on the site', async ({
    page,
    browser,
    pool,
  }) => {
    const merchant = await makeMerchant(pool);
    const editor = await makeConsoleOperator(pool, 'content');
    const consoleContext = await browser.newContext();
    const console = await consoleContext.newPage();
    await useConsoleInEnglish(console);
    await signInToConsole(console, editor);
    // A content operator has no money area: the menu does not offer it.
    await expect(console.getByRole('link', { name: 'Withdrawals' })).toHaveCount(0);

    await console.goto(`/console/${merchant.code}/content/notices`);
    await console.getByRole('link', { name: 'New notice' }).click();
    const form = console.getByRole('main');
    await form.getByLabel('Language').selectOption('TW');
    await form.getByLabel('Title').fill('Console notice: maintenance tonight');
    await form.getByRole('textbox', { name: 'Body' }).fill('The games rest from 02:00 to 03:00.');
    await form.getByRole('button', { name: 'Publish now' }).click();
    await expect(console.getByText('Live').first()).toBeVisible();
    await expect(
      console.getByRole('link', { name: 'Edit: Console notice: maintenance tonight' }),
    ).toBeVisible();

    await page.goto(`${merchant.baseURL}/noticePage`);
    const notices = page.getByTestId('page-noticePage');
    await expect(
      notices.getByTestId('notice-item').filter({ hasText: 'Console notice: maintenance tonight' }),
    ).toHaveCount(1);
    await notices.getByTestId('notice-item').filter({ hasText: 'Console notice' }).click();
    await expect(notices.getByTestId('notice-detail')).toContainText('The games rest from 02:00 to 03:00.');

    const { rows } = await pool.query<{ action: string; before: unknown; after: { title?: string } }>(
      `SELECT action, before, after FROM audit_log WHERE operator_id = $1 AND action LIKE 'content.%'`,
      [editor.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'content.create', before: null });
    expect(rows[0]!.after.title).toBe('Console notice: maintenance tonight');
    await consoleContext.close();
  });
});
