import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { TGameCategory } from '@kirin/contracts';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../../db/database.js';
import type { TAppContext } from '../../../platform/context.js';
import { createTestApp } from '../../../test/harness.js';
import { demoMerchantId, makeMember } from '../../../test/member-factories.js';
import { createLaunchToken, LAUNCH_TOKEN_TTL_MS } from '../../games/launch-token.js';
import { memberAccount } from '../../ledger/index.js';
import { fundMember } from '../../ledger/ledger.factories.js';
import { sealSecret } from '../../../platform/secrets/seal-secret.js';

export type TConformancePlayer = {
  memberId: bigint;
  /** The member id as the wallet API names players. */
  playerId: string;
  username: string;
  /** A fresh one-time launch token for the server's vendor and game. */
  launchToken: string;
};

export type TConformanceServer = {
  /** Origin of the real listening server, e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  app: FastifyInstance;
  ctx: TAppContext;
  /** The server's own database: the suite checks balances and rounds here. */
  db: TDb;
  merchantId: bigint;
  merchantCode: string;
  vendorCode: string;
  /** The vendor's HMAC secret as stored in vendor_integration. */
  secret: string;
  currency: string;
  /** The game the launch tokens name (a row in the catalogue, category RNG unless told). */
  gameCode: string;
  /** A member of the merchant with `fundsMinor` in the main wallet, and a launch token. */
  makePlayer(fundsMinor: bigint): Promise<TConformancePlayer>;
  /** Another launch token for a member; `isExpired` makes one whose two minutes are over. */
  makeLaunchToken(memberId: bigint, options?: { isExpired?: boolean }): Promise<string>;
  close(): Promise<void>;
};

export type TConformanceServerOptions = {
  /** The vassalage under test; an integration row is made (or its secret reset) for it. */
  vendorCode?: string;
  secret?: string;
  gameCode?: string;
  gameCategory?: TGameCategory;
};

/**
 * A real Kirin server on a fresh test database, listening on a random local port, with a seamless vendor
 * integration for `vendorCode` on the demo merchant. Any vendor implementation is pointed at `baseUrl`.
 * Only usable inside Vitest (the database comes from the test global setup).
 */
export async function startConformanceServer(
  options: TConformanceServerOptions = {},
): Promise<TConformanceServer> {
  const vendorCode = options.vendorCode ?? 'CONFORMANCE';
  const secret = options.secret ?? randomBytes(24).toString('hex');
  const gameCode = options.gameCode ?? `${vendorCode}_GAME`;
  const t = await createTestApp();
  const merchantId = await demoMerchantId(t.db);
  await t.db
    .insertInto('vendor_integration')
    .values({
      merchant_id: merchantId,
      vassalage: vendorCode,
      display_name: `${vendorCode} (conformance)`,
      wallet_mode: 'SEAMLESS',
      hmac_secret: sealSecret('vendor-hmac', secret),
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'vassalage']).doUpdateSet({
        hmac_secret: sealSecret('vendor-hmac', secret),
        wallet_mode: 'SEAMLESS',
        is_enabled: true,
        ip_allow_list: [],
      }),
    )
    .execute();
  const game = await t.db
    .insertInto('game')
    .values({
      merchant_id: merchantId,
      vassalage: vendorCode,
      game_category: options.gameCategory ?? 'RNG',
      code: gameCode,
      game_type: 'SLOT',
      names: JSON.stringify({ TW: gameCode, EN: gameCode }),
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'vassalage', 'code']).doUpdateSet({ is_enabled: true }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;

  const makeLaunchToken = (memberId: bigint, launch: { isExpired?: boolean } = {}) =>
    createLaunchToken(
      t.db,
      {
        merchantId,
        memberId,
        vassalage: vendorCode,
        gameId: game.id,
        gameCode,
        roomId: null,
        language: 'EN',
      },
      launch.isExpired ? new Date(Date.now() - LAUNCH_TOKEN_TTL_MS - 60_000) : new Date(),
    );

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app: t.app,
    ctx: t.ctx,
    db: t.db,
    merchantId,
    merchantCode: 'demo',
    vendorCode,
    secret,
    currency: 'VND',
    gameCode,
    makeLaunchToken,
    async makePlayer(fundsMinor) {
      const member = await makeMember(t.db, { merchantId });
      if (fundsMinor > 0n)
        await fundMember(t.db, { merchantId, memberId: member.id, amountMinor: fundsMinor });
      else
        await memberAccount(t.db, { merchantId, memberId: member.id, walletCode: 'MAIN', currency: 'VND' });
      return {
        memberId: member.id,
        playerId: member.id.toString(),
        username: member.username,
        launchToken: await makeLaunchToken(member.id),
      };
    },
    close: t.close,
  };
}
