import { createHash } from 'node:crypto';
import { ACCOUNT_TYPES, parseGameSuggestions } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../test/factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  type TLoggedInMember,
} from '../member/security-centre.factories.js';
import { makeGame, makeIntegration, makeLane, makeRoom, type TTestGame } from './games.factories.js';

let t: TTestApp;
let merchant: { id: bigint; code: string };
let player: TLoggedInMember;
const g: Record<string, TTestGame> = {};

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  const m = merchant.id;
  await makeLane(t.db, m, { vassalage: 'ALPHA', gameCategory: 'RNG' });
  await makeIntegration(t.db, m, { vassalage: 'ALPHA', launchUrl: '/vendor/launch' });
  await makeLane(t.db, m, { vassalage: 'ALPHA', gameCategory: 'PVP' });
  await makeLane(t.db, m, { vassalage: 'MAINT', gameCategory: 'RNG', isMaintenance: true });
  await makeIntegration(t.db, m, { vassalage: 'MAINT' });
  await makeLane(t.db, m, { vassalage: 'VMAINT', gameCategory: 'RNG' });
  await makeIntegration(t.db, m, { vassalage: 'VMAINT', isMaintenance: true });
  await makeLane(t.db, m, { vassalage: 'NOURL', gameCategory: 'RNG' });
  await makeIntegration(t.db, m, { vassalage: 'NOURL', launchUrl: null });
  await makeLane(t.db, m, { vassalage: 'NOINT', gameCategory: 'RNG' });
  await makeLane(t.db, m, { vassalage: 'OFFV', gameCategory: 'RNG', isEnabled: false });
  await makeLane(t.db, m, { vassalage: 'TCGLOTTO', gameCategory: 'LOTT' });
  await makeIntegration(t.db, m, { vassalage: 'TCG_SEA', launchUrl: 'https://tcg.example/launch?site=1' });

  const alpha = { vassalage: 'ALPHA', gameCategory: 'RNG' } as const;
  g.slot = await makeGame(t.db, m, { ...alpha, code: 'SLOT1', isHot: true, sortOrder: 1 });
  g.gameMaint = await makeGame(t.db, m, {
    ...alpha,
    code: 'SLOT2',
    isHot: true,
    isMaintenance: true,
    sortOrder: 2,
  });
  g.disabled = await makeGame(t.db, m, { ...alpha, code: 'SLOT3', isEnabled: false });
  for (let i = 0; i < 8; i += 1)
    await makeGame(t.db, m, { ...alpha, code: `HOT${i}`, isHot: true, sortOrder: 10 + i });
  g.laneMaint = await makeGame(t.db, m, { vassalage: 'MAINT', gameCategory: 'RNG', code: 'M1', isHot: true });
  g.vendorMaint = await makeGame(t.db, m, { vassalage: 'VMAINT', gameCategory: 'RNG', code: 'V1' });
  g.noUrl = await makeGame(t.db, m, { vassalage: 'NOURL', gameCategory: 'RNG', code: 'N1', isHot: true });
  g.noIntegration = await makeGame(t.db, m, {
    vassalage: 'NOINT',
    gameCategory: 'RNG',
    code: 'I1',
    isHot: true,
  });
  g.hiddenLane = await makeGame(t.db, m, { vassalage: 'OFFV', gameCategory: 'RNG', code: 'O1' });
  g.lott = await makeGame(t.db, m, {
    vassalage: 'TCGLOTTO',
    gameCategory: 'LOTT',
    code: 'VN_LOTTO',
    gameType: 'LOTT',
  });
  g.pvp = await makeGame(t.db, m, { vassalage: 'ALPHA', gameCategory: 'PVP', code: 'NIUNIU' });
  player = await makeLoggedInMember(t, {}, merchant);
});
afterAll(() => t.close());

const launchBody = (over: Record<string, unknown> = {}) => ({
  gameId: g.slot?.gameId,
  nodeId: 0,
  accountType: 1,
  confirmTrans: 0,
  vassalage: 'ALPHA',
  launchMode: 'GLS',
  platform: 'html5-desktop',
  clientType: 3,
  merchantCode: merchant.code,
  ...over,
});
const launch = (member: { token: string; merchantCode: string } | null, body: object, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { merchant: merchant.code, ...(member ? headersOf(member) : {}), ...headers },
    payload: body,
  });
const tokenOf = (gameUrl: string) => new URL(gameUrl, 'http://site.local').searchParams.get('token') ?? '';
const tokenRow = (token: string) =>
  t.db
    .selectFrom('game_launch_token')
    .selectAll()
    .where('token_hash', '=', createHash('sha256').update(token).digest())
    .executeTakeFirst();
const tokenCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('game_launch_token')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('who may launch', () => {
  it('tells a guest to log in before looking at the body', async () => {
    expectFailure(await launch(null, {}), 401, 'NOT_LOGGED_IN');
    expectFailure(await launch(null, launchBody()), 401, 'NOT_LOGGED_IN');
  });

  it('refuses a trial account with in_need_true_account, before looking at the body', async () => {
    const trial = await makeLoggedInMember(t, { accountType: ACCOUNT_TYPES.TRIAL }, merchant);
    for (const body of [{}, launchBody()]) {
      const res = await launch(trial, body);
      expectFailure(res, 403, 'TRIAL_ACCOUNT');
      expect(res.json().message).toBe('in_need_true_account');
    }
  });

  it('refuses a malformed body from a member with the validation envelope', async () => {
    expectFailure(await launch(player, {}), 400, 'VALIDATION_FAILED');
    expectFailure(await launch(player, launchBody({ accountType: 0 })), 400, 'VALIDATION_FAILED');
    expectFailure(await launch(player, launchBody({ roomId: '1' })), 400, 'VALIDATION_FAILED');
    expectFailure(await launch(player, launchBody({ launchMode: 'LOTT' })), 400, 'VALIDATION_FAILED');
  });

  it('answers NOT_FOUND for unknown, disabled, hidden-vendor and other merchants’ games', async () => {
    const other = await makeMerchant(t.db);
    await makeLane(t.db, other.id, { vassalage: 'ALPHA', gameCategory: 'RNG' });
    const foreign = await makeGame(t.db, other.id, { vassalage: 'ALPHA', gameCategory: 'RNG' });
    for (const gameId of ['999999999', g.disabled?.gameId, g.hiddenLane?.gameId, foreign.gameId]) {
      expectFailure(await launch(player, launchBody({ gameId })), 404, 'NOT_FOUND');
    }
    expectFailure(
      await launch(player, launchBody({ gameId: undefined, roomId: '999999' })),
      404,
      'NOT_FOUND',
    );
  });
});

describe('a launch', () => {
  it('answers the vendor URL with a one-time token stored as its SHA-256 for 2 minutes', async () => {
    const before = Date.now();
    const res = await launch(player, launchBody());
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.game_url2).toBeNull();
    expect(value.content).toBeNull();
    const url = new URL(value.game_url, 'http://site.local');
    expect(value.game_url.startsWith('/vendor/launch?')).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      game: 'SLOT1',
      lang: 'TW',
      merchant: merchant.code,
    });
    const row = await tokenRow(url.searchParams.get('token') ?? '');
    expect(row).toMatchObject({
      merchant_id: merchant.id,
      member_id: player.id,
      vassalage: 'ALPHA',
      game_id: g.slot?.id,
      game_code: 'SLOT1',
      room_id: null,
      language: 'TW',
      used_at: null,
    });
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(120_000);
    expect(row!.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('gives a new token every time', async () => {
    const first = tokenOf((await launch(player, launchBody())).json().value.game_url);
    const second = tokenOf((await launch(player, launchBody())).json().value.game_url);
    expect(first).not.toBe(second);
  });

  it('takes the language from the Language header over the body, else the body, else TW', async () => {
    const byHeader = await launch(player, launchBody({ language: 'TW' }), { language: 'en' });
    expect(new URL(byHeader.json().value.game_url, 'http://x').searchParams.get('lang')).toBe('EN');
    expect((await tokenRow(tokenOf(byHeader.json().value.game_url)))?.language).toBe('EN');
    const byBody = await launch(player, launchBody({ language: 'en' }));
    expect(new URL(byBody.json().value.game_url, 'http://x').searchParams.get('lang')).toBe('EN');
  });

  it('launches a PvP room: room in the URL and the token, value.content for the site', async () => {
    const room = await makeRoom(t.db, merchant.id, g.pvp!.id);
    const res = await launch(player, launchBody({ gameId: undefined, roomId: room.roomId }));
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.content).toEqual({ game_url: value.game_url, roomId: room.roomId });
    const url = new URL(value.game_url, 'http://x');
    expect(url.searchParams.get('room')).toBe(room.roomId);
    expect(url.searchParams.get('game')).toBe('NIUNIU');
    expect(await tokenRow(url.searchParams.get('token') ?? '')).toMatchObject({
      room_id: room.id,
      game_id: g.pvp?.id,
    });
    const closed = await makeRoom(t.db, merchant.id, g.pvp!.id, { isEnabled: false });
    expectFailure(
      await launch(player, launchBody({ gameId: undefined, roomId: closed.roomId })),
      404,
      'NOT_FOUND',
    );
  });

  it('launches LOTT games at TCG_SEA whatever vendor lists them', async () => {
    const res = await launch(player, launchBody({ gameId: g.lott?.gameId, vassalage: 'TCG_SEA' }));
    expect(res.statusCode).toBe(200);
    const gameUrl: string = res.json().value.game_url;
    expect(gameUrl.startsWith('https://tcg.example/launch?site=1&token=')).toBe(true);
    expect(await tokenRow(tokenOf(gameUrl))).toMatchObject({ vassalage: 'TCG_SEA', game_code: 'VN_LOTTO' });
  });
});

describe('launch CDNs', () => {
  it("picks a launch CDN at random from the merchant's list; game_url2 behind another one", async () => {
    const cdns = ['https://l1.example', 'https://l2.example/', 'https://l3.example'];
    const withCdns = await makeMerchant(t.db, { settings: { launchGameCDNs: cdns } });
    await makeLane(t.db, withCdns.id, { vassalage: 'ALPHA', gameCategory: 'RNG' });
    await makeIntegration(t.db, withCdns.id, { vassalage: 'ALPHA', launchUrl: '/inhouse/launch' });
    const game = await makeGame(t.db, withCdns.id, { vassalage: 'ALPHA', gameCategory: 'RNG' });
    const member = await makeLoggedInMember(t, {}, withCdns);
    const seen = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: headersOf(member),
        payload: launchBody({ gameId: game.gameId, merchantCode: withCdns.code }),
      });
      const { game_url: first, game_url2: second } = res.json().value;
      const origin = new URL(first).origin;
      expect(['https://l1.example', 'https://l2.example', 'https://l3.example']).toContain(origin);
      expect(new URL(first).pathname).toBe('/inhouse/launch');
      expect(new URL(second).origin).not.toBe(origin);
      expect(new URL(second).search).toBe(new URL(first).search);
      seen.add(origin);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe('maintenance', () => {
  it('refuses a game, lane or vendor in maintenance (or unreachable) with up to six playable hot games', async () => {
    const cases = [g.gameMaint, g.laneMaint, g.vendorMaint, g.noUrl, g.noIntegration];
    const tokensBefore = await tokenCount();
    for (const game of cases) {
      const res = await launch(player, launchBody({ gameId: game?.gameId }), { language: 'EN' });
      expectFailure(res, 503, 'GAME_MAINTENANCE');
      expect(res.json().message).toBe('game_maintenance');
      const suggestions = parseGameSuggestions(res.json().details);
      expect(suggestions.map((c) => c.code)).toEqual(['SLOT1', 'HOT0', 'HOT1', 'HOT2', 'HOT3', 'HOT4']);
      expect(suggestions[0]?.displayName).toBe('SLOT1 English');
    }
    expect(await tokenCount()).toBe(tokensBefore);
  });
});

describe('GET /wps/relay/GCS_recentGame', () => {
  it('lists the launched games newest first, each once, at most 20', async () => {
    const member = await makeLoggedInMember(t, {}, merchant);
    const recent = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/wps/relay/GCS_recentGame?language=EN',
          headers: headersOf(member),
        })
      )
        .json()
        .value.list.map((c: { code: string }) => c.code);
    expect(await recent()).toEqual([]);
    await launch(member, launchBody({ gameId: g.slot?.gameId }));
    await launch(member, launchBody({ gameId: g.pvp?.gameId }));
    await launch(member, launchBody({ gameId: g.slot?.gameId }));
    expect(await recent()).toEqual(['SLOT1', 'NIUNIU']);

    const many = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        makeGame(t.db, merchant.id, { vassalage: 'ALPHA', gameCategory: 'RNG', code: `R${i}` }),
      ),
    );
    for (const game of many) await launch(member, launchBody({ gameId: game.gameId }));
    const list = await recent();
    expect(list).toHaveLength(20);
    expect(list[0]).toBe('R20');
    expect(list[19]).toBe('R1');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_recentGame',
      headers: { merchant: merchant.code },
    });
    expectFailure(res, 401, 'NOT_LOGGED_IN');
  });
});
