import { ZLaunchGameAnswer, ZLaunchGameRequest, ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { memberOf, requireMember } from '../auth/require-member.js';
import { launchGame } from './launch-game.js';
import { launchLanguageOf } from './localise.js';

/** POST /wps/game/launchGame: a one-time launch token in the vendor's game URL. */
export function gameLaunchRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/wps/game/launchGame',
      {
        // Login and account type are checked before the body (preValidation): a guest or a trial account
        // is told to log in or to open a real account whatever it sent.
        preValidation: requireMember(ctx),
        schema: {
          tags: ['games'],
          security: [{ memberToken: [] }],
          summary:
            'Launches a game or a PvP room: game_url carries a one-time launch token (2 minutes); the Language header wins over the body',
          body: ZLaunchGameRequest,
          response: { 200: ZSuccess(ZLaunchGameAnswer) },
        },
      },
      async (request) => {
        const answer = await launchGame(ctx, {
          merchant: request.merchant,
          memberId: memberOf(request).id,
          memberSessionHash: memberOf(request).tokenHash,
          gameId: request.body.gameId ?? null,
          roomId: request.body.roomId ?? null,
          language: launchLanguageOf(request, request.body.language),
        });
        return ok(answer);
      },
    );
  };
}
