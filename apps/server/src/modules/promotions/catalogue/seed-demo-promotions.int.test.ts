import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { seedDemoContent } from '../../content/seed-demo-content.js';
import { DEMO_PROMOTIONS, seedDemoPromotions } from './seed-demo-promotions.js';

let t: TTestApp;
let demoId: bigint;

beforeAll(async () => {
  t = await createTestApp();
  demoId = (
    await t.db.selectFrom('merchant').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
  ).id;
  await t.db.deleteFrom('notice').where('merchant_id', '=', demoId).execute();
  await t.db.deleteFrom('banner').where('merchant_id', '=', demoId).execute();
  await seedDemoContent(t.db, demoId);
  await seedDemoPromotions(t.db, demoId);
  await seedDemoPromotions(t.db, demoId);
});
afterAll(() => t.close());

describe('demo promotions', () => {
  it('publishes every demo promotion once, in both languages', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/promotions?language=TW',
      headers: { merchant: 'demo' },
    });
    const value = res.json().value as {
      categories: { code: string; name: string }[];
      list: { code: string; title: string }[];
    };
    expect(value.list.map((p) => p.code)).toEqual(DEMO_PROMOTIONS.map((p) => p.code));
    expect(value.list[0]!.title).toBe('首存加贈 100%');
    expect(value.categories.map((c) => c.name)).toEqual(['存款優惠', '每日活動', '限時活動']);
  });

  it('links every promotional notice and banner to a published promotion, and promises no cashback', async () => {
    const notices = await t.db
      .selectFrom('notice')
      .select(['title', 'html', 'link_url', 'type'])
      .where('merchant_id', '=', demoId)
      .execute();
    const banners = await t.db
      .selectFrom('banner')
      .select(['title', 'link_url'])
      .where('merchant_id', '=', demoId)
      .execute();
    const links = [...notices.filter((n) => n.type === 'PR'), ...banners]
      .map((row) => row.link_url)
      .filter((link): link is string => link !== null && link.startsWith('/promo'));
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links) {
      expect(link).toMatch(/^\/promoDetail\?code=/);
      const code = link.split('code=')[1]!;
      const res = await t.app.inject({
        method: 'GET',
        url: `/wps/promotions/detail?code=${code}`,
        headers: { merchant: 'demo' },
      });
      expect(res.statusCode, link).toBe(200);
    }
    for (const notice of notices) expect(`${notice.title} ${notice.html}`).not.toMatch(/cashback|返水/i);
    expect(banners.some((b) => b.link_url === '/promotions')).toBe(false);
  });

  it('relinks the notices of an install seeded before the catalogue and removes the cashback promise', async () => {
    await t.db
      .insertInto('notice')
      .values({
        merchant_id: demoId,
        type: 'PR',
        language: 'EN',
        title: 'Daily lottery cashback',
        html: '<p>1%</p>',
        starts_at: new Date(),
        ends_at: null,
        link_url: '/promotions',
        image_url: null,
      })
      .execute();
    await t.db
      .updateTable('notice')
      .set({ link_url: '/promotions' })
      .where('title', '=', '100% first deposit bonus')
      .execute();
    await seedDemoPromotions(t.db, demoId);
    const rows = await t.db
      .selectFrom('notice')
      .select(['title', 'link_url'])
      .where('merchant_id', '=', demoId)
      .where('type', '=', 'PR')
      .execute();
    expect(rows.find((r) => r.title === 'Daily lottery cashback')).toBeUndefined();
    expect(rows.find((r) => r.title === '100% first deposit bonus')?.link_url).toBe(
      '/promoDetail?code=WELCOME100',
    );
  });
});
