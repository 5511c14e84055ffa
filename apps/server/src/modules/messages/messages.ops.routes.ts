import {
  ZListQuery,
  ZMerchantCodeParams,
  ZOpsFeedback,
  ZOpsFeedbackAnswer,
  ZOpsFeedbackImageParams,
  ZOpsFeedbackPage,
  ZOpsFeedbackQuery,
  ZOpsMessage,
  ZOpsMessagePage,
  ZOpsSendMessage,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { fileStorageOf, sendStoredImage } from '../../platform/file-storage.js';
import { actorOf } from '../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../admin/auth/require-operator.js';
import { answerFeedback } from './answer-feedback.js';
import { listFeedbackQueue } from './list-feedback-queue.js';
import { listSentMessages } from './list-sent-messages.js';
import { readFeedbackImage } from './read-feedback-image.js';
import { sendOpsMessage } from './send-ops-message.js';

const ZFeedbackParams = ZMerchantCodeParams.extend({ id: z.string().regex(/^\d{1,18}$/, 'id_rule') });

/** Operator routes for platform messages and member feedback (owner, support and content staff). */
export function messageOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: messages'];
    const security = [{ operatorToken: [] }];
    const staff = requireOperator(ctx, ['owner', 'support', 'content']);
    const files = fileStorageOf(ctx.config);

    app.post(
      '/merchants/:code/messages',
      {
        preHandler: staff,
        schema: {
          tags,
          security,
          summary: 'Send a platform message to one member (username), a label’s members, or all members',
          params: ZMerchantCodeParams,
          body: ZOpsSendMessage,
          response: { 200: ZSuccess(ZOpsMessage) },
        },
      },
      async (request) =>
        ok(
          await sendOpsMessage(
            ctx.db,
            operatorOf(request),
            actorOf(request),
            request.params.code,
            request.body,
          ),
        ),
    );

    app.get(
      '/merchants/:code/messages',
      {
        preHandler: staff,
        schema: {
          tags,
          security,
          summary: 'Messages sent, newest first, with how many members read each',
          params: ZMerchantCodeParams,
          querystring: ZListQuery,
          response: { 200: ZSuccess(ZOpsMessagePage) },
        },
      },
      async (request) =>
        ok(await listSentMessages(ctx.db, operatorOf(request), request.params.code, request.query)),
    );

    app.get(
      '/merchants/:code/feedback',
      {
        preHandler: staff,
        schema: {
          tags,
          security,
          summary: 'Member feedback, oldest first, optionally one status',
          params: ZMerchantCodeParams,
          querystring: ZOpsFeedbackQuery,
          response: { 200: ZSuccess(ZOpsFeedbackPage) },
        },
      },
      async (request) =>
        ok(await listFeedbackQueue(ctx.db, operatorOf(request), request.params.code, request.query)),
    );

    app.get(
      '/merchants/:code/feedback/:id/images/:position',
      {
        preHandler: staff,
        schema: {
          tags,
          security,
          summary: 'One image of a feedback (1..3), as png or jpeg',
          params: ZOpsFeedbackImageParams,
        },
      },
      async (request, reply) => {
        const { code, id, position } = request.params;
        const file = await readFeedbackImage(ctx.db, files, operatorOf(request), code, BigInt(id), position);
        return sendStoredImage(reply, file, `feedback-${id}-${position}`);
      },
    );

    app.post(
      '/merchants/:code/feedback/:id/answer',
      {
        preHandler: staff,
        schema: {
          tags,
          security,
          summary: 'Answer a feedback: stored, and sent to the member as a platform message',
          params: ZFeedbackParams,
          body: ZOpsFeedbackAnswer,
          response: { 200: ZSuccess(ZOpsFeedback) },
        },
      },
      async (request) =>
        ok(
          await answerFeedback(
            ctx.db,
            operatorOf(request),
            actorOf(request),
            request.params.code,
            BigInt(request.params.id),
            request.body.answer,
          ),
        ),
    );
  };
}
