import {
  ZOperator,
  ZOperatorCreate,
  ZOperatorCreated,
  ZOperatorIdParams,
  ZOperatorPasswordReset,
  ZOperatorRoleUpdate,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { actorOf } from '../audit/write-audit.js';
import { requireOperator } from '../auth/require-operator.js';
import { changeOperatorRole } from './change-operator-role.js';
import { createOperator } from './create-operator.js';
import { disableOperator } from './disable-operator.js';
import { listOperators } from './list-operators.js';
import { resetOperatorPassword } from './reset-operator-password.js';
import { resetOperatorTotp } from './reset-operator-totp.js';

/** Operator administration: owners of every merchant only, so a scoped owner cannot widen its own reach. */
export function operatorRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: operators'];
    const security = [{ operatorToken: [] }];
    const preHandler = requireOperator(ctx, ['owner'], { isEveryMerchantRequired: true });

    app.get(
      '/operators',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Every operator',
          response: { 200: ZSuccess(z.array(ZOperator)) },
        },
      },
      async () => ok(await listOperators(ctx.db)),
    );

    app.post(
      '/operators',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Create an operator with a password; it enrols its own TOTP at its first sign-in',
          body: ZOperatorCreate,
          response: { 200: ZSuccess(ZOperatorCreated) },
        },
      },
      async (request) => ok({ operator: await createOperator(ctx.db, actorOf(request), request.body) }),
    );

    app.put(
      '/operators/:id/role',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Change the role of an operator',
          params: ZOperatorIdParams,
          body: ZOperatorRoleUpdate,
          response: { 200: ZSuccess(ZOperator) },
        },
      },
      async (request) =>
        ok(await changeOperatorRole(ctx, actorOf(request), BigInt(request.params.id), request.body.role)),
    );

    app.post(
      '/operators/:id/disable',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Disable an operator and end its sessions',
          params: ZOperatorIdParams,
          response: { 200: ZSuccess(ZOperator) },
        },
      },
      async (request) => ok(await disableOperator(ctx, actorOf(request), BigInt(request.params.id))),
    );

    app.put(
      '/operators/:id/password',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Set a new password for an operator and end its sessions',
          params: ZOperatorIdParams,
          body: ZOperatorPasswordReset,
          response: { 200: ZSuccess(ZOperator) },
        },
      },
      async (request) =>
        ok(
          await resetOperatorPassword(
            ctx,
            actorOf(request),
            BigInt(request.params.id),
            request.body.password,
          ),
        ),
    );

    app.post(
      '/operators/:id/totp-reset',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Clear the TOTP of an operator and end its sessions: it enrols again at its next sign-in',
          params: ZOperatorIdParams,
          response: { 200: ZSuccess(ZOperator) },
        },
      },
      async (request) => ok(await resetOperatorTotp(ctx, actorOf(request), BigInt(request.params.id))),
    );
  };
}
