import {
  ZOperator,
  ZOperatorEnrolmentFinish,
  ZOperatorEnrolmentStart,
  ZOperatorEnrolmentTicket,
  ZOperatorLogin,
  ZOperatorMe,
  ZOperatorPasswordChange,
  ZOperatorSession,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { AppError } from '../../../platform/errors.js';
import { actorOf, writeAudit } from '../audit/write-audit.js';
import { findOperatorView } from '../operators/operator-view.js';
import { changeOwnPassword } from './change-own-password.js';
import { finishOperatorEnrolment } from './finish-operator-enrolment.js';
import { loginOperator, type TLoginClient } from './login-operator.js';
import { announceOperatorSessionsChanged } from './operator-revocations.js';
import { closeOperatorSession, OPERATOR_IDLE_TIMEOUT_MINUTES } from './operator-sessions.js';
import { warmPasswordHashing } from '../../../platform/auth/password.js';
import { operatorOf, requireOperator } from './require-operator.js';
import { startOperatorEnrolment } from './start-operator-enrolment.js';

const clientOf = (request: FastifyRequest): TLoginClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  requestId: request.id,
});

/**
 * Operator sign-in (password and TOTP), first-sign-in TOTP enrolment, logout, the current operator and its own
 * password change.
 */
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
          summary:
            'Log in with username, password and TOTP code; answers the X-Operator-Token value ' +
            '(TOTP_ENROLMENT_REQUIRED: enrol first)',
          body: ZOperatorLogin,
          response: { 200: ZSuccess(ZOperatorSession) },
        },
      },
      async (request) => ok(await loginOperator(ctx, request.body, clientOf(request))),
    );

    app.post(
      '/auth/enrolment/start',
      {
        config: { isCostly: true },
        schema: {
          tags,
          summary:
            'First sign-in of an operator without TOTP: with its password, answers a new secret (shown once) ' +
            'and a ticket valid 10 minutes',
          body: ZOperatorEnrolmentStart,
          response: { 200: ZSuccess(ZOperatorEnrolmentTicket) },
        },
      },
      async (request) => ok(await startOperatorEnrolment(ctx, request.body, clientOf(request))),
    );

    app.post(
      '/auth/enrolment/finish',
      {
        config: { isCostly: true },
        schema: {
          tags,
          summary:
            'Confirm the enrolment with the ticket and a code of the new secret; answers a session as login',
          body: ZOperatorEnrolmentFinish,
          response: { 200: ZSuccess(ZOperatorSession) },
        },
      },
      async (request) => ok(await finishOperatorEnrolment(ctx, request.body, clientOf(request))),
    );

    app.post(
      '/auth/password',
      {
        config: { isCostly: true },
        preHandler: requireOperator(ctx),
        schema: {
          tags,
          security,
          summary:
            'Change your own password with the current one and a TOTP code; ends your other sessions, keeps this one',
          body: ZOperatorPasswordChange,
          response: { 200: ZSuccess(ZOperator) },
        },
      },
      async (request) =>
        ok(
          await changeOwnPassword(
            ctx,
            operatorOf(request),
            { ...actorOf(request), ip: request.ip },
            request.body,
          ),
        ),
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
