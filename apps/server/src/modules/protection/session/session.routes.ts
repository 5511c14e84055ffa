import {
  PROTECTION_REALITY_CHECK_PATH,
  PROTECTION_SESSION_PATH,
  PROTECTION_SESSION_SETTINGS_PATH,
  PROTECTION_STATUS_PATH,
  ZProtectionSession,
  ZProtectionStatus,
  ZSessionSettings,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { memberOf, requireMember } from '../../auth/require-member.js';
import { acknowledgeRealityCheck, readProtectionSession } from './read-protection-session.js';
import { readProtectionStatus } from './read-protection-status.js';
import { readSessionSettings, saveSessionSettings } from './session-settings.js';

/** Session limit, reality checks and the protection status (docs/player-protection.md). */
export function protectionSessionRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['player protection'];
    const security = [{ memberToken: [] }];
    const member = requireMember(ctx);

    app.get(
      PROTECTION_STATUS_PATH,
      {
        preHandler: requireMember(ctx, { isAllowedInWithdrawalSession: true }),
        schema: {
          tags,
          security,
          summary:
            'The exclusion in force, the session settings, and whether this session is withdrawal-only',
          response: { 200: ZSuccess(ZProtectionStatus) },
        },
      },
      async (request) => ok(await readProtectionStatus(ctx.db, memberOf(request))),
    );

    app.get(
      PROTECTION_SESSION_SETTINGS_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'The reality-check interval and the session limit (null: off)',
          response: { 200: ZSuccess(ZSessionSettings) },
        },
      },
      async (request) => ok(await readSessionSettings(ctx.db, memberOf(request).id)),
    );

    app.put(
      PROTECTION_SESSION_SETTINGS_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary:
            'Set the reality-check interval and the session limit; they apply to open sessions at once',
          body: ZSessionSettings,
          response: { 200: ZSuccess(ZSessionSettings) },
        },
      },
      async (request) => ok(await saveSessionSettings(ctx.db, memberOf(request).id, request.body)),
    );

    app.get(
      PROTECTION_SESSION_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary:
            "This session's elapsed time, net position, next reality check and end by the session limit",
          response: { 200: ZSuccess(ZProtectionSession) },
        },
      },
      async (request) => ok(await readProtectionSession(ctx.db, memberOf(request))),
    );

    app.post(
      PROTECTION_REALITY_CHECK_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'The member answered the reality check: the next one is due one interval from now',
          response: { 200: ZSuccess(ZProtectionSession) },
        },
      },
      async (request) => ok(await acknowledgeRealityCheck(ctx.db, memberOf(request))),
    );
  };
}
