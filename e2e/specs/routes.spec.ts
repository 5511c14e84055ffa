import { expect, test } from '../fixtures/test.js';
import { expectLayout, type TLayout } from '../fixtures/layout.js';

/** Spec section 2: each path, the route content it shows and the frame around it. */
const ROUTES: Array<{ path: string; routeName: string; layout: TLayout; finalPath?: string }> = [
  { path: '/index', routeName: 'index', layout: 'full' },
  { path: '/noticePage', routeName: 'noticePage', layout: 'full' },
  { path: '/vip', routeName: 'vip', layout: 'full' },
  { path: '/elott', routeName: 'elott', layout: 'full' },
  { path: '/rng', routeName: 'rng', layout: 'full' },
  { path: '/live', routeName: 'live', layout: 'full' },
  { path: '/fish', routeName: 'fish', layout: 'full' },
  { path: '/pvp', routeName: 'pvp', layout: 'full' },
  { path: '/sports', routeName: 'sports', layout: 'full' },
  { path: '/hot', routeName: 'hot', layout: 'full' },
  { path: '/fav', routeName: 'fav', layout: 'full' },
  { path: '/promotions', routeName: 'promotions', layout: 'full' },
  { path: '/promoDetail', routeName: 'promoDetail', layout: 'full' },
  { path: '/help', routeName: 'help', layout: 'full' },
  { path: '/down', routeName: 'down', layout: 'full' },
  { path: '/join', routeName: 'join', layout: 'full' },
  { path: '/pointMall', routeName: 'pointMall', layout: 'headerFooter' },
  { path: '/lottery', routeName: 'lottery', layout: 'headerOnly' },
  { path: '/vnlottery', routeName: 'vnlottery', layout: 'headerOnly' },
  { path: '/seaLottery', routeName: 'seaLottery', layout: 'headerOnly' },
  { path: '/seamless', routeName: 'seamless', layout: 'headerOnly' },
  { path: '/game', routeName: 'game', layout: 'headerOnly' },
  { path: '/helpmc', routeName: 'helpmc', layout: 'bare' },
  // Named in the spec without their content: they show the screen they stand for.
  { path: '/lottert', routeName: 'lottery', layout: 'headerOnly', finalPath: '/lottery' },
  { path: '/sealottery', routeName: 'seaLottery', layout: 'headerOnly', finalPath: '/seaLottery' },
  { path: '/download', routeName: 'down', layout: 'full' },
];

test.describe('routes and layouts', () => {
  for (const route of ROUTES) {
    test(`${route.path} shows ${route.routeName} with the ${route.layout} layout`, async ({ page }) => {
      await page.goto(route.path);
      await expectLayout(page, route.routeName, route.layout);
      expect(new URL(page.url()).pathname).toBe(route.finalPath ?? route.path);
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
    });
  }

  test('/login shows the login modal', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('dialog')).toHaveAttribute('data-testid', 'modal-login');
    await expect(page.getByTestId('site-header')).toBeVisible();
  });

  test('/lottery keeps gameCode and playType and shows them', async ({ page }) => {
    await page.goto('/lottery?gameCode=VNHN&playType=LO2');
    await expectLayout(page, 'lottery', 'headerOnly');
    const query = new URL(page.url()).searchParams;
    expect(query.get('gameCode')).toBe('VNHN');
    expect(query.get('playType')).toBe('LO2');
    const content = page.getByTestId('page-lottery');
    await expect(content).toContainText('VNHN');
    await expect(content).toContainText('LO2');
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
