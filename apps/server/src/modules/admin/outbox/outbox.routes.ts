import { ZMerchantCodeParams, ZOutboxMessage, ZOutboxQuery, ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { AppError } from '../../../platform/errors.js';
import { isMessagingDemoMode } from '../../../platform/messaging/message-sender.js';
import { operatorOf, requireOperator } from '../auth/require-operator.js';
import { listOutbox } from './list-outbox.js';

/**
 * The message outbox of a merchant: owners only, and only in demo mode (no SMS or e-mail provider), where the
 * outbox is the only delivery and the codes in it are what a demo or a test reads. Anywhere else it answers
 * OUTBOX_DEMO_ONLY: a real member's code or temporary password is nobody's to read (docs/messaging.md).
 */
export function outboxRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const demoOnly = async () => {
      if (!isMessagingDemoMode(ctx.config)) throw new AppError('OUTBOX_DEMO_ONLY');
    };
    app.get(
      '/merchants/:code/outbox',
      {
        preHandler: [requireOperator(ctx, ['owner']), demoOnly],
        schema: {
          tags: ['ops: messages'],
          security: [{ operatorToken: [] }],
          summary: 'SMS and e-mails of a merchant, newest first (owners, demo mode only)',
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
