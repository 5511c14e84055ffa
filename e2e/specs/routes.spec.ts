import { expect, test } from '../fixtures/test.js';
import { expectFitsWidths, expectLayout } from '../fixtures/layout.js';
import { ROUTES } from '../fixtures/routes.js';
import { startAsStoredMember } from '../fixtures/session.js';

test.describe('routes and layouts', { tag: '@phone' }, () => {
  for (const route of ROUTES) {
    test(`${route.path} shows ${route.routeName} with the ${route.layout} layout`, async ({ page }) => {
      await page.goto(route.path);
      await expectLayout(page, route.routeName, route.layout);
      expect(new URL(page.url()).pathname).toBe(route.finalPath ?? route.path);
      await expectFitsWidths(page, route.path);
    });
  }

  test('/ redirects to /index', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/index$/);
    await expectLayout(page, 'index', 'full');
  });

  for (const path of ['/register', '/register.html']) {
    test(`${path} shows home with the register modal`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('page-index')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveAttribute('data-testid', 'modal-register');
      expect(new URL(page.url()).pathname).toBe(path);
      await expectFitsWidths(page, `${path} with the register modal`);
    });
  }

  test('a page returned to with Back is where it was left; a page entered anew starts at the top', async ({
    page,
  }) => {
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.goto('/index');
    await expect(page.getByTestId('page-index')).toBeVisible();
    // Part way down, well above the bottom: on return the page is drawn before its images, shorter for a moment,
    // and a position near the bottom would be cut to its height (as with React Router's ScrollRestoration).
    const left = 400;
    await page.evaluate((y) => window.scrollTo(0, y), left);
    await expect.poll(scrollY).toBe(left);

    // A link followed from there (a dispatched click: Playwright's own click would scroll to the link first).
    await page.getByTestId('site-footer').getByRole('link').first().dispatchEvent('click');
    await expect(page.getByTestId('page-index')).toHaveCount(0);
    await expect.poll(scrollY).toBe(0);

    await page.goBack();
    await expect(page.getByTestId('page-index')).toBeVisible();
    await expect.poll(scrollY).toBe(left);

    await page.goForward();
    await expect(page.getByTestId('page-index')).toHaveCount(0);
    await expect.poll(scrollY).toBe(0);
  });

  test('/login shows the login modal', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('dialog')).toHaveAttribute('data-testid', 'modal-login');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expectFitsWidths(page, 'the login modal');
  });

  test('the member centre and its wide pages fit the window', async ({ page }) => {
    await startAsStoredMember(page, 'player01');
    await page.goto('/index');
    await page.getByTestId('header-username').click();
    const centre = page.getByTestId('member-centre');
    for (const centrePage of ['securityCenter', 'depositv2', 'personalHistoryCopy', 'transactionHistory']) {
      await centre.getByTestId(`centre-menu-${centrePage}`).click();
      await expect(centre.getByTestId(`centre-page-${centrePage}`)).toBeVisible();
      await expectFitsWidths(page, `member centre ${centrePage}`);
    }
  });

  test('/lottery keeps gameCode and playType and shows them', async ({ page }) => {
    await page.goto('/lottery?gameCode=VNHN&playType=LO2');
    await expectLayout(page, 'lottery', 'headerOnly');
    const query = new URL(page.url()).searchParams;
    expect(query.get('gameCode')).toBe('VNHN');
    expect(query.get('playType')).toBe('LO2');
    // Players read names; the codes of the query stay on the elements (an unknown game shows its code as name).
    const content = page.getByTestId('page-lottery');
    await expect(content.getByTestId('lottery-game-code')).toHaveAttribute('data-game-code', 'VNHN');
    await expect(content.getByTestId('lottery-play-type')).toHaveAttribute('data-play-type', 'LO2');
  });

  test('/rng?page= keeps the page and selects that vendor tab', async ({ page, makeMerchant }) => {
    const merchant = await makeMerchant({
      vendors: [
        { vassalage: 'ALPHA', category: 'RNG' },
        { vassalage: 'BETA', category: 'RNG' },
      ],
    });
    await page.goto(`${merchant.baseURL}/rng?page=BETA`);
    const content = page.getByTestId('page-rng');
    await expect(content.getByRole('tab', { name: 'BETA' })).toHaveAttribute('aria-selected', 'true');
    await expect(content.getByRole('tab', { name: 'ALPHA' })).toHaveAttribute('aria-selected', 'false');
    expect(new URL(page.url()).searchParams.get('page')).toBe('BETA');
  });

  test('/lottert keeps its query on the way to /lottery', async ({ page }) => {
    await page.goto('/lottert?gameCode=VNHN&playType=LO2');
    await expect(page).toHaveURL(/\/lottery\?gameCode=VNHN&playType=LO2$/);
    await expect(page.getByTestId('page-lottery')).toContainText('VNHN');
  });

  test('an unknown path shows the not-found page, however deep', async ({ page }) => {
    for (const path of ['/no-such-page', '/no/such/page']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expectLayout(page, 'not-found', 'full');
      await expect(page.getByTestId('page-index')).toHaveCount(0);
    }
  });

  test('a reload on a deep route still serves the site (history routing)', async ({ page }) => {
    await page.goto('/index');
    await page.getByTestId('site-header').waitFor();
    await page.goto('/vip');
    await expect(page.getByTestId('page-vip')).toBeVisible();
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    expect(reloaded?.headers()['content-type']).toContain('text/html');
    await expectLayout(page, 'vip', 'full');
    await expect(page).toHaveURL(/\/vip$/);
  });
});
