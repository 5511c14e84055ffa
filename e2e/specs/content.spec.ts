import { loginThroughModal } from '../fixtures/account-flows.js';
import { makeMember } from '../fixtures/accounts.js';
import { makeContentOperator } from '../fixtures/content.js';
import { makeMerchant } from '../fixtures/merchants.js';
import { expect, test } from '../fixtures/test.js';

const NOTICE_COUNT = 12;

// The merchants here are made without the `makeMerchant` fixture: operator changes leave audit rows, which
// the database keeps for good (append-only), so an audited merchant cannot be deleted after the test. The
// e2e database is thrown away with the run.
const startedAnHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

test.describe('content', () => {
  test.beforeEach(async ({ page }) => {
    // The marquee scrolls; with reduced motion it stands still, so a title can be clicked like a person would.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('home shows the banners and notices the operator published; the notice modal pages nine a page and opens on the chosen notice', async ({
    page,
    pool,
  }) => {
    const merchant = await makeMerchant(pool);
    const operator = await makeContentOperator(pool);
    for (const [index, name] of ['welcome', 'live', 'lottery'].entries())
      await operator.post(`/ops/merchants/${merchant.code}/banners`, {
        language: 'TW',
        title: `Banner ${name}`,
        imageUrl: `/banners/${name}.svg`,
        linkUrl: '/promotions',
        startsAt: startedAnHourAgo(),
        sortOrder: index,
      });
    for (let n = 1; n <= NOTICE_COUNT; n++)
      await operator.post(`/ops/merchants/${merchant.code}/notices`, {
        type: 'PL',
        language: 'TW',
        title: `Notice ${n}`,
        html: `<p>Body of notice ${n}</p><img src="x" onerror="window.hacked=1">`,
        startsAt: startedAnHourAgo(),
        sortOrder: n,
      });
    // Scheduled for tomorrow: not on the site yet.
    await operator.post(`/ops/merchants/${merchant.code}/notices`, {
      type: 'PL',
      language: 'TW',
      title: 'Tomorrow',
      html: '<p>later</p>',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });

    await page.goto(`${merchant.baseURL}/index`);
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel.getByTestId('banner-slide')).toHaveCount(3);
    await expect(carousel.getByRole('img', { name: 'Banner welcome' })).toBeVisible();
    await carousel.getByTestId('banner-dot').nth(2).click();
    await expect(carousel.getByRole('img', { name: 'Banner lottery' })).toBeVisible();

    const marquee = page.getByTestId('notice-marquee');
    await expect(marquee.getByTestId('marquee-notice')).toHaveCount(NOTICE_COUNT);
    await expect(marquee).not.toContainText('Tomorrow');

    await marquee.getByRole('button', { name: 'Notice 11', exact: true }).click();
    const modal = page.getByTestId('modal-notice');
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('notice-detail')).toContainText('Body of notice 11');
    await expect(modal.getByTestId('notice-item')).toHaveCount(NOTICE_COUNT - 9);
    await expect(modal.getByTestId('notice-pager-status')).toContainText('2');

    await modal.getByTestId('notice-pager-prev').click();
    await expect(modal.getByTestId('notice-item')).toHaveCount(9);
    await modal.getByTestId('notice-item').nth(2).click();
    await expect(modal.getByTestId('notice-detail')).toContainText('Body of notice 3');
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

    const cached = await page.evaluate(() => sessionStorage.getItem('index_notice'));
    expect(cached).toContain('Notice 12');
  });

  test('the notice page lists the notices nine a page', async ({ page, pool }) => {
    const merchant = await makeMerchant(pool);
    const operator = await makeContentOperator(pool);
    for (let n = 1; n <= 10; n++)
      await operator.post(`/ops/merchants/${merchant.code}/notices`, {
        type: 'PL',
        language: 'TW',
        title: `Item ${n}`,
        html: `<p>Text ${n}</p>`,
        startsAt: startedAnHourAgo(),
        sortOrder: n,
      });
    await page.goto(`${merchant.baseURL}/noticePage`);
    const notices = page.getByTestId('page-noticePage');
    await expect(notices.getByTestId('notice-item')).toHaveCount(9);
    await notices.getByTestId('notice-pager-next').click();
    await expect(notices.getByTestId('notice-item')).toHaveCount(1);
    await notices.getByTestId('notice-item').click();
    await expect(notices.getByTestId('notice-detail')).toContainText('Text 10');
  });

  test('a popup notice opens once after login, and not again for that member', async ({ page, pool }) => {
    const merchant = await makeMerchant(pool);
    const operator = await makeContentOperator(pool);
    const popup = (await operator.post(`/ops/merchants/${merchant.code}/notices`, {
      type: 'PU',
      language: 'TW',
      title: 'Welcome popup',
      html: '<p>Hello member</p>',
      startsAt: startedAnHourAgo(),
    })) as { id: string };
    const member = await makeMember(pool, { merchantCode: merchant.code });
    const announcementsLoaded = () =>
      page.waitForResponse((r) => r.url().includes('MCSFE_getListAnnouncements') && r.ok());

    const guestLoaded = announcementsLoaded();
    await page.goto(`${merchant.baseURL}/index`);
    await guestLoaded;
    await expect(page.getByTestId('modal-notice'), 'guests get no popup').toHaveCount(0);

    await loginThroughModal(page, member.username, member.password);
    const modal = page.getByTestId('modal-notice');
    await expect(modal.getByTestId('notice-detail')).toContainText('Hello member');
    await modal.getByTestId('modal-close').click();
    await expect
      .poll(async () => {
        const { rows } = await pool.query<{ notice_id: string }>(
          'SELECT notice_id FROM notice_popup_seen WHERE member_id = $1',
          [member.id],
        );
        return rows.map((r) => String(r.notice_id));
      })
      .toEqual([popup.id]);

    const memberLoaded = announcementsLoaded();
    await page.reload();
    await memberLoaded;
    await expect(page.getByTestId('site-header').getByTestId('header-username')).toHaveText(member.username);
    await expect(page.getByTestId('modal-notice')).toHaveCount(0);
  });
});
