import { ZSuccess } from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { houseShardIds } from '../ledger/index.js';
import { authenticateVendorPlayer } from './authenticate-vendor-player.js';
import { placeVendorBet } from './place-vendor-bet.js';
import { placeVendorBetAndWin } from './place-vendor-bet-and-win.js';
import { WalletPostingGroup } from './posting-group.js';
import type { TVendorWalletPeer } from './resolve-vendor.js';
import type { TVendorNonce } from './vendor-nonce.js';
import { rollbackVendorBet } from './rollback-vendor-bet.js';
import { settleVendorWin } from './settle-vendor-win.js';
import { describeVendorCall } from './vendor-wallet-errors.js';
import { readVendorBalance } from './vendor-player.js';
import { verifyVendorSignature } from './verify-vendor-signature.js';
import {
  ZVendorAuthenticateAnswer,
  ZVendorAuthenticateRequest,
  ZVendorBalanceRequest,
  ZVendorBetAndWinRequest,
  ZVendorBetRequest,
  ZVendorRollbackRequest,
  ZVendorWalletAnswer,
  ZVendorWinRequest,
} from './vendor-wallet.schemas.js';

function peerOf(request: FastifyRequest): TVendorWalletPeer {
  if (!request.vendorPeer) throw new AppError('SIGNATURE_INVALID');
  return request.vendorPeer;
}

function nonceOf(request: FastifyRequest): TVendorNonce {
  if (!request.vendorNonce) throw new AppError('SIGNATURE_INVALID');
  return request.vendorNonce;
}

/**
 * The seamless wallet as game vendors call it, server to server, outside the merchant scope: the body
 * names the merchant and vendor, and the request is signed (X-Signature: hex HMAC-SHA256 of
 * `<X-Timestamp>.<X-Nonce>.<raw body>` with the vendor's secret), fresh (X-Timestamp within 5 minutes) and
 * never sent before (X-Nonce). docs/vendor-wallet.md is the vendor-facing description.
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
    const preValidation = verifyVendorSignature(ctx);
    // Group posting: off (every call alone) unless VENDOR_WALLET_GROUP_MS is set.
    const group =
      ctx.config.VENDOR_WALLET_GROUP_MS > 0
        ? new WalletPostingGroup(
            ctx.db,
            ctx.config.VENDOR_WALLET_GROUP_MS,
            ctx.config.VENDOR_WALLET_GROUP_MAX,
          )
        : undefined;
    const answer = { 200: ZSuccess(ZVendorWalletAnswer) };
    // The money calls spend their nonce in the statement that moves the money (no extra round trip).
    const config = { isVendorNonceSpentByRoute: true };

    app.post(
      '/vendor-api/wallet/authenticate',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Exchange a one-time launch token for the player and a game session',
          description: describeVendorCall('authenticate'),
          body: ZVendorAuthenticateRequest,
          response: { 200: ZSuccess(ZVendorAuthenticateAnswer) },
        },
      },
      async (request) =>
        ok(await authenticateVendorPlayer(ctx.db, peerOf(request), request.body.launchToken)),
    );

    app.post(
      '/vendor-api/wallet/balance',
      {
        preValidation,
        schema: {
          tags,
          summary: "The player's available balance",
          description: describeVendorCall('balance'),
          body: ZVendorBalanceRequest,
          response: answer,
        },
      },
      async (request) =>
        ok(await readVendorBalance(ctx.db, peerOf(request), request.body.playerId, request.body.currency)),
    );

    app.post(
      '/vendor-api/wallet/bet',
      {
        preValidation,
        config,
        schema: {
          tags,
          summary: 'Debit a bet (needs a live game session); a repeat answers the first answer',
          description: describeVendorCall('bet'),
          body: ZVendorBetRequest,
          response: answer,
        },
      },
      async (request) => {
        const peer = peerOf(request);
        return ok(
          await placeVendorBet(ctx.db, peer, nonceOf(request), await houseShards(peer), request.body, group),
        );
      },
    );

    app.post(
      '/vendor-api/wallet/win',
      {
        preValidation,
        config,
        schema: {
          tags,
          summary: 'Credit a win and settle the round (0 only closes it); a repeat answers the first answer',
          description: describeVendorCall('win'),
          body: ZVendorWinRequest,
          response: answer,
        },
      },
      async (request) => {
        const peer = peerOf(request);
        return ok(
          await settleVendorWin(ctx.db, peer, nonceOf(request), await houseShards(peer), request.body, group),
        );
      },
    );

    app.post(
      '/vendor-api/wallet/bet-and-win',
      {
        preValidation,
        config,
        schema: {
          tags,
          summary:
            'Debit a bet and credit its win in one call, both or neither; a repeat answers the first answer',
          description: describeVendorCall('bet-and-win'),
          body: ZVendorBetAndWinRequest,
          response: answer,
        },
      },
      async (request) => {
        const peer = peerOf(request);
        return ok(
          await placeVendorBetAndWin(ctx.db, peer, nonceOf(request), await houseShards(peer), request.body),
        );
      },
    );

    app.post(
      '/vendor-api/wallet/rollback',
      {
        preValidation,
        config,
        schema: {
          tags,
          summary: 'Refund a bet by its transaction id, once; an unknown bet is acknowledged and barred',
          description: describeVendorCall('rollback'),
          body: ZVendorRollbackRequest,
          response: answer,
        },
      },
      async (request) => {
        const peer = peerOf(request);
        return ok(
          await rollbackVendorBet(ctx.db, peer, nonceOf(request), await houseShards(peer), request.body),
        );
      },
    );
  };
}
