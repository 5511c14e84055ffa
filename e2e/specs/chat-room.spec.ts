import type { Page } from '@playwright/test';
import { makeUsername } from '../fixtures/accounts.js';
import { startAsStoredMember } from '../fixtures/session.js';
import { expect, test } from '../fixtures/test.js';

/** Opens the chat room from the right bar and waits until the member may send. */
async function openChatRoom(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/index`);
  await page.getByTestId('right-bar-chat-room').click();
  await expect(page.getByTestId('modal-chatRoom')).toBeVisible();
  await expect(page.getByTestId('chat-room-status')).toHaveCount(0);
}

async function say(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-room-input').fill(text);
  await expect(page.getByTestId('chat-room-send')).toBeEnabled();
  await page.getByTestId('chat-room-send').click();
  await expect(page.getByTestId('chat-room-input')).toHaveValue('');
}

test.describe('chat room', () => {
  test('two members in two browsers see each other’s messages live', async ({ browser, makeMerchant }) => {
    const merchant = await makeMerchant();
    const contexts = [await browser.newContext(), await browser.newContext()];
    try {
      const [alice, bob] = (await Promise.all(contexts.map((context) => context.newPage()))) as [Page, Page];
      await startAsStoredMember(alice, makeUsername('chata'));
      await startAsStoredMember(bob, makeUsername('chatb'));
      await openChatRoom(alice, merchant.baseURL);
      await openChatRoom(bob, merchant.baseURL);

      const fromAlice = 'hello from alice <img src=x onerror=alert(1)>';
      await say(alice, fromAlice);
      const bobsList = bob.getByTestId('chat-room-messages');
      await expect(bobsList.getByText(fromAlice)).toBeVisible();
      // Markup in a message is text: no image appeared in the list.
      await expect(bobsList.locator('img')).toHaveCount(0);

      await say(bob, 'hi alice, bob here');
      await expect(alice.getByTestId('chat-room-messages').getByText('hi alice, bob here')).toBeVisible();
      // Each message shows once for each member.
      for (const page of [alice, bob]) {
        await expect(page.getByTestId('chat-room-message')).toHaveCount(2);
        await expect(page.getByTestId('modal-chatRoom').locator('.modal__header')).not.toHaveCSS(
          'background-color',
          'rgba(0, 0, 0, 0)',
        );
      }
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});
