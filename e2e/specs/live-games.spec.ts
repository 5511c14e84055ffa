import type { WebSocket } from '@playwright/test';
import { DEMO_MERCHANT_CODE, makeMember } from '../fixtures/accounts.js';
import { expect, test } from '../fixtures/accounts-test.js';
import { loginByApi } from '../fixtures/api-login.js';
import { launchInhouseGame } from '../fixtures/inhouse-round.js';

/** Resolves with the first `state` message the page's live feed receives. */
function firstStateFrame(socket: WebSocket): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as Record<string, unknown>;
      if (message.type === 'state') resolve(message);
    });
  });
}

test.describe('in-house live games', () => {
  test('the crash page follows the shared round over its WebSocket', async ({ page, pool }) => {
    const member = await makeMember(pool);
    const login = await loginByApi(DEMO_MERCHANT_CODE, member.username, member.password);
    const gameUrl = await launchInhouseGame(pool, DEMO_MERCHANT_CODE, login, 'KIRIN_CRASH');

    const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/inhouse/crash/ws'));
    await page.goto(gameUrl);
    const state = await firstStateFrame(await socket);
    expect(state.roundId).toMatch(/^C\d+$/);
    expect(state.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    await expect(page.getByTestId('crash-phase')).not.toBeEmpty();
  });

  test('the baccarat table counts down its round and seats the player', async ({ page, pool }) => {
    const member = await makeMember(pool);
    const login = await loginByApi(DEMO_MERCHANT_CODE, member.username, member.password);
    const gameUrl = await launchInhouseGame(pool, DEMO_MERCHANT_CODE, login, 'KIRIN_BACCARAT');

    const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/inhouse/baccarat/ws'));
    await page.goto(gameUrl);
    const state = await firstStateFrame(await socket);
    expect(state.roundId).toMatch(/^B\d+$/);
    await expect(page.getByTestId('baccarat-phase')).not.toBeEmpty();
    await expect(page.getByTestId('baccarat-seats')).toContainText(member.username.slice(0, 2));
  });
});
