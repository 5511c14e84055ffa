import { randomBytes } from 'node:crypto';
import { loginThroughModal } from '../fixtures/account-flows.js';
import { makeMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { makeConsoleOperator, signInToConsole, useConsoleInEnglish } from '../fixtures/console.js';

test.describe('live chat', () => {
  test('a member’s message reaches the console’s live-chat desk and the answer comes back into the chat window', async ({
    page,
    pool,
    browser,
    makeMerchant,
  }) => {
    test.setTimeout(60_000);
    // A merchant of its own: the demo merchant's login popup notice would cover the right bar.
    const merchant = await makeMerchant({ languages: ['EN', 'TW'] });
    const member = await makeMember(pool, { merchantCode: merchant.code });
    await page.goto(`${merchant.baseURL}/index`);
    await loginThroughModal(page, member.username, member.password);

    // The right bar's customer service opens the built-in live chat (the default LIVECHAT entry) in its window.
    const popup = page.waitForEvent('popup');
    await page.getByTestId('right-bar-customer-service').click();
    const chat = await popup;
    await chat.waitForURL('**/livechat');
    await expect(chat.getByTestId('live-chat-status')).toHaveAttribute('class', /--open/);
    await expect(chat.getByTestId('live-chat-guest-form')).toHaveCount(0);
    const text = `Deposit missing <b>${randomBytes(3).toString('hex')}</b>`;
    await chat.getByTestId('live-chat-input').fill(text);
    await chat.getByTestId('live-chat-input').press('Enter');
    await expect(chat.getByTestId('live-chat-messages')).toContainText(text);

    // Support staff work the conversation from the console's live-chat desk, in another browser context.
    const supportContext = await browser.newContext();
    const desk = await supportContext.newPage();
    await useConsoleInEnglish(desk);
    await signInToConsole(desk, await makeConsoleOperator(pool, 'support'));
    await desk.goto(`/console/${merchant.code}/service/live-chat`);
    await expect(desk.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    const conversations = desk.getByRole('region', { name: 'Conversations' });
    await conversations.getByRole('button', { name: new RegExp(member.username) }).click();
    const thread = desk.getByRole('region', { name: `Conversation with ${member.username}` });
    // The member's markup is shown as text on the support side too.
    await expect(thread.getByRole('list', { name: 'Messages' })).toContainText(text);
    await expect(thread.locator('b')).toHaveCount(0);

    await thread.getByLabel('Answer').fill('We are checking your deposit now.');
    await thread.getByLabel('Answer').press('Enter');
    await expect(chat.getByTestId('live-chat-messages')).toContainText('We are checking your deposit now.');
    await expect(thread.getByRole('list', { name: 'Messages' })).toContainText(
      'We are checking your deposit now.',
    );

    const { rows } = await pool.query<{ sender: string; body: string }>(
      `SELECT m.sender, m.body FROM live_chat_message m JOIN live_chat_conversation c ON c.id = m.conversation_id
       JOIN member ON member.id = c.member_id WHERE member.username = $1 ORDER BY m.id`,
      [member.username],
    );
    expect(rows).toEqual([
      { sender: 'VISITOR', body: text },
      { sender: 'SUPPORT', body: 'We are checking your deposit now.' },
    ]);
    await supportContext.close();
    // The fixture deletes the merchant and its members afterwards; conversations reference both.
    await pool.query(
      'DELETE FROM live_chat_conversation WHERE merchant_id = (SELECT id FROM merchant WHERE code = $1)',
      [merchant.code],
    );
  });
});
