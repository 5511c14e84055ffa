import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../test/factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { expectFailure, headersOf, makeLoggedInMember } from '../member/security-centre.factories.js';
import { hoursFromNow, makeNotice } from './content.factories.js';
import { seedDemoContent } from './seed-demo-content.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B';
const read = (merchantCode: string, url = ANNOUNCEMENTS, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { merchant: merchantCode, ...headers } });
const titles = (list: { title: string }[]) => list.map((n) => n.title);

describe('MCSFE_getListAnnouncements', () => {
  it('lists only what is live now: future and expired notices and banners stay hidden', async () => {
    const m = await makeMerchant(t.db);
    await makeNotice(t.db, m.id, { title: 'live' });
    await makeNotice(t.db, m.id, { title: 'ends later', endsAt: hoursFromNow(2) });
    await makeNotice(t.db, m.id, { title: 'future', startsAt: hoursFromNow(1) });
    await makeNotice(t.db, m.id, { title: 'expired', startsAt: hoursFromNow(-3), endsAt: hoursFromNow(-1) });
    await t.db
      .insertInto('banner')
      .values([
        {
          merchant_id: m.id,
          language: 'TW',
          title: 'on',
          image_url: '/b/on.svg',
          link_url: null,
          starts_at: hoursFromNow(-1),
          ends_at: null,
        },
        {
          merchant_id: m.id,
          language: 'TW',
          title: 'later',
          image_url: '/b/x.svg',
          link_url: null,
          starts_at: hoursFromNow(1),
          ends_at: null,
        },
      ])
      .execute();
    const res = await read(m.code);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(titles(value.player).sort()).toEqual(['ends later', 'live']);
    expect(value.banners).toEqual([
      { id: expect.any(String), title: 'on', imageUrl: '/b/on.svg', linkUrl: null },
    ]);
    expect(value.player[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      title: expect.any(String),
      content: '<p>text</p>',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      imageUrl: null,
      linkUrl: null,
    });
  });

  it('sorts notices into player, popup and promotion, and fills only the asked types', async () => {
    const m = await makeMerchant(t.db);
    await makeNotice(t.db, m.id, { type: 'PL', title: 'player' });
    await makeNotice(t.db, m.id, { type: 'PL', title: 'player popup', isPopup: true });
    await makeNotice(t.db, m.id, { type: 'PU', title: 'popup' });
    await makeNotice(t.db, m.id, { type: 'PR', title: 'promo' });
    const all = (await read(m.code)).json().value;
    expect(titles(all.player).sort()).toEqual(['player', 'player popup']);
    expect(titles(all.popup).sort()).toEqual(['player popup', 'popup']);
    expect(titles(all.promotion)).toEqual(['promo']);
    const onlyPromo = (await read(m.code, '/wps/relay/MCSFE_getListAnnouncements?types=PR')).json().value;
    expect(onlyPromo).toMatchObject({ player: [], popup: [], banners: [] });
    expect(titles(onlyPromo.promotion)).toEqual(['promo']);
  });

  it('answers in the asked language, else in the merchant default language', async () => {
    const m = await makeMerchant(t.db, { brand: { defaultLanguage: 'TW' } });
    await makeNotice(t.db, m.id, { language: 'TW', title: '中文公告' });
    await makeNotice(t.db, m.id, { language: 'EN', title: 'English notice' });
    const en = (await read(m.code, `${ANNOUNCEMENTS}&language=EN`)).json().value;
    expect(titles(en.player)).toEqual(['English notice']);
    const byHeader = (await read(m.code, ANNOUNCEMENTS, { language: 'EN' })).json().value;
    expect(titles(byHeader.player)).toEqual(['English notice']);
    const vi = (await read(m.code, `${ANNOUNCEMENTS}&language=VI`)).json().value;
    expect(titles(vi.player)).toEqual(['中文公告']);
  });

  it('refuses unknown types and a wrong platform with VALIDATION_FAILED', async () => {
    const m = await makeMerchant(t.db);
    expectFailure(
      await read(m.code, '/wps/relay/MCSFE_getListAnnouncements?types=B,XX'),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await read(m.code, '/wps/relay/MCSFE_getListAnnouncements?types='),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await read(m.code, '/wps/relay/MCSFE_getListAnnouncements?types=PL&platform=X'),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('pops a notice up once per member: marked seen, it leaves that member’s popup list only', async () => {
    const m = await makeMerchant(t.db);
    const popup = await makeNotice(t.db, m.id, { type: 'PU', title: 'hello' });
    const other = await makeMerchant(t.db);
    const foreign = await makeNotice(t.db, other.id, { type: 'PU', title: 'foreign' });
    const member = await makeLoggedInMember(t, {}, m);
    const second = await makeLoggedInMember(t, {}, m);
    expect(titles((await read(m.code, ANNOUNCEMENTS, headersOf(member))).json().value.popup)).toEqual([
      'hello',
    ]);

    const mark = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_markPopupSeen',
      headers: headersOf(member),
      payload: { noticeIds: [popup, foreign] },
    });
    expect(mark.json()).toEqual({ success: true, value: { marked: 1 } });
    expect((await read(m.code, ANNOUNCEMENTS, headersOf(member))).json().value.popup).toEqual([]);
    expect(titles((await read(m.code, ANNOUNCEMENTS, headersOf(second))).json().value.popup)).toEqual([
      'hello',
    ]);
    // Guests (and stale tokens) still get every popup; the foreign notice was not marked.
    expect(
      titles((await read(m.code, ANNOUNCEMENTS, { authorization: 'x'.repeat(43) })).json().value.popup),
    ).toEqual(['hello']);
    const seen = await t.db
      .selectFrom('notice_popup_seen')
      .select('notice_id')
      .where('member_id', '=', member.id)
      .execute();
    expect(seen.map((r) => r.notice_id.toString())).toEqual([popup]);
  });

  it('marking popups needs a session and well-formed ids', async () => {
    const m = await makeMerchant(t.db);
    const member = await makeLoggedInMember(t, {}, m);
    const post = (payload: unknown, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_markPopupSeen',
        headers,
        payload: payload as object,
      });
    expectFailure(await post({ noticeIds: ['1'] }, { merchant: m.code }), 401, 'NOT_LOGGED_IN');
    expectFailure(await post({ noticeIds: [] }, headersOf(member)), 400, 'VALIDATION_FAILED');
    expectFailure(await post({ noticeIds: ['abc'] }, headersOf(member)), 400, 'VALIDATION_FAILED');
    const seen = await t.db
      .selectFrom('notice_popup_seen')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(seen).toEqual([]);
  });
});

describe('help centre and posts', () => {
  it('lists categories with articles, searches title and text (not markup), falls back to the default language', async () => {
    const m = await makeMerchant(t.db);
    const { id } = await t.db
      .insertInto('help_category')
      .values({ merchant_id: m.id, language: 'TW', title: 'Account' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('help_article')
      .values([
        { category_id: id, title: 'Register', html: '<p>Press <b>register</b>.</p>', sort_order: 0 },
        {
          category_id: id,
          title: 'Password',
          html: '<p class="deposit">Reset it by email.</p>',
          sort_order: 1,
        },
      ])
      .execute();
    const get = (q: string) =>
      t.app.inject({ method: 'GET', url: `/wps/system/helpCenter${q}`, headers: { merchant: m.code } });
    const all = (await get('?language=EN')).json().value;
    expect(all.categories).toHaveLength(1);
    expect(titles(all.categories[0].articles)).toEqual(['Register', 'Password']);
    expect(titles((await get('?q=EMAIL')).json().value.categories[0].articles)).toEqual(['Password']);
    // "deposit" is only in an attribute: not a match.
    expect((await get('?q=deposit')).json().value.categories).toEqual([]);
    expectFailure(await get(`?q=${'x'.repeat(101)}`), 400, 'VALIDATION_FAILED');
  });

  it('lists published posts of one kind, newest first; scheduled ones wait; unknown kinds are refused', async () => {
    const m = await makeMerchant(t.db);
    await t.db
      .insertInto('content_post')
      .values([
        {
          merchant_id: m.id,
          kind: 'news',
          language: 'TW',
          title: 'old',
          html: '<p>a</p>',
          published_at: hoursFromNow(-48),
        },
        {
          merchant_id: m.id,
          kind: 'news',
          language: 'TW',
          title: 'new',
          html: '<p>b</p>',
          published_at: hoursFromNow(-1),
        },
        {
          merchant_id: m.id,
          kind: 'news',
          language: 'TW',
          title: 'later',
          html: '<p>c</p>',
          published_at: hoursFromNow(5),
        },
        {
          merchant_id: m.id,
          kind: 'blog',
          language: 'TW',
          title: 'blog',
          html: '<p>d</p>',
          published_at: hoursFromNow(-1),
        },
      ])
      .execute();
    const get = (kind: string) =>
      t.app.inject({ method: 'GET', url: `/wps/system/posts/${kind}`, headers: { merchant: m.code } });
    expect(titles((await get('news')).json().value.list)).toEqual(['new', 'old']);
    expect(titles((await get('guide')).json().value.list)).toEqual([]);
    expectFailure(await get('secret'), 400, 'VALIDATION_FAILED');
  });
});

describe('demo content', () => {
  it('seeds two notice pages, a popup, banners, help and posts once, keeping later edits', async () => {
    const m = await makeMerchant(t.db);
    await seedDemoContent(t.db, m.id);
    const value = (await read(m.code)).json().value;
    expect(value.player.length).toBeGreaterThan(9);
    expect(value.popup).toHaveLength(1);
    expect(value.banners.length).toBeGreaterThanOrEqual(3);
    expect(value.promotion.length).toBeGreaterThan(0);
    await t.db.deleteFrom('banner').where('merchant_id', '=', m.id).execute();
    await seedDemoContent(t.db, m.id);
    expect((await read(m.code)).json().value.banners).toEqual([]);
  });
});
