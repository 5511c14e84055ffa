import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId } from '../../test/member-factories.js';
import { headersOf, makeLoggedInMember } from '../member/security-centre.factories.js';
import { seedDemoLottery } from '../lottery/seed-demo-lottery.js';
import { seedDemoVendorWallets } from '../wallet/seed-demo-vendor-wallets.js';
import { DEMO_GAMES, DEMO_LANES, DEMO_ROOMS, demoImagePath } from './demo-catalogue-data.js';
import { makeIntegration } from './games.factories.js';
import { seedDemoCatalogue } from './seed-demo-catalogue.js';
import { seedInhousePvpRooms } from '../../inhouse-vendor/pvp/seed-pvp-rooms.js';

let t: TTestApp;
let merchantId: bigint;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await demoMerchantId(t.db);
  // What main.ts runs before the catalogue: the demo vendors, and the in-house vendor's integration.
  await seedDemoVendorWallets(t.db, merchantId);
  await makeIntegration(t.db, merchantId, { vassalage: 'KIRIN', launchUrl: '/inhouse/launch' });
  await seedDemoCatalogue(t.db, merchantId);
  await seedInhousePvpRooms(t.db, merchantId, t.ctx.config);
  await seedDemoLottery(t.db, merchantId);
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
    expect(before).toEqual([DEMO_LANES.length, DEMO_GAMES.length, 3, DEMO_ROOMS.length]);
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
      'SPORTS',
      'FISH',
      'PVP',
      'ESPORTS',
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
    const kirinTypes = (await get('/wps/relay/GCSGAME_getVassGameType?vassalage=KIRIN')).json().value;
    expect(kirinTypes.list).toContainEqual({ gameType: 'SLOT', gameCategory: 'RNG', count: 1 });
  });

  it('launches every game it lists: the in-house ones at their vendor, the lottery cards in our own lottery', async () => {
    const member = await makeLoggedInMember(t);
    const listed = async (category: string, vassalage: string) =>
      (
        await get(`/wps/relay/GCSGAME_gameList?vassalage=${vassalage}&gameCategory=${category}&language=EN`)
      ).json().value.list as { gameId: string; code: string }[];
    const launch = async (gameId: string, vassalage: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: headersOf(member),
        payload: { gameId, accountType: 1, vassalage, launchMode: 'GLS' },
      });
    const answers: Record<string, string> = {};
    for (const lane of DEMO_LANES) {
      const cards = await listed(lane.gameCategory, lane.vassalage);
      expect(cards.length, `${lane.vassalage} ${lane.gameCategory} lists games`).toBeGreaterThan(0);
      for (const card of cards) {
        const res = await launch(card.gameId, lane.vassalage);
        expect(res.statusCode, card.code).toBe(200);
        answers[card.code] = res.json().value.game_url;
      }
    }
    expect(Object.keys(answers).sort()).toEqual(DEMO_GAMES.map((g) => g.code).sort());
    expect(answers.KIRIN_SLOT).toMatch(
      /^\/inhouse\/launch\?token=[\w-]{43}&game=KIRIN_SLOT&lang=TW&merchant=demo$/,
    );
    // No lottery vendor is integrated: the cards open the platform's own lottery, each in its area.
    expect(answers.VN_LOTTO).toBe('/vnlottery?language=TW');
    expect(answers.SEA_LOTTO).toBe('/seaLottery?language=TW');
    expect(answers.SEA_ODDS_LOTTO).toBe('/elott?prizeMode=Elott&language=TW');
    const rooms = (
      await t.app.inject({
        method: 'GET',
        url: '/wps/relay/GLS2_roomList?language=EN',
        headers: headersOf(member),
      })
    ).json().value.list as { roomId: string; roomCode: string; maxBetMinor: number; playerCount: number }[];
    expect(rooms.map((r) => [r.roomCode, r.maxBetMinor, r.playerCount])).toEqual(
      DEMO_ROOMS.map((r) => [r.roomCode, Number(r.maxBetMinor), 0]),
    );
    // Every listed room launches, and the vendor has its side of it (a launch into it finds its rules).
    for (const room of rooms) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: headersOf(member),
        payload: { roomId: room.roomId, accountType: 1, vassalage: 'KIRIN', launchMode: 'GLS' },
      });
      expect(res.statusCode, room.roomCode).toBe(200);
      const vendorRoom = await t.db
        .selectFrom('inhouse_pvp_room')
        .select('game_code')
        .where('room_ref', '=', room.roomId)
        .executeTakeFirst();
      expect(vendorRoom, room.roomCode).toBeDefined();
    }
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
