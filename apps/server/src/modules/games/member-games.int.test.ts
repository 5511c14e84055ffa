import { ACCOUNT_TYPES } from '@kirin/contracts';
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
  await makeLane(t.db, m, { vassalage: 'ALPHA', gameCategory: 'PVP' });
  await makeIntegration(t.db, m, { vassalage: 'ALPHA' });
  g.one = await makeGame(t.db, m, {
    vassalage: 'ALPHA',
    gameCategory: 'RNG',
    code: 'ONE',
    names: { TW: '一', EN: 'One' },
  });
  g.two = await makeGame(t.db, m, { vassalage: 'ALPHA', gameCategory: 'RNG', code: 'TWO' });
  g.off = await makeGame(t.db, m, { vassalage: 'ALPHA', gameCategory: 'RNG', code: 'OFF', isEnabled: false });
  g.niuniu = await makeGame(t.db, m, { vassalage: 'ALPHA', gameCategory: 'PVP', code: 'NIUNIU' });
  g.poker = await makeGame(t.db, m, { vassalage: 'ALPHA', gameCategory: 'PVP', code: 'POKER' });
  g.closedPvp = await makeGame(t.db, m, {
    vassalage: 'ALPHA',
    gameCategory: 'PVP',
    code: 'CLOSED',
    isEnabled: false,
  });
  player = await makeLoggedInMember(t, {}, merchant);
});
afterAll(() => t.close());

const call = (
  member: { token: string; merchantCode: string } | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { merchant: merchant.code, ...(member ? headersOf(member) : {}) },
    ...(payload ? { payload } : {}),
  });
const add = (member: TLoggedInMember, gameId: string | undefined) =>
  call(member, 'POST', '/wps/relay/MCSFE_addFavoriteGame', { gameId });
const remove = (member: TLoggedInMember, gameId: string | undefined) =>
  call(member, 'POST', '/wps/relay/MCSFE_removeFavoriteGame', { gameId });
const ids = async (member: TLoggedInMember) =>
  (await call(member, 'GET', '/wps/relay/MCSFE_getFavoriteGames')).json().value.list;

describe('favourites', () => {
  it('adds, lists newest first, and answers the ids after each change', async () => {
    const member = await makeLoggedInMember(t, {}, merchant);
    expect(await ids(member)).toEqual([]);
    const first = await add(member, g.one?.gameId);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toEqual({ list: [g.one?.gameId] });
    await new Promise((r) => setTimeout(r, 5));
    expect((await add(member, g.two?.gameId)).json().value).toEqual({ list: [g.two?.gameId, g.one?.gameId] });
    const cards = (await call(member, 'GET', '/wps/relay/MCSFE_getFavoriteGamesList?language=EN')).json()
      .value.list;
    expect(cards.map((c: { code: string; displayName: string }) => [c.code, c.displayName])).toEqual([
      ['TWO', 'TWO English'],
      ['ONE', 'One'],
    ]);
  });

  it('is idempotent both ways', async () => {
    const member = await makeLoggedInMember(t, {}, merchant);
    await add(member, g.one?.gameId);
    expect((await add(member, g.one?.gameId)).json().value).toEqual({ list: [g.one?.gameId] });
    expect((await remove(member, g.one?.gameId)).json().value).toEqual({ list: [] });
    const again = await remove(member, g.one?.gameId);
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual({ list: [] });
    expect(
      await t.db.selectFrom('favourite_game').selectAll().where('member_id', '=', member.id).execute(),
    ).toEqual([]);
  });

  it("refuses unknown, hidden and other merchants' games with NOT_FOUND", async () => {
    const other = await makeMerchant(t.db);
    await makeLane(t.db, other.id, { vassalage: 'ALPHA', gameCategory: 'RNG' });
    const foreign = await makeGame(t.db, other.id, { vassalage: 'ALPHA', gameCategory: 'RNG' });
    for (const gameId of ['987654321', g.off?.gameId, foreign.gameId])
      expectFailure(await add(player, gameId), 404, 'NOT_FOUND');
    expectFailure(await remove(player, '987654321'), 404, 'NOT_FOUND');
    expectFailure(await remove(player, foreign.gameId), 404, 'NOT_FOUND');
    const rows = await t.db
      .selectFrom('favourite_game')
      .selectAll()
      .where('member_id', '=', player.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it("keeps each member's favourites to themselves", async () => {
    const mine = await makeLoggedInMember(t, {}, merchant);
    const theirs = await makeLoggedInMember(t, {}, merchant);
    await add(mine, g.one?.gameId);
    expect(await ids(theirs)).toEqual([]);
    await remove(theirs, g.one?.gameId);
    expect(await ids(mine)).toEqual([g.one?.gameId]);
  });

  it('hides a favourite whose game was disabled since', async () => {
    const member = await makeLoggedInMember(t, {}, merchant);
    const fading = await makeGame(t.db, merchant.id, { vassalage: 'ALPHA', gameCategory: 'RNG' });
    await add(member, fading.gameId);
    await t.db.updateTable('game').set({ is_enabled: false }).where('id', '=', fading.id).execute();
    expect(await ids(member)).toEqual([]);
    expect((await remove(member, fading.gameId)).statusCode).toBe(200);
  });

  it('lets trial accounts keep favourites and refuses guests', async () => {
    const trial = await makeLoggedInMember(t, { accountType: ACCOUNT_TYPES.TRIAL }, merchant);
    expect((await add(trial, g.one?.gameId)).statusCode).toBe(200);
    expectFailure(await call(null, 'GET', '/wps/relay/MCSFE_getFavoriteGames'), 401, 'NOT_LOGGED_IN');
    expectFailure(await call(null, 'GET', '/wps/relay/MCSFE_getFavoriteGamesList'), 401, 'NOT_LOGGED_IN');
    expectFailure(
      await call(null, 'POST', '/wps/relay/MCSFE_addFavoriteGame', { gameId: g.one?.gameId }),
      401,
      'NOT_LOGGED_IN',
    );
  });

  it('refuses a malformed body', async () => {
    expectFailure(await add(player, 'abc'), 400, 'VALIDATION_FAILED');
    expectFailure(
      await call(player, 'POST', '/wps/relay/MCSFE_removeFavoriteGame', {}),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('GET /wps/relay/GLS2_roomList', () => {
  it('lists open rooms of listed PvP games, of one game when asked, named in the language', async () => {
    const a = await makeRoom(t.db, merchant.id, g.niuniu!.id, {
      roomCode: 'NN1',
      names: { TW: '牛牛一', EN: 'Niuniu 1' },
    });
    const b = await makeRoom(t.db, merchant.id, g.poker!.id, { roomCode: 'PK1', minBetMinor: 5000n });
    await makeRoom(t.db, merchant.id, g.niuniu!.id, { roomCode: 'NN2', isEnabled: false });
    await makeRoom(t.db, merchant.id, g.closedPvp!.id, { roomCode: 'CL1' });
    const all = (await call(player, 'GET', '/wps/relay/GLS2_roomList?language=EN')).json().value.list;
    expect(all).toEqual([
      {
        roomId: a.roomId,
        roomCode: 'NN1',
        displayName: 'Niuniu 1',
        gameId: g.niuniu?.gameId,
        vassalage: 'ALPHA',
        minBetMinor: 1000,
        // No maximum set; an outside vendor does not say how many sit there.
        maxBetMinor: null,
        seats: 6,
        playerCount: null,
      },
      {
        roomId: b.roomId,
        roomCode: 'PK1',
        displayName: 'Room',
        gameId: g.poker?.gameId,
        vassalage: 'ALPHA',
        minBetMinor: 5000,
        // No maximum set; an outside vendor does not say how many sit there.
        maxBetMinor: null,
        seats: 6,
        playerCount: null,
      },
    ]);
    const one = (await call(player, 'GET', `/wps/relay/GLS2_roomList?gameId=${g.poker?.gameId}`)).json().value
      .list;
    expect(one.map((r: { roomCode: string }) => r.roomCode)).toEqual(['PK1']);
  });

  it('needs a session and a well-formed game id', async () => {
    expectFailure(await call(null, 'GET', '/wps/relay/GLS2_roomList'), 401, 'NOT_LOGGED_IN');
    expectFailure(await call(player, 'GET', '/wps/relay/GLS2_roomList?gameId=x'), 400, 'VALIDATION_FAILED');
  });
});
