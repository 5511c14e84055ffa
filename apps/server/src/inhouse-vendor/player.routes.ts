import { ZInhouseVendorPlayer, ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../platform/context.js';
import { ok } from '../platform/envelope.js';
import { platformWalletFor } from './platform-wallet.js';
import { requireVendorSession } from './vendor-session.js';

/** What every game page shows first: who plays, in which language, with how much (/inhouse/api/player). */
export function playerRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/player',
      {
        schema: {
          tags: ['in-house vendor'],
          summary: 'The session player and balance (X-Vendor-Session)',
          response: { 200: ZSuccess(ZInhouseVendorPlayer) },
        },
      },
      async (request) => {
        const session = await requireVendorSession(ctx, request);
        const client = await platformWalletFor(ctx, session.merchantCode);
        const { balance } = await client.balance(session.playerId, session.currency);
        return ok({
          username: session.username,
          currency: session.currency,
          language: session.language,
          gameCode: session.gameCode,
          balance,
        });
      },
    );
  };
}
