import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { loginThroughModal } from '../fixtures/account-flows.js';
import { makeMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { sealedOperatorTotpSecret } from '../fixtures/operators.js';

/**
 * A support operator with a live session, made in the database like fixtures/operators.ts does for finance
 * (the operator login needs a TOTP code, which is not what this spec is about).
 */
async function makeSupportOperatorToken(pool: pg.Pool): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO operator (username, password_hash, role, totp_secret)
     VALUES ($1, 'not-used-by-e2e', 'support', $2) RETURNING id`,
    [`sup${randomBytes(5).toString('hex')}`, await sealedOperatorTotpSecret()],
  );
  await pool.query(
    `INSERT INTO operator_session (token_hash, operator_id, expires_at) VALUES ($1, $2, now() + interval '2 hours')`,
    [createHash('sha256').update(token).digest(), rows[0]!.id],
  );
  return token;
}

test.describe('live chat', () => {
  test('a member’s message reaches the support page and the answer comes back into the chat window', async ({
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

    // Support staff sign in to the support page with an operator token in another browser context.
    const supportContext = await browser.newContext();
    const desk = await supportContext.newPage();
    await desk.goto('/ops/support/');
    await desk.getByTestId('support-token').fill(await makeSupportOperatorToken(pool));
    await desk.getByTestId('support-token-submit').click();
    await expect(desk.getByTestId('support-connection')).toHaveText('live');
    const conversation = desk.getByTestId('support-conversations').getByText(member.username);
    await expect(conversation).toBeVisible();
    await conversation.click();
    // The member's markup is shown as text on the support side too.
    await expect(desk.getByTestId('support-messages')).toContainText(text);
    await expect(desk.getByTestId('support-messages').locator('b')).toHaveCount(0);

    await desk.getByTestId('support-answer').fill('We are checking your deposit now.');
    await desk.getByTestId('support-answer').press('Enter');
    await expect(chat.getByTestId('live-chat-messages')).toContainText('We are checking your deposit now.');
    await expect(desk.getByTestId('support-messages')).toContainText('We are checking your deposit now.');

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
