import { expect, test } from '../fixtures/test.js';

const htmlLang = (page: import('@playwright/test').Page) => page.locator('html');

test.describe('language', () => {
  test('switching to EN changes the texts and <html lang>, and survives a reload', async ({ page }) => {
    await page.goto('/index');
    const switcher = page.getByTestId('language-switcher');
    await expect(switcher).toBeAttached();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'zh-TW');
    const login = page.getByTestId('header-login');
    const loginInChinese = (await login.innerText()).trim();

    await switcher.selectOption('EN');
    await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
    await expect(login).not.toHaveText(loginInChinese);
    await expect(login).toHaveText(/log\s*in|sign\s*in/i);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('EN');

    await page.reload();
    await expect(page.getByTestId('page-index')).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('header-login')).toHaveText(/log\s*in|sign\s*in/i);
    await expect(page.getByTestId('language-switcher')).toHaveValue('EN');
  });

  test('VI is fetched only when chosen, and stays after a reload', async ({ page, makeMerchant }) => {
    const merchant = await makeMerchant({ languages: ['TW', 'VI', 'EN'] });
    const localeChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/locale-[a-z]+[-.]/.test(request.url())) localeChunks.push(request.url());
    });
    await page.goto(`${merchant.baseURL}/index`);
    const switcher = page.getByTestId('language-switcher');
    await expect(switcher).toBeAttached();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'zh-TW');
    expect(localeChunks, 'TW needs no language chunk').toEqual([]);

    await switcher.selectOption('VI');
    await expect(htmlLang(page)).toHaveAttribute('lang', 'vi');
    await expect(page.getByTestId('header-login')).toHaveText('Đăng nhập');
    expect(localeChunks.every((url) => url.includes('/locale-vi'))).toBe(true);
    expect(localeChunks.length).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByTestId('page-index')).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'vi');
    await expect(page.getByTestId('header-login')).toHaveText('Đăng nhập');
    await expect(page.getByTestId('language-switcher')).toHaveValue('VI');
  });

  test('a first visit to a merchant whose default is VI is in Vietnamese', async ({ page, makeMerchant }) => {
    const merchant = await makeMerchant({ languages: ['VI', 'TW', 'EN'] });
    await page.goto(`${merchant.baseURL}/index`);
    await expect(page.getByTestId('page-index')).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'vi');
    await expect(page.getByTestId('header-login')).toHaveText('Đăng nhập');
    await expect(page.getByTestId('header-register')).toHaveText('Đăng ký');
    await expect(page.getByTestId('language-switcher')).toHaveValue('VI');
  });

  test('a merchant with one language shows no switcher', async ({ page, makeMerchant }) => {
    const merchant = await makeMerchant({ languages: ['EN'] });
    await page.goto(`${merchant.baseURL}/index`);
    await expect(page.getByTestId('page-index')).toBeVisible();
    await expect(page.getByTestId('side-menu')).toBeAttached();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('language-switcher')).toHaveCount(0);
  });
});
