import { ZMerchantCodeParams, ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { operatorOf, requireOperator } from '../auth/require-operator.js';
import { listOutbox, ZOutboxMessage, ZOutboxQuery } from './list-outbox.js';

/** The message outbox of a merchant, for owners and support. */
export function outboxRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/merchants/:code/outbox',
      {
        preHandler: requireOperator(ctx, ['owner', 'support']),
        schema: {
          tags: ['ops: messages'],
          security: [{ operatorToken: [] }],
          summary: 'SMS and e-mails of a merchant, newest first',
          params: ZMerchantCodeParams,
          querystring: ZOutboxQuery,
          response: { 200: ZSuccess(z.array(ZOutboxMessage)) },
        },
      },
      async (request) =>
        ok(await listOutbox(ctx.db, operatorOf(request), request.params.code, request.query)),
    );
  };
}
