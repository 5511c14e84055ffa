import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../test/factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMember } from '../../test/member-factories.js';
import { expectFailure } from '../member/security-centre.factories.js';
import { makeGame, makeGroup, makeIntegration, makeLane, type TTestGame } from './games.factories.js';
import { invalidateCatalogue } from './read-catalogue.js';

let t: TTestApp;
let merchant: { id: bigint; code: string };
const g: Record<string, TTestGame> = {};

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  const m = merchant.id;
  await makeLane(t.db, m, {
    vassalage: 'ALPHA',
    gameCategory: 'RNG',
    isHot: true,
    imagePath: 'games/ALPHA/logo.svg',
    sortOrder: 1,
  });
  await makeIntegration(t.db, m, { vassalage: 'ALPHA' });
  await makeLane(t.db, m, { vassalage: 'BETA', gameCategory: 'RNG', isMaintenance: true, sortOrder: 2 });
  await makeIntegration(t.db, m, { vassalage: 'BETA' });
  // Vendors nobody can launch: no integration, or one without a launch URL. Nothing of theirs is listed.
  await makeLane(t.db, m, { vassalage: 'NOINT', gameCategory: 'RNG', isHot: true, sortOrder: 3 });
  await makeLane(t.db, m, { vassalage: 'NOURL', gameCategory: 'FISH', isHot: true });
  await makeIntegration(t.db, m, { vassalage: 'NOURL', launchUrl: null });
  await makeLane(t.db, m, { vassalage: 'GAMMA', gameCategory: 'LIVE' });
  await makeIntegration(t.db, m, { vassalage: 'GAMMA', isMaintenance: true });
  await makeLane(t.db, m, { vassalage: 'OFFV', gameCategory: 'RNG', isEnabled: false });
  await makeLane(t.db, m, { vassalage: 'DEAD', gameCategory: 'FISH' });
  await makeIntegration(t.db, m, { vassalage: 'DEAD', isEnabled: false });
  await makeGroup(t.db, m, { code: 'HOTG', gameCategory: 'RNG', labelNames: { TW: '熱門', EN: 'Popular' } });
  await makeGroup(t.db, m, { code: 'EMPTYG', gameCategory: 'RNG' });

  const rng = { vassalage: 'ALPHA', gameCategory: 'RNG' } as const;
  g.noIntegration = await makeGame(t.db, m, {
    vassalage: 'NOINT',
    gameCategory: 'RNG',
    code: 'X1',
    isHot: true,
  });
  g.noUrl = await makeGame(t.db, m, { vassalage: 'NOURL', gameCategory: 'FISH', code: 'X2', isHot: true });
  g.a1 = await makeGame(t.db, m, {
    ...rng,
    code: 'A1',
    isHot: true,
    groupCode: 'HOTG',
    sortOrder: 1,
    names: { TW: '金龍', EN: 'Gold Dragon' },
  });
  g.a2 = await makeGame(t.db, m, { ...rng, code: 'A2', gameType: 'TABLE', sortOrder: 2 });
  g.a3 = await makeGame(t.db, m, { ...rng, code: 'A3', isHot: true, isEnabled: false, sortOrder: 3 });
  g.a4 = await makeGame(t.db, m, { ...rng, code: 'A4', isHot: true, isMaintenance: true, sortOrder: 4 });
  g.a5 = await makeGame(t.db, m, { ...rng, code: 'A5', sortOrder: 5, names: { TW: '只有中文' } });
  g.b1 = await makeGame(t.db, m, {
    vassalage: 'BETA',
    gameCategory: 'RNG',
    code: 'B1',
    isHot: true,
    sortOrder: 6,
  });
  g.g1 = await makeGame(t.db, m, {
    vassalage: 'GAMMA',
    gameCategory: 'LIVE',
    code: 'G1',
    isHot: true,
    sortOrder: 7,
  });
  g.o1 = await makeGame(t.db, m, { vassalage: 'OFFV', gameCategory: 'RNG', code: 'O1', isHot: true });
  g.d1 = await makeGame(t.db, m, { vassalage: 'DEAD', gameCategory: 'FISH', code: 'D1', isHot: true });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { merchant: merchant.code, ...headers } });
const codesOf = (list: { code: string }[]) => list.map((card) => card.code);

describe('GET /wps/relay/GCSGAME_hotGamesV2', () => {
  it('answers guests the hot games in list order, hiding disabled games and hidden vendors', async () => {
    const res = await get('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=flash,html5-desktop');
    expect(res.statusCode).toBe(200);
    const { list } = res.json().value;
    expect(codesOf(list)).toEqual(['A1', 'A4', 'B1', 'G1']);
    expect(list[0]).toEqual({
      gameId: g.a1?.gameId,
      code: 'A1',
      vassalage: 'ALPHA',
      gameCategory: 'RNG',
      gameType: 'SLOT',
      displayName: '金龍',
      imageUrl: 'games/ALPHA/A1.svg',
      defaultPlayType: null,
      accountTypeName: null,
      isGame: 'GAME',
      isHot: 1,
      isMaintenance: false,
      gameGroupCode: 'HOTG',
    });
  });

  it('flags maintenance of the game, of its vendor lane and of its vendor integration', async () => {
    const { list } = (await get('/wps/relay/GCSGAME_hotGamesV2')).json().value;
    const flags = Object.fromEntries(
      list.map((c: { code: string; isMaintenance: boolean }) => [c.code, c.isMaintenance]),
    );
    expect(flags).toEqual({ A1: false, A4: true, B1: true, G1: true });
  });

  it('names games in the asked language (any case), TW when missing', async () => {
    for (const language of ['EN', 'en', 'en-US']) {
      const { list } = (await get(`/wps/relay/GCSGAME_hotGamesV2?language=${language}`)).json().value;
      expect(list[0].displayName).toBe('Gold Dragon');
    }
    const { list } = (await get('/wps/relay/GCSGAME_hotGamesV2?language=JA')).json().value;
    expect(list[0].displayName).toBe('金龍');
  });

  it('filters by vendor; an unknown vendor has none', async () => {
    const alpha = (await get('/wps/relay/GCSGAME_hotGamesV2?vassalage=ALPHA')).json().value;
    expect(codesOf(alpha.list)).toEqual(['A1', 'A4']);
    const unknown = (await get('/wps/relay/GCSGAME_hotGamesV2?vassalage=NOBODY')).json().value;
    expect(unknown.list).toEqual([]);
  });

  it("never shows another merchant's games", async () => {
    const res = await get('/wps/relay/GCSGAME_hotGamesV2', { merchant: 'demo' });
    expect(codesOf(res.json().value.list)).not.toContain('A1');
  });

  it('refuses a malformed query with the validation envelope', async () => {
    expectFailure(await get('/wps/relay/GCSGAME_hotGamesV2?language=english'), 400, 'VALIDATION_FAILED');
    expectFailure(await get('/wps/relay/GCSGAME_hotGamesV2?vassalage=a%20b'), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /wps/relay/GCSGAME_gameList', () => {
  it("lists a vendor's games and only the groups holding some of them", async () => {
    const res = await get('/wps/relay/GCSGAME_gameList?vassalage=ALPHA&language=EN');
    expect(res.statusCode).toBe(200);
    const { list, groups } = res.json().value;
    expect(codesOf(list)).toEqual(['A1', 'A2', 'A4', 'A5']);
    expect(list[3].displayName).toBe('只有中文');
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ gameGroupCode: 'HOTG', labelName: 'Popular' });
    expect(codesOf(groups[0].gameMenus)).toEqual(['A1']);
  });

  it('filters by type, category and a name in any language or the code', async () => {
    const byType = (await get('/wps/relay/GCSGAME_gameList?vassalage=ALPHA&gameType=TABLE')).json().value;
    expect(codesOf(byType.list)).toEqual(['A2']);
    const byName = (await get('/wps/relay/GCSGAME_gameList?vassalage=ALPHA&keyword=gold')).json().value;
    expect(codesOf(byName.list)).toEqual(['A1']);
    const byTwName = (
      await get(`/wps/relay/GCSGAME_gameList?vassalage=ALPHA&keyword=${encodeURIComponent('中文')}`)
    ).json().value;
    expect(codesOf(byTwName.list)).toEqual(['A2', 'A4', 'A5']);
    const live = (await get('/wps/relay/GCSGAME_gameList?vassalage=ALPHA&gameCategory=LIVE')).json().value;
    expect(live).toEqual({ list: [], groups: [] });
  });

  it('lists nothing for a hidden vendor and needs a vendor', async () => {
    const hidden = (await get('/wps/relay/GCSGAME_gameList?vassalage=OFFV')).json().value;
    expect(hidden.list).toEqual([]);
    expectFailure(await get('/wps/relay/GCSGAME_gameList'), 400, 'VALIDATION_FAILED');
    expectFailure(
      await get('/wps/relay/GCSGAME_gameList?vassalage=ALPHA&gameCategory=CARDS'),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('GET /wps/relay/GCSGAME_getVassGameType', () => {
  it("counts a listed vendor's games by type", async () => {
    const res = await get('/wps/relay/GCSGAME_getVassGameType?vassalage=ALPHA');
    expect(res.json().value).toEqual({
      vassalage: 'ALPHA',
      displayName: 'ALPHA games',
      list: [
        { gameType: 'SLOT', gameCategory: 'RNG', count: 3 },
        { gameType: 'TABLE', gameCategory: 'RNG', count: 1 },
      ],
    });
  });

  it('answers NOT_FOUND for a hidden or unknown vendor', async () => {
    expectFailure(await get('/wps/relay/GCSGAME_getVassGameType?vassalage=OFFV'), 404, 'NOT_FOUND');
    expectFailure(await get('/wps/relay/GCSGAME_getVassGameType?vassalage=DEAD'), 404, 'NOT_FOUND');
    expectFailure(await get('/wps/relay/GCSGAME_getVassGameType'), 400, 'VALIDATION_FAILED');
  });
});

describe('a vendor that cannot be launched', () => {
  it('is listed nowhere until the operator gives it a launch URL, then everywhere', async () => {
    const everything = async () => {
      const hot = (await get('/wps/relay/GCSGAME_hotGamesV2')).json().value.list;
      const noint = (await get('/wps/relay/GCSGAME_gameList?vassalage=NOINT')).json().value.list;
      const lanes = (await get('/wps/relay/GCSGAME_gameVendor')).json().value.data.lanes;
      const menus = (await get('/lgw/games/game_menus')).json().value.categories;
      return {
        hot: codesOf(hot),
        noint: codesOf(noint),
        vendors: lanes.flatMap((l: { cards: { vassalage: string }[] }) => l.cards.map((c) => c.vassalage)),
        menus: menus.map((c: { gameCategory: string }) => c.gameCategory),
      };
    };
    expect(await everything()).toEqual({
      hot: ['A1', 'A4', 'B1', 'G1'],
      noint: [],
      vendors: ['ALPHA', 'BETA', 'GAMMA'],
      menus: ['RNG', 'LIVE'],
    });
    expect((await get('/wps/relay/GCSGAME_getVassGameType?vassalage=NOURL')).statusCode).toBe(404);

    await t.db
      .updateTable('vendor_integration')
      .set({ launch_url: '/vendor/launch' })
      .where('merchant_id', '=', merchant.id)
      .where('vassalage', '=', 'NOURL')
      .execute();
    await invalidateCatalogue(t.ctx, merchant.id);
    expect(await everything()).toMatchObject({
      hot: ['X2', 'A1', 'A4', 'B1', 'G1'],
      vendors: ['ALPHA', 'BETA', 'GAMMA', 'NOURL'],
      menus: ['RNG', 'LIVE', 'FISH'],
    });
    await t.db
      .updateTable('vendor_integration')
      .set({ launch_url: null })
      .where('merchant_id', '=', merchant.id)
      .where('vassalage', '=', 'NOURL')
      .execute();
    await invalidateCatalogue(t.ctx, merchant.id);
    expect((await everything()).vendors).toEqual(['ALPHA', 'BETA', 'GAMMA']);
  });
});

describe('GET /wps/relay/GCSGAME_gameVendor', () => {
  it('answers one lane per category with visible vendors, their hot and maintenance flags', async () => {
    const res = await get('/wps/relay/GCSGAME_gameVendor');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({
      data: {
        lanes: [
          {
            gameCategory: 'RNG',
            title: 'RNG',
            cards: [
              {
                vassalage: 'ALPHA',
                displayName: 'ALPHA games',
                isHot: 1,
                gameCategory: 'RNG',
                imageUrl: 'games/ALPHA/logo.svg',
                isMaintenance: false,
                vendors: ['ALPHA'],
              },
              {
                vassalage: 'BETA',
                displayName: 'BETA games',
                isHot: 0,
                gameCategory: 'RNG',
                imageUrl: null,
                isMaintenance: true,
                vendors: ['BETA'],
              },
            ],
          },
          {
            gameCategory: 'LIVE',
            title: 'LIVE',
            cards: [
              {
                vassalage: 'GAMMA',
                displayName: 'GAMMA games',
                isHot: 0,
                gameCategory: 'LIVE',
                imageUrl: null,
                isMaintenance: true,
                vendors: ['GAMMA'],
              },
            ],
          },
        ],
      },
    });
  });
});

describe('GET /wps/relay/GCSGAME_getRankList', () => {
  beforeAll(async () => {
    const players = await Promise.all(
      [1, 2, 3, 4, 5].map(() => makeMember(t.db, { merchantId: merchant.id })),
    );
    let round = 0;
    const play = async (game: string, vassalage: string, playerIndexes: number[], daysAgo = 0) => {
      for (const index of playerIndexes) {
        round += 1;
        await t.db
          .insertInto('bet_round')
          .values({
            merchant_id: merchant.id,
            member_id: players[index]!.id,
            vassalage,
            round_id: `r${round}`,
            game_code: game,
            game_category: 'RNG',
            currency: 'VND',
            bet_at: new Date(Date.now() - daysAgo * 86_400_000),
          })
          .execute();
      }
    };
    await play('A2', 'ALPHA', [0, 1, 2]);
    await play('A1', 'ALPHA', [0, 0, 0, 1, 1]);
    await play('A5', 'ALPHA', [3, 4]);
    await play('A5', 'ALPHA', [0, 1, 2], 10);
    await play('O1', 'OFFV', [0, 1, 2, 3, 4]);
  });

  it('ranks listed games by distinct players, then rounds, over the last days', async () => {
    const week = (await get('/wps/relay/GCSGAME_getRankList?language=EN')).json().value.list;
    expect(
      week.map((c: { code: string; rank: number; players: number; rounds: number }) => [
        c.code,
        c.rank,
        c.players,
        c.rounds,
      ]),
    ).toEqual([
      ['A2', 1, 3, 3],
      ['A1', 2, 2, 5],
      ['A5', 3, 2, 2],
    ]);
    expect(week[1].displayName).toBe('Gold Dragon');
    const month = (await get('/wps/relay/GCSGAME_getRankList?days=30')).json().value.list;
    expect(codesOf(month)).toEqual(['A5', 'A2', 'A1']);
    const live = (await get('/wps/relay/GCSGAME_getRankList?gameCategory=LIVE')).json().value.list;
    expect(live).toEqual([]);
  });

  it('refuses days outside 1..30', async () => {
    expectFailure(await get('/wps/relay/GCSGAME_getRankList?days=0'), 400, 'VALIDATION_FAILED');
    expectFailure(await get('/wps/relay/GCSGAME_getRankList?days=31'), 400, 'VALIDATION_FAILED');
  });
});

describe('the OpenAPI document', () => {
  it('describes every games call with its schemas', async () => {
    const spec = (await t.app.inject({ url: '/docs/json' })).json();
    const expected: [string, 'get' | 'post' | 'put'][] = [
      ['/wps/relay/GCSGAME_hotGamesV2', 'get'],
      ['/wps/relay/GCSGAME_gameList', 'get'],
      ['/wps/relay/GCSGAME_getVassGameType', 'get'],
      ['/wps/relay/GCSGAME_gameVendor', 'get'],
      ['/wps/relay/GCSGAME_getRankList', 'get'],
      ['/wps/relay/MCSFE_getFavoriteGames', 'get'],
      ['/wps/relay/MCSFE_getFavoriteGamesList', 'get'],
      ['/wps/relay/MCSFE_addFavoriteGame', 'post'],
      ['/wps/relay/MCSFE_removeFavoriteGame', 'post'],
      ['/wps/relay/GCS_recentGame', 'get'],
      ['/wps/relay/GLS2_roomList', 'get'],
      ['/wps/game/launchGame', 'post'],
      ['/ops/merchants/{code}/games', 'post'],
      ['/ops/merchants/{code}/games/{gameId}', 'put'],
      ['/ops/merchants/{code}/game-groups', 'put'],
      ['/ops/merchants/{code}/pvp-rooms', 'put'],
      ['/ops/merchants/{code}/game-vendors/{vassalage}/{category}', 'put'],
      ['/ops/merchants/{code}/vendors/{vassalage}/maintenance', 'put'],
    ];
    for (const [path, method] of expected) {
      const operation = spec.paths[path]?.[method];
      expect(operation?.responses?.['200'], `${method} ${path}`).toBeDefined();
    }
    const hotQuery = spec.paths['/wps/relay/GCSGAME_hotGamesV2'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(hotQuery).toEqual(
      expect.arrayContaining(['merchantCode', 'isPlatform', 'vassalage', 'platform', 'language']),
    );
  });
});

describe('compression of the cached answers', () => {
  it('answers gzip to clients that accept it, the same JSON otherwise', async () => {
    const url = '/wps/relay/GCSGAME_gameList?vassalage=ALPHA&language=EN';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const zipped = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
