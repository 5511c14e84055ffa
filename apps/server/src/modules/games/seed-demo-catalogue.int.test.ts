import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseGameSuggestions } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId } from '../../test/member-factories.js';
import { expectFailure, headersOf, makeLoggedInMember } from '../member/security-centre.factories.js';
import { seedDemoVendorWallets } from '../wallet/seed-demo-vendor-wallets.js';
import { DEMO_GAMES, DEMO_LANES, demoImagePath } from './demo-catalogue-data.js';
import { makeIntegration } from './games.factories.js';
import { seedDemoCatalogue } from './seed-demo-catalogue.js';

let t: TTestApp;
let merchantId: bigint;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await demoMerchantId(t.db);
  // What main.ts runs before the catalogue: the demo vendors, and the in-house vendor's integration.
  await seedDemoVendorWallets(t.db, merchantId);
  await makeIntegration(t.db, merchantId, { vassalage: 'KIRIN', launchUrl: '/inhouse/launch' });
  await seedDemoCatalogue(t.db, merchantId);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { merchant: 'demo' } });
const counts = async () =>
  Promise.all(
    (['game_vendor', 'game', 'game_group', 'pvp_room'] as const).map(async (table) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('merchant_id', '=', merchantId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  );

describe('seedDemoCatalogue', () => {
  it('is safe to run again and keeps operator edits', async () => {
    const before = await counts();
    expect(before).toEqual([DEMO_LANES.length, DEMO_GAMES.length, 3, 2]);
    await t.db.updateTable('game').set({ is_hot: false }).where('code', '=', 'KIRIN_CRASH').execute();
    await seedDemoCatalogue(t.db, merchantId);
    expect(await counts()).toEqual(before);
    const crash = await t.db
      .selectFrom('game')
      .select('is_hot')
      .where('code', '=', 'KIRIN_CRASH')
      .executeTakeFirstOrThrow();
    expect(crash.is_hot).toBe(false);
    await t.db.updateTable('game').set({ is_hot: true }).where('code', '=', 'KIRIN_CRASH').execute();
  });

  it('lists a lane in every category the demo plays, and the in-house games as the brief names them', async () => {
    const lanes = (await get('/wps/relay/GCSGAME_gameVendor')).json().value.data.lanes;
    expect(lanes.map((l: { gameCategory: string }) => l.gameCategory)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'LOTT',
      'ELOTT',
    ]);
    const hot = (await get('/wps/relay/GCSGAME_hotGamesV2?language=EN')).json().value.list;
    const names = Object.fromEntries(
      hot.map((c: { code: string; displayName: string }) => [c.code, c.displayName]),
    );
    expect(names).toMatchObject({
      KIRIN_CRASH: 'Kirin Crash',
      KIRIN_BACCARAT: 'Kirin Baccarat',
      PGSOFT_LOBBY: 'PG Soft games',
    });
    const kirin = (
      await get('/wps/relay/GCSGAME_gameList?vassalage=KIRIN&gameCategory=RNG&language=EN')
    ).json().value.list;
    expect(
      kirin.map((c: { code: string; gameType: string; displayName: string }) => [
        c.code,
        c.gameType,
        c.displayName,
      ]),
    ).toEqual([
      ['KIRIN_SLOT', 'SLOT', 'Kirin Fortune Reels'],
      ['KIRIN_CRASH', 'CRASH', 'Kirin Crash'],
    ]);
    const pg = (await get('/wps/relay/GCSGAME_getVassGameType?vassalage=PGSOFT')).json().value;
    expect(pg.list).toEqual([{ gameType: 'SLOT', gameCategory: 'RNG', count: 9 }]);
  });

  it('launches the in-house slot; PG Soft and the lottery have no launch URL yet (GAME_MAINTENANCE)', async () => {
    const member = await makeLoggedInMember(t);
    const idOf = async (code: string) =>
      (
        await t.db.selectFrom('game').select('id').where('code', '=', code).executeTakeFirstOrThrow()
      ).id.toString();
    const launch = async (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: headersOf(member),
        payload: { gameId: await idOf(code), accountType: 1, vassalage: 'KIRIN', launchMode: 'GLS' },
      });
    const slot = await launch('KIRIN_SLOT');
    expect(slot.statusCode).toBe(200);
    expect(slot.json().value.game_url).toMatch(
      /^\/inhouse\/launch\?token=[\w-]{43}&game=KIRIN_SLOT&lang=TW&merchant=demo$/,
    );
    for (const code of ['PG_MAHJONG_WAYS', 'VN_LOTTO']) {
      const refused = await launch(code);
      expectFailure(refused, 503, 'GAME_MAINTENANCE');
      expect(parseGameSuggestions(refused.json().details).map((c) => c.code)).toEqual([
        'KIRIN_CRASH',
        'KIRIN_BACCARAT',
      ]);
    }
    const rooms = (
      await t.app.inject({
        method: 'GET',
        url: '/wps/relay/GLS2_roomList?language=EN',
        headers: headersOf(member),
      })
    ).json().value.list;
    expect(rooms.map((r: { displayName: string }) => r.displayName)).toEqual(['Beginners', 'High rollers']);
  });

  it('has a picture in the site for every game and lane it seeds', () => {
    const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
    const paths = [
      ...DEMO_GAMES.map((g) => demoImagePath(g.vassalage, g.code)),
      ...DEMO_LANES.map((l) => demoImagePath(l.vassalage, 'logo')),
    ];
    const missing = paths.filter((p) => !existsSync(path.join(publicDir, p)));
    expect(missing).toEqual([]);
  });
});
