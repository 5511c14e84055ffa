import {
  PROTECTION_LIMIT_PROMPT_PATH,
  PROTECTION_LIMITS_PATH,
  ZProtectionLimitChange,
  ZProtectionLimits,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { memberOf, requireMember } from '../../auth/require-member.js';
import { declineLimitPrompt } from './decline-limit-prompt.js';
import { readProtectionLimits } from './read-protection-limits.js';
import { setProtectionLimit } from './set-protection-limit.js';

/**
 * The member's spending limits (docs/player-protection.md, "Limits"): read them with what each window has
 * used, set or remove one, or decline the first-deposit prompt. Trial accounts are refused, as on every
 * money page.
 */
export function protectionLimitRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['protection: limits'];
    const security = [{ memberToken: [] }];
    const member = requireMember(ctx);
    const ownerOf = (request: FastifyRequest) => ({
      merchantId: request.merchant.id,
      memberId: memberOf(request).id,
    });

    app.get(
      PROTECTION_LIMITS_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: "The member's deposit, loss and wager limits per window: used, remaining, waiting change",
          response: { 200: ZSuccess(ZProtectionLimits) },
        },
      },
      async (request) => ok(await readProtectionLimits(ctx.db, memberOf(request).id)),
    );

    app.put(
      PROTECTION_LIMITS_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary:
            'Sets or removes one limit: a first limit or a decrease at once, an increase or removal after 24 hours',
          body: ZProtectionLimitChange,
          response: { 200: ZSuccess(ZProtectionLimits) },
        },
      },
      async (request) => ok(await setProtectionLimit(ctx.db, ownerOf(request), request.body)),
    );

    app.post(
      PROTECTION_LIMIT_PROMPT_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'The member declined the first-deposit limit prompt (it is not shown again)',
          response: { 200: ZSuccess(ZProtectionLimits) },
        },
      },
      async (request) => ok(await declineLimitPrompt(ctx.db, ownerOf(request))),
    );
  };
}
