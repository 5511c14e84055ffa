import { ZSuccess } from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { houseShardIds } from '../ledger/index.js';
import { moveVendorMoney, readVendorBalance } from './move-vendor-money.js';
import type { TVendorWalletPeer } from './resolve-vendor.js';
import { verifyVendorSignature } from './verify-vendor-signature.js';
import { ZVendorBalanceRequest, ZVendorMoveRequest, ZVendorWalletAnswer } from './vendor-wallet.schemas.js';

function peerOf(request: FastifyRequest): TVendorWalletPeer {
  if (!request.vendorPeer) throw new AppError('SIGNATURE_INVALID');
  return request.vendorPeer;
}

/**
 * The seamless wallet as game vendors call it, server to server, outside the merchant scope: the body
 * names the merchant and vendor and is signed (X-Signature: hex HMAC-SHA256 of the raw body with the
 * vendor's secret). The games issue adds authenticate (launch tokens) and rollback.
 */
export function vendorWalletRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Keep the raw bytes: the signature covers them, not a re-serialisation of the parsed body.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      request.rawBody = body as Buffer;
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        done(new AppError('BAD_REQUEST'), undefined);
      }
    });
    const tags = ['vendor wallet'];
    // House shard ids never change once made: cached per merchant like its config.
    const houseShards = (peer: TVendorWalletPeer) =>
      ctx.cache.getOrLoad(`vendor-house:${peer.merchantId}:${peer.currency}`, () =>
        houseShardIds(ctx.db, peer.merchantId, peer.currency),
      );
    const verify = verifyVendorSignature(ctx);
    const description = 'Signed: X-Signature is the hex HMAC-SHA256 of the raw body with the vendor secret.';

    app.post(
      '/vendor-api/wallet/balance',
      {
        preValidation: verify,
        schema: {
          tags,
          summary: "The player's available balance",
          description,
          body: ZVendorBalanceRequest,
          response: { 200: ZSuccess(ZVendorWalletAnswer) },
        },
      },
      async (request) =>
        ok(await readVendorBalance(ctx.db, peerOf(request), request.body.playerId, request.body.currency)),
    );

    for (const [path, direction] of [
      ['/vendor-api/wallet/bet', 'BET'],
      ['/vendor-api/wallet/win', 'WIN'],
    ] as const) {
      app.post(
        path,
        {
          preValidation: verify,
          schema: {
            tags,
            summary:
              direction === 'BET'
                ? 'Debit a bet; a repeat of a transaction id answers the first result'
                : 'Credit a win (0 closes a round); a repeat answers the first result',
            description: `${description} INSUFFICIENT_FUNDS carries details.balance.`,
            body: ZVendorMoveRequest,
            response: { 200: ZSuccess(ZVendorWalletAnswer) },
          },
        },
        async (request) =>
          ok(await moveVendorMoney(ctx.db, peerOf(request), houseShards, direction, request.body)),
      );
    }
  };
}
