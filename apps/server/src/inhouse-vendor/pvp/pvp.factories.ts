import { createLaunchToken } from '../../modules/games/launch-token.js';
import { fundMember } from '../../modules/ledger/ledger.factories.js';
import type { TAppContext } from '../../platform/context.js';
import { makeMember } from '../../test/member-factories.js';
import type { TInhousePlayer, TInhouseTestServer } from '../inhouse.factories.js';
import { INHOUSE_VENDOR_CODE } from '../seed-inhouse-vendor.js';
import { upsertInhousePvpRoom, type TPvpRoomSeed } from './seed-pvp-rooms.js';
import { sweepPvpRooms } from './sweep-pvp-rooms.js';

/** The platform's game and room and the vendor's room, as the demo seed makes them. */
export async function makePvpRoom(
  server: TInhouseTestServer,
  rules: Omit<TPvpRoomSeed, 'merchantCode' | 'roomRef'>,
): Promise<{ roomId: string }> {
  const game = await server.t.db
    .insertInto('game')
    .values({
      merchant_id: server.merchantId,
      vassalage: INHOUSE_VENDOR_CODE,
      game_category: 'PVP',
      code: rules.gameCode,
      game_type: 'PVP',
      names: JSON.stringify({ EN: rules.gameCode }),
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  const gameId =
    game?.id ??
    (
      await server.t.db
        .selectFrom('game')
        .select('id')
        .where('merchant_id', '=', server.merchantId)
        .where('code', '=', rules.gameCode)
        .executeTakeFirstOrThrow()
    ).id;
  const room = await server.t.db
    .insertInto('pvp_room')
    .values({
      merchant_id: server.merchantId,
      game_id: gameId,
      room_code: `R${Math.random().toString(36).slice(2, 10)}`,
      names: JSON.stringify({ EN: 'Room' }),
      min_bet_minor: rules.minBetMinor,
      max_bet_minor: rules.maxBetMinor,
      seats: rules.seats,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roomId = room.id.toString();
  await upsertInhousePvpRoom(server.t.db, { ...rules, merchantCode: server.merchantCode, roomRef: roomId });
  return { roomId };
}

/** A funded member launched into a room: the vendor session token its page would carry. */
export async function launchPvpPlayer(
  server: TInhouseTestServer,
  options: { fundsMinor: bigint; gameCode: string; roomId: string },
): Promise<TInhousePlayer> {
  const member = await makeMember(server.t.db, { merchantId: server.merchantId });
  await fundMember(server.t.db, {
    merchantId: server.merchantId,
    memberId: member.id,
    amountMinor: options.fundsMinor,
  });
  const token = await createLaunchToken(server.t.db, {
    merchantId: server.merchantId,
    memberId: member.id,
    vassalage: INHOUSE_VENDOR_CODE,
    gameId: null,
    gameCode: options.gameCode,
    roomId: BigInt(options.roomId),
    language: 'EN',
  });
  const response = await server.t.app.inject({
    method: 'GET',
    url: `/inhouse/launch?token=${token}&game=${options.gameCode}&lang=EN&merchant=${server.merchantCode}`,
  });
  const location = response.headers.location;
  if (response.statusCode !== 302 || typeof location !== 'string')
    throw new Error(`launch failed: ${response.statusCode} ${response.body.slice(0, 300)}`);
  const sessionToken = new URL(location, server.baseUrl).searchParams.get('session');
  if (!sessionToken) throw new Error(`no session in ${location}`);
  return { member, playerId: member.id.toString(), sessionToken };
}

/**
 * Sweeps until no win is owed. The feed a route woke may be sweeping at the same time (rows it holds are
 * skipped here), so tests wait for the outcome rather than count who produced it.
 */
export async function settlePvpPayouts(ctx: TAppContext, now: number): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    await sweepPvpRooms(ctx, now);
    const owed = await ctx.db
      .selectFrom('inhouse_pvp_payout')
      .select('hand_id')
      .where('is_settled', '=', false)
      .executeTakeFirst();
    if (!owed) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('card room wins still owed');
}
