import { expect, test } from '../fixtures/test.js';

// Public addresses the shipped GeoIP database places in Thailand and Vietnam; the server trusts X-Forwarded-For.
const THAILAND_IP = '203.113.0.1';
const VIETNAM_IP = '14.160.0.1';

test.describe('system status pages', () => {
  test('maintenance shows its page with a Contact Us that opens customer service', async ({
    page,
    makeMerchant,
  }) => {
    const merchant = await makeMerchant({ maintenance: true, languages: ['EN', 'TW'] });
    await page.goto(`${merchant.baseURL}/index`);
    const status = page.getByTestId('status-maintenance');
    await expect(status).toContainText('We are currently performing a system maintenance');
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByTestId('page-index')).toHaveCount(0);

    const popup = page.waitForEvent('popup');
    await status.getByTestId('contact-us').click();
    const service = await popup;
    // The default LIVECHAT entry is the built-in live chat; its path arrives encrypted (docs/customer-service.md).
    await service.waitForURL('**/livechat');
    expect(new URL(service.url()).host).toBe(new URL(merchant.baseURL).host);
  });

  test('the customer-service window opened from maintenance shows the live chat, not the maintenance page', async ({
    page,
    makeMerchant,
  }) => {
    const merchant = await makeMerchant({ maintenance: true, languages: ['EN', 'TW'] });
    await page.goto(`${merchant.baseURL}/index`);
    const popup = page.waitForEvent('popup');
    await page.getByTestId('contact-us').click();
    const service = await popup;
    await expect(service.getByTestId('page-livechat')).toBeVisible();
    await expect(service.getByTestId('status-maintenance')).toHaveCount(0);
  });

  test('an address no merchant owns shows the invalid domain page', async ({ page }) => {
    await page.goto(`http://nobody-${Date.now().toString(36)}.localhost:${process.env.KIRIN_PORT}/index`);
    await expect(page.getByTestId('status-invalid-domain')).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
  });

  test.describe('from Thailand', () => {
    test.use({ extraHTTPHeaders: { 'x-forwarded-for': THAILAND_IP } });

    test('a merchant blocking TH shows the IP restriction page with the address and country', async ({
      page,
      makeMerchant,
    }) => {
      const merchant = await makeMerchant({ blockedCountries: ['TH'] });
      await page.goto(`${merchant.baseURL}/index`);
      const status = page.getByTestId('status-restricted');
      await expect(status.getByTestId('status-ip')).toHaveText(THAILAND_IP);
      await expect(status.getByTestId('status-country')).toHaveText(/^(TH|Thailand)$/);
      await expect(page.getByTestId('page-index')).toHaveCount(0);
      const popup = page.waitForEvent('popup');
      await status.getByTestId('contact-us').click();
      await (await popup).waitForURL('**/livechat');
    });

    test('maintenance wins when both apply', async ({ page, makeMerchant }) => {
      const merchant = await makeMerchant({ maintenance: true, blockedCountries: ['TH'] });
      await page.goto(`${merchant.baseURL}/index`);
      await expect(page.getByTestId('status-maintenance')).toBeVisible();
      await expect(page.getByTestId('status-restricted')).toHaveCount(0);
    });
  });

  test.describe('from Vietnam', () => {
    test.use({ extraHTTPHeaders: { 'x-forwarded-for': VIETNAM_IP } });

    test('a merchant blocking only TH serves the site', async ({ page, makeMerchant }) => {
      const merchant = await makeMerchant({ blockedCountries: ['TH'] });
      await page.goto(`${merchant.baseURL}/index`);
      await expect(page.getByTestId('page-index')).toBeVisible();
      await expect(page.getByTestId('status-restricted')).toHaveCount(0);
    });
  });
});
