import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../test/factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { createLotteryGame } from '../lottery/create-lottery-game.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  type TLoggedInMember,
} from '../member/security-centre.factories.js';
import { makeGame, makeIntegration, makeLane, type TTestGame } from './games.factories.js';
import { invalidateCatalogue } from './read-catalogue.js';

// Lottery cards (LOTT, ELOTT) launch at the lottery vendor TCG_SEA; a merchant without one that answers opens
// the platform's own lottery instead (issue 23, "Catalogue honesty"; spec section 3's lobby link).

let t: TTestApp;
let merchant: { id: bigint; code: string };
let player: TLoggedInMember;
const g: Record<string, TTestGame> = {};

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  const m = merchant.id;
  await makeLane(t.db, m, { vassalage: 'TCG_SEA', gameCategory: 'LOTT' });
  await makeLane(t.db, m, { vassalage: 'TCG_SEA', gameCategory: 'ELOTT' });
  // The lottery vendor as a transfer wallet in our books: no launch URL.
  await makeIntegration(t.db, m, { vassalage: 'TCG_SEA', launchUrl: null });
  const lott = { vassalage: 'TCG_SEA', gameCategory: 'LOTT', gameType: 'LOTT' } as const;
  g.vn = await makeGame(t.db, m, {
    ...lott,
    code: 'VN_LOTTO',
    accountTypeName: 'TCG_LOTTO_VN',
    sortOrder: 1,
  });
  g.north = await makeGame(t.db, m, { ...lott, code: 'VN_MB', sortOrder: 2 });
  g.sea = await makeGame(t.db, m, { ...lott, code: 'SEA_LOTTO', accountTypeName: 'TCG_SEA', sortOrder: 3 });
  g.odds = await makeGame(t.db, m, {
    vassalage: 'TCG_SEA',
    gameCategory: 'ELOTT',
    code: 'ODDS',
    gameType: 'ELOTT',
  });
  g.shut = await makeGame(t.db, m, { ...lott, code: 'SHUT', isMaintenance: true, sortOrder: 4 });
  // The platform's own lottery: Miền Bắc (VN) and a fast game (ELOTT); nothing in SEA.
  await createLotteryGame(t.db, m, { engineCode: 'VN_MB' });
  await createLotteryGame(t.db, m, { engineCode: 'SSC_1M' });
  player = await makeLoggedInMember(t, {}, merchant);
});
afterAll(() => t.close());

const launch = (gameId: string | undefined, language = 'EN') =>
  t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { ...headersOf(player), language },
    payload: { gameId, accountType: 1, vassalage: 'TCG_SEA', launchMode: 'GLS' },
  });
const listed = async (gameCategory: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/wps/relay/GCSGAME_gameList?vassalage=TCG_SEA&gameCategory=${gameCategory}`,
      headers: { merchant: merchant.code },
    })
  )
    .json()
    .value.list.map((c: { code: string }) => c.code);
const tokens = async () =>
  Number(
    (
      await t.db
        .selectFrom('game_launch_token')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('merchant_id', '=', merchant.id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a lottery card without a lottery vendor', () => {
  it('is listed only where the platform lottery has a game in its area', async () => {
    expect(await listed('LOTT')).toEqual(['VN_LOTTO', 'VN_MB', 'SHUT']);
    expect(await listed('ELOTT')).toEqual(['ODDS']);
  });

  it("opens the area's lobby, or the betting view of the game it names, with no launch token", async () => {
    const paths: Record<string, string> = {};
    for (const [name, game] of Object.entries({ vn: g.vn, north: g.north, odds: g.odds })) {
      const res = await launch(game?.gameId);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().value.game_url2).toBeNull();
      paths[name] = res.json().value.game_url;
    }
    expect(paths).toEqual({
      vn: '/vnlottery?language=EN',
      north: '/lottery?gameCode=VN_MB&language=EN',
      odds: '/elott?prizeMode=Elott&language=EN',
    });
    expect(await tokens()).toBe(0);
    const recent = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_recentGame?language=EN',
      headers: headersOf(player),
    });
    expect(recent.json().value.list.map((c: { code: string }) => c.code)).toEqual([
      'ODDS',
      'VN_MB',
      'VN_LOTTO',
    ]);
  });

  it('refuses a card in maintenance, or one whose area has no game, as maintenance', async () => {
    expectFailure(await launch(g.shut?.gameId), 503, 'GAME_MAINTENANCE');
    expectFailure(await launch(g.sea?.gameId), 503, 'GAME_MAINTENANCE');
  });

  it('launches at the lottery vendor once the operator gives it a launch URL', async () => {
    await t.db
      .updateTable('vendor_integration')
      .set({ launch_url: 'https://tcg.example/launch' })
      .where('merchant_id', '=', merchant.id)
      .where('vassalage', '=', 'TCG_SEA')
      .execute();
    await invalidateCatalogue(t.ctx, merchant.id);
    const res = await launch(g.vn?.gameId);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.game_url).toMatch(
      /^https:\/\/tcg\.example\/launch\?token=[\w-]{43}&game=VN_LOTTO/,
    );
    expect(await tokens()).toBe(1);
    // Every lottery card is the vendor's now, the SEA one too.
    expect(await listed('LOTT')).toEqual(['VN_LOTTO', 'VN_MB', 'SEA_LOTTO', 'SHUT']);
  });
});
