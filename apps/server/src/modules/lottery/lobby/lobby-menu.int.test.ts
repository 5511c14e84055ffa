import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { expectFailure, headersOf, makeLoggedInMember } from '../../member/security-centre.factories.js';
import { createLotteryGame } from '../create-lottery-game.js';
import { makeLotteryBet } from '../lottery-bets.factories.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import { makeLotteryIssue, setLotteryBetOutcome } from './lobby.factories.js';

let t: TTestApp;
let merchant: { id: bigint; code: string };
let north: TLotteryGameRow;
let central: TLotteryGameRow;
let hcm: TLotteryGameRow;
let ssc: TLotteryGameRow;
let magnum: TLotteryGameRow;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t.db);
  // Sort orders out of creation order: the menu follows the operator's order within a region.
  await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MN', sortOrder: 5 });
  hcm = await createLotteryGame(t.db, merchant.id, {
    engineCode: 'VN_MN',
    code: 'VN_MN_HCM',
    stationId: 'ho-chi-minh',
    sortOrder: 2,
  });
  central = await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MT', sortOrder: 3 });
  north = await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MB', sortOrder: 4 });
  ssc = await createLotteryGame(t.db, merchant.id, { engineCode: 'SSC_1M', sortOrder: 0 });
  magnum = await createLotteryGame(t.db, merchant.id, { engineCode: 'MY_4D', sortOrder: 1 });
  await createLotteryGame(t.db, merchant.id, { engineCode: 'VN_MB', code: 'VN_MB_OFF', isEnabled: false });
});
afterAll(() => t.close());

const site = (url: string, headers: Record<string, string> = { merchant: merchant.code }) =>
  t.app.inject({ method: 'GET', url, headers });
const codesOf = (games: { gameCode: string }[]) => games.map((game) => game.gameCode);

describe('GET /lgw/vn/games/game_menu', () => {
  it('groups the enabled Vietnamese games by region, each with the issue taking bets now', async () => {
    const open = await makeLotteryIssue(t.db, north, { code: '20990101', stationIds: ['ha-noi'] });
    // Closed already, and one not open yet: neither is the open issue.
    const hour = 3_600_000;
    await makeLotteryIssue(t.db, hcm, {
      code: '20990102',
      stationIds: ['ho-chi-minh'],
      openAt: new Date(Date.now() - 2 * hour),
      closeAt: new Date(Date.now() - hour),
    });
    await makeLotteryIssue(t.db, central, {
      code: '20990103',
      stationIds: ['da-nang'],
      openAt: new Date(Date.now() + hour),
      closeAt: new Date(Date.now() + 2 * hour),
    });

    const res = await site('/lgw/vn/games/game_menu?language=EN&device=WEB');
    expect(res.statusCode).toBe(200);
    const menu = res.json().value;
    expect(Math.abs(new Date(menu.serverTime).getTime() - Date.now())).toBeLessThan(60_000);
    expect(
      menu.regions.map((region: { region: string; games: { game: { gameCode: string } }[] }) => [
        region.region,
        region.games.map((entry) => entry.game.gameCode),
      ]),
    ).toEqual([
      ['NORTH', ['VN_MB']],
      ['CENTRAL', ['VN_MT']],
      ['SOUTH', ['VN_MN_HCM', 'VN_MN']],
    ]);
    const [northEntry] = menu.regions[0].games;
    expect(northEntry.game).toMatchObject({ gameCode: 'VN_MB', area: 'VN', prizeMode: 'Lott', sortOrder: 4 });
    expect(northEntry.openIssue).toEqual({
      gameCode: 'VN_MB',
      prizeMode: 'Lott',
      area: 'VN',
      numero: '20990101',
      stationIds: ['ha-noi'],
      openAt: open.open_at.toISOString(),
      closeAt: open.close_at.toISOString(),
      drawAt: open.draw_at.toISOString(),
      serverSeedHash: null,
      isSuspended: false,
      resultSource: 'OPERATOR',
      isSimulated: false,
    });
    expect(menu.regions[1].games[0].openIssue).toBeNull();
    expect(menu.regions[2].games[0].openIssue).toBeNull();
  });

  it('shows another merchant none of these games, and refuses bad input', async () => {
    const stranger = await makeMerchant(t.db);
    const theirs = await site('/lgw/vn/games/game_menu', { merchant: stranger.code });
    expect(theirs.json().value.regions).toEqual([]);
    expectFailure(await site('/lgw/vn/games/game_menu?device=TV'), 400, 'VALIDATION_FAILED');
    expectFailure(await site('/lgw/vn/games/game_menu?language=e'), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /lgw/vn/games/game_menu/recent', () => {
  it('lists the member’s games by latest bet, each once, and no one else’s', async () => {
    const member = await makeLoggedInMember(t, {}, merchant);
    const other = await makeLoggedInMember(t, {}, merchant);
    let issueNumber = 0;
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const bet = async (
      who: { id: bigint },
      game: TLotteryGameRow,
      betCode: string,
      picks: string[],
      placedAt: Date,
    ) => {
      issueNumber += 1;
      const issue = await makeLotteryIssue(t.db, game, {
        code: `2099${String(issueNumber).padStart(4, '0')}`,
      });
      const id = await makeLotteryBet(t.db, {
        merchantId: merchant.id,
        memberId: who.id,
        game,
        issue,
        betCode,
        picks,
      });
      await setLotteryBetOutcome(t.db, id, { placedAt });
    };
    await bet(member, ssc, 'SSC_B1_DIGIT', ['3'], minutesAgo(30));
    await bet(member, north, 'VN_MB_LO2', ['12'], minutesAgo(20));
    await bet(member, ssc, 'SSC_B2_DIGIT', ['4'], minutesAgo(10));
    await bet(member, magnum, 'MY_4D_BIG', ['1234'], minutesAgo(40));
    await bet(other, hcm, 'VN_MN_LO2', ['55'], minutesAgo(1));

    const res = await site('/lgw/vn/games/game_menu/recent', headersOf(member));
    expect(res.statusCode).toBe(200);
    expect(codesOf(res.json().value.games)).toEqual(['SSC_1M', 'VN_MB', 'MY_4D']);
    expect(res.json().value.games[0]).toMatchObject({ area: 'ELOTT', prizeMode: 'Elott' });

    const none = await makeLoggedInMember(t, {}, merchant);
    expect((await site('/lgw/vn/games/game_menu/recent', headersOf(none))).json().value.games).toEqual([]);
  });

  it('keeps at most ten games and needs a session of this merchant', async () => {
    const member = await makeLoggedInMember(t, {}, merchant);
    for (let i = 0; i < 11; i += 1) {
      const game = await createLotteryGame(t.db, merchant.id, { engineCode: 'K3_1M', code: `K3_R${i}` });
      const issue = await makeLotteryIssue(t.db, game, { code: '20990201-0001' });
      const id = await makeLotteryBet(t.db, {
        merchantId: merchant.id,
        memberId: member.id,
        game,
        issue,
        betCode: 'K3_SUM_BIG_SMALL',
        picks: ['BIG'],
      });
      await setLotteryBetOutcome(t.db, id, { placedAt: new Date(Date.now() - (11 - i) * 60_000) });
    }
    const games = (await site('/lgw/vn/games/game_menu/recent', headersOf(member))).json().value.games;
    expect(codesOf(games)).toEqual([
      'K3_R10',
      'K3_R9',
      'K3_R8',
      'K3_R7',
      'K3_R6',
      'K3_R5',
      'K3_R4',
      'K3_R3',
      'K3_R2',
      'K3_R1',
    ]);

    expectFailure(await site('/lgw/vn/games/game_menu/recent'), 401, 'NOT_LOGGED_IN');
    const stranger = await makeMerchant(t.db);
    expectFailure(
      await site('/lgw/vn/games/game_menu/recent', headersOf(member, stranger.code)),
      401,
      'NOT_LOGGED_IN',
    );
  });
});

describe('GET /lgw/lottery/lobby-link', () => {
  const link = async (query: string) => {
    const res = await site(`/lgw/lottery/lobby-link?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().value.url as string;
  };

  it('answers the site path of each area and of a game’s betting view', async () => {
    expect(await link('lottoArea=VN&launchMode=LOTT&lottoView=lobby')).toBe('/vnlottery');
    expect(await link('lottoArea=SEA')).toBe('/seaLottery');
    expect(await link('lottoArea=ELOTT&lottoPrizeMode=Elott&language=EN')).toBe(
      '/elott?prizeMode=Elott&language=EN',
    );
    expect(await link('lottoView=betting&lottoGameCode=VN_MN_HCM&backUrl=%2Fhome&device=WEB')).toBe(
      '/lottery?gameCode=VN_MN_HCM&backUrl=%2Fhome',
    );
    // A named game opens its own area's lobby.
    expect(await link('lottoArea=VN&lottoGameCode=MY_4D')).toBe('/seaLottery');
  });

  it('refuses unknown or disabled games and links off the site', async () => {
    expectFailure(await site('/lgw/lottery/lobby-link?lottoGameCode=NOPE'), 404, 'NOT_FOUND');
    expectFailure(
      await site('/lgw/lottery/lobby-link?lottoView=betting&lottoGameCode=VN_MB_OFF'),
      404,
      'NOT_FOUND',
    );
    expectFailure(await site('/lgw/lottery/lobby-link?lottoView=betting'), 400, 'VALIDATION_FAILED');
    expectFailure(await site('/lgw/lottery/lobby-link?backUrl=%2F%2Fevil.example'), 400, 'VALIDATION_FAILED');
    expectFailure(
      await site('/lgw/lottery/lobby-link?backUrl=https%3A%2F%2Fevil.example'),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(await site('/lgw/lottery/lobby-link?launchMode=GLS'), 400, 'VALIDATION_FAILED');
    expectFailure(await site('/lgw/lottery/lobby-link?lottoArea=XX'), 400, 'VALIDATION_FAILED');
    const stranger = await makeMerchant(t.db);
    expectFailure(
      await site('/lgw/lottery/lobby-link?lottoGameCode=VN_MB', { merchant: stranger.code }),
      404,
      'NOT_FOUND',
    );
  });
});
