import {
  clippedHeaderItems,
  expectHeaderItem,
  expectHeaderItemReachable,
  revealHeaderItem,
} from '../fixtures/header.js';
import { expectNoSidewaysScroll } from '../fixtures/layout.js';
import { startAsStoredMember } from '../fixtures/session.js';
import { expect, test } from '../fixtures/test.js';

const CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT'] as const;

test.describe('header game items', { tag: '@phone' }, () => {
  test('show the categories that have a vendor, sports right after live', async ({ page, makeMerchant }) => {
    const merchant = await makeMerchant({
      vendors: [
        { vassalage: 'SPORTSBOOK', category: 'SPORTS' },
        { vassalage: 'SLOTCO', category: 'RNG' },
        { vassalage: 'LIVECO', category: 'LIVE' },
      ],
    });
    await page.goto(`${merchant.baseURL}/index`);
    const header = page.getByTestId('site-header');
    for (const category of ['RNG', 'LIVE', 'SPORTS']) {
      await expectHeaderItem(page, header.getByTestId(`header-game-${category}`));
    }
    for (const category of ['FISH', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT']) {
      await expect(header.getByTestId(`header-game-${category}`)).toHaveCount(0);
    }
    const order = await header
      .locator('[data-testid^="header-game-"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
    const live = order.indexOf('header-game-LIVE');
    expect(order[live + 1], `header items in order: ${order.join(', ')}`).toBe('header-game-SPORTS');
  });

  test('a game item leads to its category page', async ({ page, makeMerchant }) => {
    const merchant = await makeMerchant({ vendors: [{ vassalage: 'SLOTCO', category: 'RNG' }] });
    await page.goto(`${merchant.baseURL}/index`);
    const item = page.getByTestId('header-game-RNG');
    await revealHeaderItem(page, item);
    await item.click();
    await expect(page).toHaveURL(/\/rng(\?|$)/);
    await expect(page.getByTestId('page-rng').getByRole('tab', { name: 'SLOTCO' })).toBeVisible();
  });

  test('a merchant without vendors shows none', async ({ page, makeMerchant }) => {
    const merchant = await makeMerchant({ vendors: [] });
    const menus = page.waitForResponse((response) => response.url().includes('/lgw/games/game_menus'));
    await page.goto(`${merchant.baseURL}/index`);
    expect((await (await menus).json()) as unknown).toEqual({ success: true, value: { categories: [] } });
    // The home page says it has no games once the menus are in: the header has had them too.
    await expect(page.getByTestId('page-index').getByTestId('empty-state')).toBeVisible();
    const header = page.getByTestId('site-header');
    await expect(header).toBeVisible();
    for (const category of CATEGORIES)
      await expect(header.getByTestId(`header-game-${category}`)).toHaveCount(0);
  });
});

test.describe('header account area', { tag: '@phone' }, () => {
  test('a guest gets login and register, and no favourites', async ({ page }) => {
    await page.goto('/index');
    const header = page.getByTestId('site-header');
    await expect(header.getByTestId('header-login')).toBeVisible();
    await expect(header.getByTestId('header-register')).toBeVisible();
    await expectHeaderItem(page, header.locator('a[href="/hot"]'));
    await expect(header.locator('a[href="/fav"]')).toHaveCount(0);
    await expect(header.getByTestId('header-logout')).toHaveCount(0);
  });

  test('a member gets balance, username, logout and favourites instead', async ({ page }) => {
    await startAsStoredMember(page, 'player01');
    await page.goto('/index');
    const header = page.getByTestId('site-header');
    await expect(header.getByTestId('header-username')).toHaveText('player01');
    await expect(header.getByTestId('header-balance')).toBeVisible();
    await expect(header.getByTestId('header-logout')).toBeVisible();
    await expectHeaderItem(page, header.locator('a[href="/fav"]'));
    await expect(header.getByTestId('header-login')).toHaveCount(0);
    await expect(header.getByTestId('header-register')).toHaveCount(0);
  });
});

test.describe('header at common desktop widths', () => {
  test('a member reaches every game item, in the row or behind More, and nothing is cut', async ({
    page,
    makeMerchant,
  }) => {
    const merchant = await makeMerchant({
      vendors: CATEGORIES.map((category) => ({ vassalage: `V${category}`, category })),
    });
    await startAsStoredMember(page, 'player01');
    await page.goto(`${merchant.baseURL}/index`);
    const header = page.getByTestId('site-header');
    await expect(header.getByTestId('header-username')).toHaveText('player01');
    for (const width of [1024, 1280, 1366, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => clippedHeaderItems(page), { message: `cut items at ${width} px` }).toEqual([]);
      for (const category of CATEGORIES) {
        await expectHeaderItemReachable(page, header.getByTestId(`header-game-${category}`));
      }
      await expect(header.getByTestId('header-logout')).toBeInViewport({ ratio: 1 });
      await expectNoSidewaysScroll(page, `the header at ${width} px`);
    }
  });
});
