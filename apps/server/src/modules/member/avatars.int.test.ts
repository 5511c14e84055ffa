import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { STATIC_AVATAR_IDS } from './avatars.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  makeOtherMerchant,
  readMemberRow,
  type TLoggedInMember,
} from './security-centre.factories.js';

const WEB_PUBLIC = fileURLToPath(new URL('../../../../web/public', import.meta.url));
/** Hand-written SVGs stay small. */
const AVATAR_MAX_BYTES = 2048;

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getIcon = (member: TLoggedInMember, merchantCode?: string) =>
  t.app.inject({ url: '/wps/member/info/icon', headers: headersOf(member, merchantCode) });
const putIcon = (member: TLoggedInMember, avatar: string, merchantCode?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/member/info/icon',
    headers: headersOf(member, merchantCode),
    payload: { avatar },
  });
const getChoices = (member: TLoggedInMember, merchantCode?: string) =>
  t.app.inject({ url: '/wps/relay/MCSFE_getPlayerAvatar', headers: headersOf(member, merchantCode) });

describe('GET /wps/relay/MCSFE_getPlayerAvatar', () => {
  it('answers the eight static avatars, each an SVG the site ships', async () => {
    const member = await makeLoggedInMember(t);
    const res = await getChoices(member);
    expect(res.statusCode).toBe(200);
    const { list } = res.json().value as { list: { id: string; url: string }[] };
    expect(list).toHaveLength(8);
    expect(new Set(list.map((choice) => choice.id)).size).toBe(8);
    for (const choice of list) {
      expect(choice.url).toBe(`/avatars/${choice.id}.svg`);
      const file = `${WEB_PUBLIC}${choice.url}`;
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 96 96"/);
      expect(svg).not.toMatch(/<script|href="http/i);
      expect(Buffer.byteLength(svg)).toBeLessThan(AVATAR_MAX_BYTES);
    }
  });

  it('refuses trial accounts and tokens of another merchant', async () => {
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    expectFailure(await getChoices(trial), 403, 'TRIAL_ACCOUNT');
    const other = await makeOtherMerchant(t);
    expectFailure(await getChoices(await makeLoggedInMember(t), other.code), 401, 'NOT_LOGGED_IN');
  });
});

describe('GET and PUT /wps/member/info/icon', () => {
  it('answers no avatar at first, then the chosen static one, stored as its id', async () => {
    const member = await makeLoggedInMember(t);
    expect((await getIcon(member)).json()).toEqual({
      success: true,
      value: { avatar: null, avatarType: 'STATIC' },
    });
    const res = await putIcon(member, 'halo');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ avatar: '/avatars/halo.svg', avatarType: 'STATIC' });
    expect(await readMemberRow(t, member.id)).toMatchObject({ avatar: 'halo', avatar_type: 'STATIC' });
    expect((await getIcon(member)).json().value).toEqual({
      avatar: '/avatars/halo.svg',
      avatarType: 'STATIC',
    });
  });

  it('replaces a custom avatar with a static one', async () => {
    const member = await makeLoggedInMember(t);
    await t.db
      .updateTable('member')
      .set({ avatar: 'https://cdn.example/me.png', avatar_type: 'CUSTOM' })
      .where('id', '=', member.id)
      .execute();
    expect((await getIcon(member)).json().value).toEqual({
      avatar: 'https://cdn.example/me.png',
      avatarType: 'CUSTOM',
    });
    expect((await putIcon(member, 'star')).json().value).toEqual({
      avatar: '/avatars/star.svg',
      avatarType: 'STATIC',
    });
  });

  it('refuses an id that is not in the list, and a missing one', async () => {
    const member = await makeLoggedInMember(t);
    for (const avatar of ['nope', '/avatars/halo.svg', 'https://evil.example/x.png']) {
      expectFailure(await putIcon(member, avatar), 400, 'VALIDATION_FAILED', { avatar: 'avatar_unknown' });
    }
    expectFailure(
      await t.app.inject({
        method: 'PUT',
        url: '/wps/member/info/icon',
        headers: headersOf(member),
        payload: {},
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await readMemberRow(t, member.id)).toMatchObject({ avatar: null });
  });

  it('refuses trial accounts', async () => {
    const trial = await makeLoggedInMember(t, { accountType: 4 });
    expectFailure(await getIcon(trial), 403, 'TRIAL_ACCOUNT');
    expectFailure(await putIcon(trial, 'halo'), 403, 'TRIAL_ACCOUNT');
    expect(await readMemberRow(t, trial.id)).toMatchObject({ avatar: null });
  });

  it("changes only the caller's avatar, and a token never reaches another merchant's member", async () => {
    const first = await makeLoggedInMember(t);
    const second = await makeLoggedInMember(t);
    await putIcon(first, 'bloom');
    await putIcon(second, 'peak');
    expect((await getIcon(first)).json().value.avatar).toBe('/avatars/bloom.svg');
    expect(await readMemberRow(t, first.id)).toMatchObject({ avatar: 'bloom' });

    const other = await makeOtherMerchant(t);
    const theirs = await makeLoggedInMember(t, {}, other);
    expectFailure(await putIcon(first, 'tiles', other.code), 401, 'NOT_LOGGED_IN');
    expectFailure(await getIcon(first, other.code), 401, 'NOT_LOGGED_IN');
    expectFailure(await putIcon(theirs, 'tiles', 'demo'), 401, 'NOT_LOGGED_IN');
    expect((await putIcon(theirs, 'tiles')).statusCode).toBe(200);
    expect(await readMemberRow(t, first.id)).toMatchObject({ avatar: 'bloom' });
    expect(await readMemberRow(t, theirs.id)).toMatchObject({ avatar: 'tiles' });
  });

  it('lists every static id the catalogue names', () => {
    expect(STATIC_AVATAR_IDS).toEqual(['orbit', 'prism', 'tiles', 'wave', 'bloom', 'peak', 'halo', 'star']);
  });
});
