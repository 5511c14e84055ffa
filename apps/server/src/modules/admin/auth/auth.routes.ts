import { ZOperatorLogin, ZOperatorMe, ZOperatorSession, ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { AppError } from '../../../platform/errors.js';
import { actorOf, writeAudit } from '../audit/write-audit.js';
import { findOperatorView } from '../operators/operator-view.js';
import { loginOperator } from './login-operator.js';
import { announceOperatorSessionsChanged } from './operator-revocations.js';
import { closeOperatorSession, OPERATOR_IDLE_TIMEOUT_MINUTES } from './operator-sessions.js';
import { warmPasswordHashing } from '../../../platform/auth/password.js';
import { operatorOf, requireOperator } from './require-operator.js';

/** Operator login (password and TOTP), logout and the current operator. */
export function authRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: auth'];
    const security = [{ operatorToken: [] }];
    warmPasswordHashing();

    app.post(
      '/auth/login',
      {
        config: { isCostly: true },
        schema: {
          tags,
          summary: 'Log in with username, password and TOTP code; answers the X-Operator-Token value',
          body: ZOperatorLogin,
          response: { 200: ZSuccess(ZOperatorSession) },
        },
      },
      async (request) => {
        const client = {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          requestId: request.id,
        };
        return ok(await loginOperator(ctx, request.body, client));
      },
    );

    app.post(
      '/auth/logout',
      {
        preHandler: requireOperator(ctx),
        schema: { tags, security, summary: 'End this session', response: { 200: ZSuccess(z.null()) } },
      },
      async (request) => {
        const operator = operatorOf(request);
        await ctx.db.transaction().execute(async (trx) => {
          await closeOperatorSession(trx, operator.tokenHash);
          await writeAudit(trx, actorOf(request), {
            action: 'auth.logout',
            target: `operator:${operator.id}`,
          });
        });
        // The support socket of this session closes too, in whichever process holds it.
        await announceOperatorSessionsChanged(ctx, operator.id);
        return ok(null);
      },
    );

    app.get(
      '/auth/me',
      {
        preHandler: requireOperator(ctx),
        schema: {
          tags,
          security,
          summary: 'The operator of this session',
          response: { 200: ZSuccess(ZOperatorMe) },
        },
      },
      async (request) => {
        const principal = operatorOf(request);
        const operator = await findOperatorView(ctx.db, principal.id);
        if (!operator) throw new AppError('OPERATOR_NOT_LOGGED_IN');
        return ok({
          operator,
          expiresAt: principal.expiresAt.toISOString(),
          idleTimeoutMinutes: OPERATOR_IDLE_TIMEOUT_MINUTES,
        });
      },
    );
  };
}
