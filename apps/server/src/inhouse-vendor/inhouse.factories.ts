import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { createLaunchToken } from '../modules/games/launch-token.js';
import { fundMember } from '../modules/ledger/ledger.factories.js';
import { createTestApp, type TTestApp } from '../test/harness.js';
import { demoMerchantId, makeMember, type TTestMember } from '../test/member-factories.js';
import { INHOUSE_VENDOR_CODE, seedInhouseVendor } from './seed-inhouse-vendor.js';

export type TInhouseTestServer = {
  t: TTestApp;
  merchantId: bigint;
  merchantCode: string;
  /** Origin of the listening server (the vendor reaches the platform through it). */
  baseUrl: string;
};

/**
 * The real app on a fresh database, listening on a random local port (the in-house vendor calls the
 * platform's wallet API over HTTP), with the vendor registered for the demo merchant on both sides.
 */
export async function startInhouseTestServer(): Promise<TInhouseTestServer> {
  const t = await createTestApp();
  const merchantId = await demoMerchantId(t.db);
  await seedInhouseVendor(t.db, merchantId, t.ctx.config);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, merchantId, merchantCode: 'demo', baseUrl: `http://127.0.0.1:${port}` };
}

/** A fresh platform launch token for an in-house game, as POST /wps/game/launchGame would make it. */
export function makeInhouseLaunchToken(
  server: TInhouseTestServer,
  memberId: bigint,
  gameCode: string,
  options: { now?: Date; language?: string } = {},
): Promise<string> {
  return createLaunchToken(
    server.t.db,
    {
      merchantId: server.merchantId,
      memberId,
      vassalage: INHOUSE_VENDOR_CODE,
      gameId: null,
      gameCode,
      roomId: null,
      language: options.language ?? 'EN',
    },
    options.now,
  );
}

export type TInhousePlayer = { member: TTestMember; playerId: string; sessionToken: string };

/** A funded member launched into an in-house game: the vendor session token its page would carry. */
export async function launchInhousePlayer(
  server: TInhouseTestServer,
  options: { fundsMinor: bigint; gameCode: string },
): Promise<TInhousePlayer> {
  const member = await makeMember(server.t.db, { merchantId: server.merchantId });
  if (options.fundsMinor > 0n)
    await fundMember(server.t.db, {
      merchantId: server.merchantId,
      memberId: member.id,
      amountMinor: options.fundsMinor,
    });
  const token = await makeInhouseLaunchToken(server, member.id, options.gameCode);
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

/** Moves a player's slot rounds 3 s into the past, so the next spin is not held back by the 2.5 s rule. */
export async function ageSlotRounds(server: TInhouseTestServer, playerId: string): Promise<void> {
  await server.t.db
    .updateTable('inhouse_slot_round')
    .set((eb) => ({ created_at: sql<Date>`${eb.ref('created_at')} - interval '3 seconds'` }))
    .where('player_id', '=', playerId)
    .execute();
}

/** The member's main wallet balance as the platform's ledger holds it. */
export async function mainBalanceOf(server: TInhouseTestServer, memberId: bigint): Promise<bigint> {
  const row = await server.t.db
    .selectFrom('ledger_account')
    .select('balance_minor')
    .where('member_id', '=', memberId)
    .where('wallet_code', '=', 'MAIN')
    .executeTakeFirst();
  return row?.balance_minor ?? 0n;
}
