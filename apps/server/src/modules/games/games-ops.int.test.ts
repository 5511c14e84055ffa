import { parseGameSuggestions } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../test/factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { expectFailure, headersOf, makeLoggedInMember } from '../member/security-centre.factories.js';
import { makeGame, makeIntegration, makeLane } from './games.factories.js';
import { invalidateCatalogue } from './read-catalogue.js';

type TOp = Awaited<ReturnType<typeof makeLoggedInOperator>>;

// The catalogue cache is on (as in production): every change below must show at once through invalidation.
let t: TTestApp;
let merchant: { id: bigint; code: string };
let owner: TOp;
let content: TOp;
let finance: TOp;
let support: TOp;

beforeAll(async () => {
  t = await createTestApp({ CONFIG_CACHE_SECONDS: '300' });
  merchant = await makeMerchant(t.db);
  await makeLane(t.db, merchant.id, { vassalage: 'ALPHA', gameCategory: 'RNG' });
  await makeIntegration(t.db, merchant.id, { vassalage: 'ALPHA' });
  owner = await makeLoggedInOperator(t.db, { role: 'owner' });
  content = await makeLoggedInOperator(t.db, { role: 'content' });
  finance = await makeLoggedInOperator(t.db, { role: 'finance' });
  support = await makeLoggedInOperator(t.db, { role: 'support' });
});
afterAll(() => t.close());

const ops = (op: TOp | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/ops/merchants/${merchant.code}${url}`,
    headers: op ? { 'x-operator-token': op.token } : {},
    ...(payload ? { payload } : {}),
  });
const site = (url: string) => t.app.inject({ method: 'GET', url, headers: { merchant: merchant.code } });
const hotCodes = async () =>
  (await site('/wps/relay/GCSGAME_hotGamesV2')).json().value.list.map((c: { code: string }) => c.code);
const auditRows = (action: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['operator_id', 'target', 'before', 'after'])
    .where('action', '=', action)
    .where('merchant_id', '=', merchant.id)
    .orderBy('id')
    .execute();

const newGame = (over: Record<string, unknown> = {}) => ({
  vassalage: 'ALPHA',
  code: `NEW_${Math.random().toString(36).slice(2, 8)}`,
  gameCategory: 'RNG',
  gameType: 'SLOT',
  names: { TW: '新遊戲', EN: 'New game' },
  imagePath: 'games/ALPHA/new.svg',
  isHot: true,
  ...over,
});

describe('games', () => {
  it('adds a game that lists at once, with an audit row; the same code twice is a CONFLICT', async () => {
    await hotCodes(); // fills the cache
    const body = newGame({ code: 'FRESH' });
    const res = await ops(content, 'POST', '/games', body);
    expect(res.statusCode).toBe(200);
    const game = res.json().value;
    expect(game).toMatchObject({
      vassalage: 'ALPHA',
      code: 'FRESH',
      gameCategory: 'RNG',
      names: { TW: '新遊戲', EN: 'New game' },
      imagePath: 'games/ALPHA/new.svg',
      groupCode: null,
      isGame: 'GAME',
      isHot: true,
      isMaintenance: false,
      isEnabled: true,
      sortOrder: 0,
    });
    expect(await hotCodes()).toContain('FRESH');
    const audit = await auditRows('game.create');
    expect(audit.at(-1)).toMatchObject({
      operator_id: content.id,
      target: `game:${merchant.code}:${game.id}`,
    });
    expectFailure(await ops(owner, 'POST', '/games', body), 409, 'CONFLICT');
  });

  it('changes the given fields; a disabled game leaves every list at once', async () => {
    const game = (await ops(owner, 'POST', '/games', newGame())).json().value;
    expect(await hotCodes()).toContain(game.code);
    const res = await ops(owner, 'PUT', `/games/${game.id}`, { isEnabled: false, sortOrder: 7 });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      isEnabled: false,
      sortOrder: 7,
      names: game.names,
      isHot: true,
    });
    expect(await hotCodes()).not.toContain(game.code);
    const audit = (await auditRows('game.update')).at(-1);
    expect(audit?.before).toMatchObject({ isEnabled: true, sortOrder: 0 });
    expect(audit?.after).toMatchObject({ isEnabled: false, sortOrder: 7 });
  });

  it('lists every game of the merchant to operators, disabled ones too, by page', async () => {
    const off = (await ops(owner, 'POST', '/games', newGame({ isEnabled: false }))).json().value;
    const res = await ops(support, 'GET', '/games?vassalage=ALPHA&pageSize=500');
    expect(res.statusCode).toBe(200);
    const page = res.json().value;
    expect(page.items.map((g: { id: string }) => g.id)).toContain(off.id);
    expect(page.total).toBe(page.items.length);
    const small = (await ops(support, 'GET', '/games?pageSize=1&page=2')).json().value;
    expect(small).toMatchObject({ page: 2, pageSize: 1, total: page.total });
    expect(small.items).toHaveLength(1);
  });

  it("answers NOT_FOUND for another merchant's game", async () => {
    const other = await makeMerchant(t.db);
    await makeLane(t.db, other.id, { vassalage: 'ALPHA', gameCategory: 'RNG' });
    const foreign = await makeGame(t.db, other.id, { vassalage: 'ALPHA', gameCategory: 'RNG' });
    expectFailure(await ops(owner, 'PUT', `/games/${foreign.gameId}`, { isHot: true }), 404, 'NOT_FOUND');
    const row = await t.db
      .selectFrom('game')
      .select('is_hot')
      .where('id', '=', foreign.id)
      .executeTakeFirstOrThrow();
    expect(row.is_hot).toBe(false);
  });

  it('validates bodies', async () => {
    const bad = [
      newGame({ names: { EN: 'English only' } }),
      newGame({ imagePath: '/absolute.svg' }),
      newGame({ imagePath: 'games/../secret' }),
      newGame({ gameCategory: 'CARDS' }),
      newGame({ vassalage: 'lower' }),
      newGame({ code: 'has space' }),
    ];
    for (const body of bad) expectFailure(await ops(owner, 'POST', '/games', body), 400, 'VALIDATION_FAILED');
    expectFailure(await ops(owner, 'PUT', '/games/1', {}), 400, 'VALIDATION_FAILED');
    expectFailure(await ops(owner, 'PUT', '/games/x', { isHot: true }), 400, 'VALIDATION_FAILED');
  });

  it('lets owners and content editors change the catalogue; others read only', async () => {
    expectFailure(await ops(null, 'GET', '/games'), 401, 'OPERATOR_NOT_LOGGED_IN');
    expectFailure(await ops(support, 'POST', '/games', newGame()), 403, 'FORBIDDEN');
    expectFailure(await ops(finance, 'POST', '/games', newGame()), 403, 'FORBIDDEN');
    const scoped = await makeLoggedInOperator(t.db, { role: 'owner', merchants: ['demo'] });
    expectFailure(await ops(scoped, 'GET', '/games'), 403, 'FORBIDDEN');
    expectFailure(await ops(scoped, 'POST', '/games', newGame()), 403, 'FORBIDDEN');
  });
});

describe('game groups', () => {
  it('replaces the set of groups; the site shows the new labels at once', async () => {
    const game = (await ops(owner, 'POST', '/games', newGame({ groupCode: 'NEW' }))).json().value;
    const groupList = async () =>
      (await site('/wps/relay/GCSGAME_gameList?vassalage=ALPHA&language=EN'))
        .json()
        .value.groups.map((g: { gameGroupCode: string; labelName: string }) => [
          g.gameGroupCode,
          g.labelName,
        ]);
    expect(await groupList()).toEqual([]);
    const groups = [
      { code: 'HOT', gameCategory: 'RNG', labelNames: { TW: '熱門', EN: 'Hot' }, sortOrder: 1 },
      { code: 'NEW', gameCategory: 'RNG', labelNames: { TW: '新', EN: 'New' }, sortOrder: 2 },
    ];
    const saved = await ops(content, 'PUT', '/game-groups', { groups });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toEqual(groups);
    expect(await groupList()).toEqual([['NEW', 'New']]);
    await ops(content, 'PUT', '/game-groups', { groups: [groups[0]] });
    expect((await ops(support, 'GET', '/game-groups')).json().value).toEqual([groups[0]]);
    expect(await groupList()).toEqual([]);
    expect(game.groupCode).toBe('NEW');
    expect((await auditRows('game-group.save')).length).toBe(2);
  });

  it('refuses duplicate codes and labels without TW', async () => {
    const group = { code: 'X', gameCategory: 'RNG', labelNames: { TW: 'x' } };
    expectFailure(
      await ops(owner, 'PUT', '/game-groups', { groups: [group, group] }),
      400,
      'VALIDATION_FAILED',
    );
    const noTw = { ...group, labelNames: { EN: 'x' } };
    expectFailure(await ops(owner, 'PUT', '/game-groups', { groups: [noTw] }), 400, 'VALIDATION_FAILED');
  });
});

describe('PvP rooms', () => {
  it('saves rooms by code and closes the ones left out; members see open rooms at once', async () => {
    await makeLane(t.db, merchant.id, { vassalage: 'ALPHA', gameCategory: 'PVP' });
    await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameVendor',
      headers: { merchant: merchant.code },
    });
    const pvp = (await ops(owner, 'POST', '/games', newGame({ gameCategory: 'PVP', isHot: false }))).json()
      .value;
    const room = (roomCode: string) => ({
      roomCode,
      gameId: pvp.id,
      names: { TW: roomCode },
      minBetMinor: 1000,
      seats: 6,
    });
    const member = await makeLoggedInMember(t, {}, merchant);
    const openRooms = async () =>
      (await t.app.inject({ method: 'GET', url: '/wps/relay/GLS2_roomList', headers: headersOf(member) }))
        .json()
        .value.list.map((r: { roomCode: string }) => r.roomCode);
    expect(await openRooms()).toEqual([]);
    const first = await ops(owner, 'PUT', '/pvp-rooms', { rooms: [room('R1'), room('R2')] });
    expect(first.statusCode).toBe(200);
    const ids = first.json().value.map((r: { id: string }) => r.id);
    expect(await openRooms()).toEqual(['R1', 'R2']);
    const second = await ops(owner, 'PUT', '/pvp-rooms', { rooms: [{ ...room('R2'), minBetMinor: 2000 }] });
    expect(second.json().value).toEqual([
      {
        id: ids[0],
        gameId: pvp.id,
        roomCode: 'R1',
        names: { TW: 'R1' },
        minBetMinor: 1000,
        seats: 6,
        isEnabled: false,
        sortOrder: 0,
      },
      {
        id: ids[1],
        gameId: pvp.id,
        roomCode: 'R2',
        names: { TW: 'R2' },
        minBetMinor: 2000,
        seats: 6,
        isEnabled: true,
        sortOrder: 0,
      },
    ]);
    expect(await openRooms()).toEqual(['R2']);
    expect((await auditRows('pvp-room.save')).length).toBe(2);
  });

  it("refuses a room of another merchant's game", async () => {
    const other = await makeMerchant(t.db);
    const foreign = await makeGame(t.db, other.id, { vassalage: 'ALPHA', gameCategory: 'PVP' });
    const rooms = [{ roomCode: 'F1', gameId: foreign.gameId, names: { TW: 'f' }, minBetMinor: 0, seats: 2 }];
    expectFailure(await ops(owner, 'PUT', '/pvp-rooms', { rooms }), 404, 'NOT_FOUND');
    expectFailure(
      await ops(owner, 'PUT', '/pvp-rooms', { rooms: [{ ...rooms[0], minBetMinor: -1 }] }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('vendor lanes and vendor maintenance', () => {
  const lanes = async () =>
    (await site('/wps/relay/GCSGAME_gameVendor'))
      .json()
      .value.data.lanes.flatMap(
        (l: {
          cards: { vassalage: string; gameCategory: string; isHot: number; isMaintenance: boolean }[];
        }) => l.cards.map((c) => `${c.gameCategory}:${c.vassalage}:${c.isHot}:${c.isMaintenance}`),
      );
  const menuVendors = async () =>
    (await site('/lgw/games/game_menus'))
      .json()
      .value.categories.flatMap((c: { vendors: { vassalage: string; gameCategory: string }[] }) =>
        c.vendors.map((v) => `${v.gameCategory}:${v.vassalage}`),
      );

  it('creates and changes lanes; the vendor cards and the game menu follow at once', async () => {
    expect(await menuVendors()).not.toContain('FISH:SHARK');
    await makeIntegration(t.db, merchant.id, { vassalage: 'SHARK', launchUrl: null });
    const lane = {
      displayName: 'Shark Fishing',
      isHot: true,
      imagePath: 'games/SHARK/logo.svg',
      sortOrder: 3,
    };
    const res = await ops(content, 'PUT', '/game-vendors/SHARK/FISH', lane);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({
      vassalage: 'SHARK',
      gameCategory: 'FISH',
      displayName: 'Shark Fishing',
      isHot: true,
      isMaintenance: false,
      isEnabled: true,
      imagePath: 'games/SHARK/logo.svg',
      sortOrder: 3,
    });
    // Its vendor has no launch URL yet: players are not shown a lane nobody can play, and operators are told.
    expect(await lanes()).not.toContain('FISH:SHARK:1:false');
    expect(await menuVendors()).not.toContain('FISH:SHARK');
    const reachOfShark = async () =>
      (await ops(support, 'GET', '/game-vendors'))
        .json()
        .value.find((l: { vassalage: string }) => l.vassalage === 'SHARK')?.playerReach;
    expect(await reachOfShark()).toBe('HIDDEN');
    await t.db
      .updateTable('vendor_integration')
      .set({ launch_url: 'https://shark.example/launch' })
      .where('merchant_id', '=', merchant.id)
      .where('vassalage', '=', 'SHARK')
      .execute();
    await invalidateCatalogue(t.ctx, merchant.id);
    expect(await lanes()).toContain('FISH:SHARK:1:false');
    expect(await reachOfShark()).toBe('VENDOR');
    expect(await menuVendors()).toContain('FISH:SHARK');
    await ops(content, 'PUT', '/game-vendors/SHARK/FISH', { ...lane, isMaintenance: true });
    expect(await lanes()).toContain('FISH:SHARK:1:true');
    await ops(content, 'PUT', '/game-vendors/SHARK/FISH', { ...lane, isEnabled: false });
    expect(await lanes()).not.toContain('FISH:SHARK:1:true');
    expect(await menuVendors()).not.toContain('FISH:SHARK');
    expect((await ops(support, 'GET', '/game-vendors')).json().value).toContainEqual(
      expect.objectContaining({ vassalage: 'SHARK', isEnabled: false }),
    );
    const audit = await auditRows('game-vendor.save');
    expect(audit.map((a) => a.target)).toEqual(Array(3).fill(`game-vendor:${merchant.code}:SHARK:FISH`));
    expect(audit[0]?.before).toBeNull();
    expectFailure(await ops(content, 'PUT', '/game-vendors/SHARK/CARDS', lane), 400, 'VALIDATION_FAILED');
  });

  it('puts a vendor in maintenance: launches refused with suggestions, lists flagged; and back', async () => {
    const game = (await ops(owner, 'POST', '/games', newGame({ isHot: false }))).json().value;
    await makeLane(t.db, merchant.id, { vassalage: 'BRAVO', gameCategory: 'LIVE' });
    await makeIntegration(t.db, merchant.id, { vassalage: 'BRAVO' });
    await ops(owner, 'POST', '/games', {
      ...newGame({ vassalage: 'BRAVO', gameCategory: 'LIVE' }),
      code: 'BRAVO_HOT',
    });
    const member = await makeLoggedInMember(t, {}, merchant);
    const launch = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: headersOf(member),
        payload: { gameId: game.id, accountType: 1, vassalage: 'ALPHA', launchMode: 'GLS' },
      });
    expect((await launch()).statusCode).toBe(200);
    const on = await ops(finance, 'PUT', '/vendors/ALPHA/maintenance', { isMaintenance: true });
    expect(on.json().value).toEqual({ vassalage: 'ALPHA', isMaintenance: true });
    const refused = await launch();
    expectFailure(refused, 503, 'GAME_MAINTENANCE');
    // Every ALPHA game is in maintenance now: only the other vendor's hot game is left to suggest.
    expect(parseGameSuggestions(refused.json().details).map((c) => c.code)).toEqual(['BRAVO_HOT']);
    expect(await lanes()).toContain('RNG:ALPHA:0:true');
    await ops(content, 'PUT', '/vendors/ALPHA/maintenance', { isMaintenance: false });
    expect((await launch()).statusCode).toBe(200);
    expect(await lanes()).toContain('RNG:ALPHA:0:false');
    const audit = await auditRows('vendor.maintenance');
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [{ isMaintenance: false }, { isMaintenance: true }],
      [{ isMaintenance: true }, { isMaintenance: false }],
    ]);
  });

  it('answers NOT_FOUND for a vendor the merchant has not registered; support may not', async () => {
    expectFailure(
      await ops(owner, 'PUT', '/vendors/NOBODY/maintenance', { isMaintenance: true }),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await ops(support, 'PUT', '/vendors/ALPHA/maintenance', { isMaintenance: true }),
      403,
      'FORBIDDEN',
    );
    expectFailure(
      await ops(owner, 'PUT', '/vendors/ALPHA/maintenance', { isMaintenance: 'yes' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('the catalogue cache', () => {
  it('serves cached answers until an operator change drops them', async () => {
    const game = await makeGame(t.db, merchant.id, { vassalage: 'ALPHA', gameCategory: 'RNG', isHot: true });
    await ops(owner, 'PUT', '/game-groups', { groups: [] });
    const before = await hotCodes();
    expect(before).toContain(game.code);
    // A change behind the API's back is not seen: the answer comes from the cache.
    await t.db.updateTable('game').set({ is_hot: false }).where('id', '=', game.id).execute();
    expect(await hotCodes()).toEqual(before);
    // Any operator change of the merchant's catalogue drops it.
    await ops(owner, 'PUT', '/game-groups', { groups: [] });
    expect(await hotCodes()).not.toContain(game.code);
  });

  it('drops the lists when the wallet routes switch a vendor off', async () => {
    const game = await makeGame(t.db, merchant.id, { vassalage: 'ALPHA', gameCategory: 'RNG', isHot: true });
    await ops(owner, 'PUT', '/game-groups', { groups: [] });
    expect(await hotCodes()).toContain(game.code);
    const saved = await ops(finance, 'PUT', '/vendors/ALPHA', {
      displayName: 'Alpha',
      walletMode: 'SEAMLESS',
      isEnabled: false,
      sortOrder: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(await hotCodes()).not.toContain(game.code);
  });
});
