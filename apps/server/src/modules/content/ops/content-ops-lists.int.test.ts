import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { expectFailure } from '../../member/security-centre.factories.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';

// What each operator list returns, in which order, for one language or all, and only the merchant's own rows.
let t: TTestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await makeLoggedInOperator(t.db, { role: 'content' })).token;
});
afterAll(() => t.close());

/** A fresh merchant per test, so its lists hold exactly what the test made. */
async function freshMerchant() {
  const { code } = await makeMerchant(t.db);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/ops/merchants/${code}${url}`,
      headers: { 'x-operator-token': token },
      ...(payload ? { payload } : {}),
    });
  const create = async (path: string, body: object): Promise<string> => {
    const response = await call('POST', path, body);
    expect(response.statusCode).toBe(200);
    return response.json().value.id;
  };
  const listIds = async (path: string): Promise<string[]> =>
    (await call('GET', path)).json().value.map((item: { id: string }) => item.id);
  return { code, call, create, listIds };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const notice = (language: string, sortOrder: number, startsAt: string) => ({
  type: 'PL',
  language,
  title: `${language} ${sortOrder}`,
  html: '<p>x</p>',
  startsAt,
  sortOrder,
});
const banner = (language: string, sortOrder: number) => ({
  language,
  imageUrl: 'banners/b.svg',
  startsAt: minutesAgo(1),
  sortOrder,
});
const post = (kind: string, language: string, publishedAt: string) => ({
  kind,
  language,
  title: kind,
  html: '<p>x</p>',
  publishedAt,
});

describe('operator content lists', () => {
  it('orders notices by language, sort order, then newest start; a language filter keeps that order', async () => {
    const m = await freshMerchant();
    const twLateOld = await m.create('/notices', notice('TW', 1, minutesAgo(60)));
    const twLateNew = await m.create('/notices', notice('TW', 1, minutesAgo(5)));
    const twFirst = await m.create('/notices', notice('TW', 0, minutesAgo(30)));
    const en = await m.create('/notices', notice('EN', 9, minutesAgo(30)));
    expect(await m.listIds('/notices')).toEqual([en, twFirst, twLateNew, twLateOld]);
    expect(await m.listIds('/notices?language=tw')).toEqual([twFirst, twLateNew, twLateOld]);
  });

  it('orders banners and help categories by language, sort order, then creation', async () => {
    const m = await freshMerchant();
    for (const path of ['/banners', '/help-categories']) {
      const body = (language: string, sortOrder: number) =>
        path === '/banners' ? banner(language, sortOrder) : { language, title: 'C', sortOrder };
      const twA = await m.create(path, body('TW', 0));
      const twB = await m.create(path, body('TW', 0));
      const twTop = await m.create(path, body('TW', -1));
      const en = await m.create(path, body('EN', 5));
      expect(await m.listIds(path)).toEqual([en, twTop, twA, twB]);
      expect(await m.listIds(`${path}?language=EN`)).toEqual([en]);
    }
  });

  it('orders posts by kind, then newest first', async () => {
    const m = await freshMerchant();
    const newsOld = await m.create('/posts', post('news', 'TW', minutesAgo(60)));
    const blog = await m.create('/posts', post('blog', 'TW', minutesAgo(1)));
    const newsNew = await m.create('/posts', post('news', 'TW', minutesAgo(2)));
    const guide = await m.create('/posts', post('guide', 'EN', minutesAgo(3)));
    expect(await m.listIds('/posts')).toEqual([blog, guide, newsNew, newsOld]);
    expect(await m.listIds('/posts?language=TW')).toEqual([blog, newsNew, newsOld]);
  });

  it("orders help articles by category and sort order, filtered by their category's language", async () => {
    const m = await freshMerchant();
    const tw = await m.create('/help-categories', { language: 'TW', title: 'TW' });
    const en = await m.create('/help-categories', { language: 'EN', title: 'EN' });
    const article = (categoryId: string, sortOrder: number) =>
      m.create('/help-articles', { categoryId, title: 'A', html: '', sortOrder });
    const twSecond = await article(tw, 2);
    const enOnly = await article(en, 0);
    const twFirst = await article(tw, 1);
    expect(await m.listIds('/help-articles')).toEqual([twFirst, twSecond, enOnly]);
    expect(await m.listIds('/help-articles?language=EN')).toEqual([enOnly]);
  });

  it("stamps updatedAt on a change and never lists, changes or deletes another merchant's rows", async () => {
    const mine = await freshMerchant();
    const theirs = await freshMerchant();
    const created = (await mine.call('POST', '/banners', banner('TW', 0))).json().value;
    await theirs.create('/banners', banner('TW', 0));
    expect(await mine.listIds('/banners')).toEqual([created.id]);

    const replaced = (await mine.call('PUT', `/banners/${created.id}`, banner('TW', 3))).json().value;
    expect(replaced).toMatchObject({ id: created.id, sortOrder: 3 });
    expect(Date.parse(replaced.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    expectFailure(await theirs.call('PUT', `/banners/${created.id}`, banner('EN', 0)), 404, 'NOT_FOUND');
    expectFailure(await theirs.call('DELETE', `/banners/${created.id}`), 404, 'NOT_FOUND');
    expect((await mine.call('GET', '/banners')).json().value).toEqual([replaced]);
  });
});
