import { ZMinorUnits, ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../platform/context.js';
import { ok } from '../platform/envelope.js';
import { platformWalletFor } from './platform-wallet.js';
import { requireVendorSession } from './vendor-session.js';

const ZVendorPlayer = z.object({
  username: z.string(),
  currency: z.string(),
  language: z.string(),
  gameCode: z.string().nullable(),
  /** The platform's balance for the player, asked over the wallet API. */
  balance: ZMinorUnits,
});

/** What every game page shows first: who plays, in which language, with how much (/inhouse/api/player). */
export function playerRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/player',
      {
        schema: {
          tags: ['in-house vendor'],
          summary: 'The session player and balance (X-Vendor-Session)',
          response: { 200: ZSuccess(ZVendorPlayer) },
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
