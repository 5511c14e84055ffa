import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { expectFailure } from '../../member/security-centre.factories.js';
import { makeLoggedInOperator } from '../../admin/admin.factories.js';

type TOp = Awaited<ReturnType<typeof makeLoggedInOperator>>;

// The content cache is on (as in production): every change must show on the site at once.
let t: TTestApp;
let merchant: { id: bigint; code: string };
let content: TOp;
let support: TOp;

beforeAll(async () => {
  t = await createTestApp({ CONFIG_CACHE_SECONDS: '300' });
  merchant = await makeMerchant(t.db);
  content = await makeLoggedInOperator(t.db, { role: 'content' });
  support = await makeLoggedInOperator(t.db, { role: 'support' });
});
afterAll(() => t.close());

const ops = (
  op: TOp | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  code = merchant.code,
) =>
  t.app.inject({
    method,
    url: `/ops/merchants/${code}${url}`,
    headers: op ? { 'x-operator-token': op.token } : {},
    ...(payload ? { payload } : {}),
  });
const site = (url: string) => t.app.inject({ method: 'GET', url, headers: { merchant: merchant.code } });
const announcements = async () =>
  (await site('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&language=TW')).json().value;
const auditRows = (action: string, target: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['operator_id', 'before', 'after'])
    .where('action', '=', action)
    .where('target', '=', target)
    .execute();

const HOSTILE_HTML =
  '<p>Hi</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
const expectHarmless = (html: string) => {
  expect(html).not.toMatch(/<script|onerror|javascript:/i);
  expect(html).toContain('<p>Hi</p>');
};
const newNotice = (over: Record<string, unknown> = {}) => ({
  type: 'PL',
  language: 'tw',
  title: 'Maintenance',
  html: '<p>Tonight</p>',
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  endsAt: null,
  ...over,
});

describe('notices', () => {
  it('creates a notice with its HTML sanitised in the database and in the answers; it lists at once', async () => {
    await announcements(); // fills the cache
    const res = await ops(content, 'POST', '/notices', newNotice({ html: HOSTILE_HTML, title: 'Hostile' }));
    expect(res.statusCode).toBe(200);
    const created = res.json().value;
    expect(created).toMatchObject({
      type: 'PL',
      language: 'TW',
      title: 'Hostile',
      isPopup: false,
      sortOrder: 0,
    });
    expectHarmless(created.html);
    const row = await t.db
      .selectFrom('notice')
      .select('html')
      .where('id', '=', BigInt(created.id))
      .executeTakeFirstOrThrow();
    expectHarmless(row.html);
    const listed = (await announcements()).player.find((n: { id: string }) => n.id === created.id);
    expectHarmless(listed.content);
    const audit = await auditRows('content.create', `notice:${created.id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.operator_id).toBe(content.id);
  });

  it('replaces and deletes a notice, audited, and the site follows each change at once', async () => {
    const { id } = (await ops(content, 'POST', '/notices', newNotice({ title: 'Before' }))).json().value;
    expect((await announcements()).player.map((n: { title: string }) => n.title)).toContain('Before');
    const put = await ops(content, 'PUT', `/notices/${id}`, newNotice({ title: 'After', type: 'PR' }));
    expect(put.json().value).toMatchObject({ id, title: 'After', type: 'PR' });
    const after = await announcements();
    expect(after.player.map((n: { id: string }) => n.id)).not.toContain(id);
    expect(after.promotion.map((n: { title: string }) => n.title)).toContain('After');
    const [update] = await auditRows('content.update', `notice:${id}`);
    expect(update?.before).toMatchObject({ title: 'Before' });
    expect(update?.after).toMatchObject({ title: 'After' });

    expect((await ops(content, 'DELETE', `/notices/${id}`)).json()).toEqual({ success: true, value: { id } });
    expect((await announcements()).promotion.map((n: { id: string }) => n.id)).not.toContain(id);
    expect(await auditRows('content.delete', `notice:${id}`)).toHaveLength(1);
    expectFailure(await ops(content, 'DELETE', `/notices/${id}`), 404, 'NOT_FOUND');
  });

  it('refuses bad input with the envelope and changes nothing', async () => {
    const count = async () =>
      (
        await t.db
          .selectFrom('notice')
          .select(t.db.fn.countAll<string>().as('n'))
          .where('merchant_id', '=', merchant.id)
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const bad = [
      newNotice({ type: 'B' }),
      newNotice({ title: '' }),
      newNotice({ startsAt: 'tomorrow' }),
      newNotice({ endsAt: new Date(Date.now() - 3_600_000).toISOString() }),
      newNotice({ linkUrl: 'javascript:alert(1)' }),
      newNotice({ imageUrl: 'data:text/html,<script>' }),
      newNotice({ language: 'english' }),
    ];
    for (const body of bad)
      expectFailure(await ops(content, 'POST', '/notices', body), 400, 'VALIDATION_FAILED');
    expectFailure(await ops(content, 'PUT', '/notices/abc', newNotice()), 400, 'VALIDATION_FAILED');
    expectFailure(await ops(content, 'PUT', '/notices/999999', newNotice()), 404, 'NOT_FOUND');
    expect(await count()).toBe(before);
  });

  it('lets owners and content editors read and write, refuses the other roles (area), and keeps merchants apart', async () => {
    expectFailure(await ops(null, 'GET', '/notices'), 401, 'OPERATOR_NOT_LOGGED_IN');
    expectFailure(await ops(support, 'GET', '/notices'), 403, 'FORBIDDEN');
    expectFailure(await ops(support, 'POST', '/notices', newNotice()), 403, 'FORBIDDEN');
    const other = await makeMerchant(t.db);
    const foreign = (await ops(content, 'POST', '/notices', newNotice(), other.code)).json().value;
    // The other merchant's notice cannot be changed through this merchant's address.
    expectFailure(await ops(content, 'PUT', `/notices/${foreign.id}`, newNotice()), 404, 'NOT_FOUND');
    expectFailure(await ops(content, 'DELETE', `/notices/${foreign.id}`), 404, 'NOT_FOUND');
    const mine = (await ops(content, 'GET', '/notices?language=TW')).json().value;
    expect(mine.map((n: { id: string }) => n.id)).not.toContain(foreign.id);
    const scoped = await makeLoggedInOperator(t.db, { role: 'content', merchants: [other.code] });
    expectFailure(await ops(scoped, 'POST', '/notices', newNotice()), 403, 'FORBIDDEN');
  });
});

describe('banners', () => {
  it('creates, lists, replaces and deletes banners; only http(s) or CDN paths are accepted', async () => {
    const body = {
      language: 'TW',
      title: 'Welcome',
      imageUrl: 'banners/welcome.svg',
      linkUrl: '/promotions',
      startsAt: new Date(Date.now() - 1000).toISOString(),
    };
    const created = (await ops(content, 'POST', '/banners', body)).json().value;
    expect(created).toMatchObject({
      title: 'Welcome',
      imageUrl: 'banners/welcome.svg',
      linkUrl: '/promotions',
      endsAt: null,
    });
    expect((await announcements()).banners).toContainEqual({
      id: created.id,
      title: 'Welcome',
      imageUrl: 'banners/welcome.svg',
      linkUrl: '/promotions',
    });
    const put = await ops(content, 'PUT', `/banners/${created.id}`, {
      ...body,
      imageUrl: 'https://cdn.example.com/b.png',
    });
    expect(put.json().value.imageUrl).toBe('https://cdn.example.com/b.png');
    expect((await announcements()).banners.find((b: { id: string }) => b.id === created.id).imageUrl).toBe(
      'https://cdn.example.com/b.png',
    );
    expectFailure(
      await ops(content, 'POST', '/banners', { ...body, imageUrl: 'javascript:alert(1)' }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await ops(content, 'POST', '/banners', { ...body, linkUrl: '//evil.example.com' }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await ops(content, 'DELETE', `/banners/${created.id}`)).statusCode).toBe(200);
    expect((await announcements()).banners.map((b: { id: string }) => b.id)).not.toContain(created.id);
    expect(await auditRows('content.delete', `banner:${created.id}`)).toHaveLength(1);
  });
});

describe('help centre', () => {
  it('manages categories and articles with sanitised HTML; the help centre follows at once', async () => {
    const help = async () => (await site('/wps/system/helpCenter?language=TW')).json().value.categories;
    await help();
    const category = (
      await ops(content, 'POST', '/help-categories', { language: 'TW', title: 'Payments' })
    ).json().value;
    const article = (
      await ops(content, 'POST', '/help-articles', {
        categoryId: category.id,
        title: 'Deposits',
        html: HOSTILE_HTML,
      })
    ).json().value;
    expectHarmless(article.html);
    const row = await t.db
      .selectFrom('help_article')
      .select('html')
      .where('id', '=', BigInt(article.id))
      .executeTakeFirstOrThrow();
    expectHarmless(row.html);
    const shown = (await help()).find((c: { id: string }) => c.id === category.id);
    expect(shown.articles).toHaveLength(1);
    expectHarmless(shown.articles[0].content);

    await ops(content, 'PUT', `/help-articles/${article.id}`, {
      categoryId: category.id,
      title: 'How to deposit',
      html: '<p>ok</p>',
    });
    expect((await help()).find((c: { id: string }) => c.id === category.id).articles[0].title).toBe(
      'How to deposit',
    );

    const other = await makeMerchant(t.db);
    const foreignCategory = (
      await ops(content, 'POST', '/help-categories', { language: 'TW', title: 'X' }, other.code)
    ).json().value;
    expectFailure(
      await ops(content, 'POST', '/help-articles', {
        categoryId: foreignCategory.id,
        title: 'Sneaky',
        html: '',
      }),
      400,
      'VALIDATION_FAILED',
    );

    expect((await ops(content, 'DELETE', `/help-categories/${category.id}`)).statusCode).toBe(200);
    expect((await help()).map((c: { id: string }) => c.id)).not.toContain(category.id);
    const orphan = await t.db
      .selectFrom('help_article')
      .select('id')
      .where('id', '=', BigInt(article.id))
      .executeTakeFirst();
    expect(orphan).toBeUndefined();
  });
});

describe('posts', () => {
  it('creates and edits news, blog and guide posts with sanitised HTML', async () => {
    const body = {
      kind: 'guide',
      language: 'TW',
      title: 'Install',
      html: HOSTILE_HTML,
      publishedAt: new Date(Date.now() - 1000).toISOString(),
    };
    await site('/wps/system/posts/guide');
    const post = (await ops(content, 'POST', '/posts', body)).json().value;
    expectHarmless(post.html);
    const listed = (await site('/wps/system/posts/guide')).json().value.list;
    expect(listed.map((p: { id: string }) => p.id)).toContain(post.id);
    expectHarmless(listed[0].content);
    expect(
      (await ops(content, 'PUT', `/posts/${post.id}`, { ...body, kind: 'news' })).json().value.kind,
    ).toBe('news');
    expect((await site('/wps/system/posts/guide')).json().value.list).toEqual([]);
    expectFailure(
      await ops(content, 'POST', '/posts', { ...body, kind: 'secret' }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await ops(content, 'GET', '/posts')).json().value.map((p: { id: string }) => p.id)).toContain(
      post.id,
    );
  });
});
