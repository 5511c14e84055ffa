import {
  PROTECTION_REOPEN_PATH,
  PROTECTION_SELF_EXCLUSION_PATH,
  PROTECTION_TIME_OUT_PATH,
  ZExclusion,
  ZReopenRequest,
  ZSelfExclusionRequest,
  ZSuccess,
  ZTimeOutRequest,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import type { TAuditActor } from '../../admin/audit/write-audit.js';
import { memberOf, requireMember } from '../../auth/require-member.js';
import { reopenExclusion } from './reopen-exclusion.js';
import { startExclusion } from './start-exclusion.js';

/** The member's own step in the audit log: no operator, the member's address and request id. */
function memberActor(request: FastifyRequest): TAuditActor {
  return { operatorId: null, ip: request.ip, requestId: request.id };
}

/**
 * Time-out, self-exclusion and reopening (docs/player-protection.md). Taking one works in a withdrawal-only
 * session too: a member in a time-out may make it a self-exclusion, never the other way.
 */
export function exclusionRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['player protection'];
    const security = [{ memberToken: [] }];
    const member = requireMember(ctx, { isAllowedInWithdrawalSession: true });

    app.post(
      PROTECTION_TIME_OUT_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'Take a time-out (24h, 7d, 30d) now, confirmed by the login password; every session ends',
          body: ZTimeOutRequest,
          response: { 200: ZSuccess(ZExclusion) },
        },
      },
      async (request) => {
        const principal = memberOf(request);
        return ok(
          await startExclusion(ctx, memberActor(request), principal, { kind: 'time_out', ...request.body }),
        );
      },
    );

    app.post(
      PROTECTION_SELF_EXCLUSION_PATH,
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary:
            'Self-exclude now (6m, 1y, 5y, indefinite), confirmed by the login password; every session ends',
          body: ZSelfExclusionRequest,
          response: { 200: ZSuccess(ZExclusion) },
        },
      },
      async (request) => {
        const principal = memberOf(request);
        return ok(
          await startExclusion(ctx, memberActor(request), principal, {
            kind: 'self_exclusion',
            ...request.body,
          }),
        );
      },
    );

    app.post(
      PROTECTION_REOPEN_PATH,
      {
        schema: {
          tags,
          summary:
            'After a fixed self-exclusion has ended: ask to reopen (username and password); login works 24 hours later',
          body: ZReopenRequest,
          response: { 200: ZSuccess(ZExclusion) },
        },
      },
      async (request) =>
        ok(await reopenExclusion(ctx.db, memberActor(request), request.merchant.id, request.body)),
    );
  };
}
