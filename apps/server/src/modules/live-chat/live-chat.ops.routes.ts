import {
  ZLiveChatMessage,
  ZLiveChatReadRequest,
  ZLiveChatSendRequest,
  ZOpsLiveChatConversation,
  ZOpsLiveChatListQuery,
  ZOpsLiveChatParams,
  ZOpsLiveChatThread,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { listMessages, listOpsConversations } from './live-chat.queries.js';
import { markLiveChatRead } from './mark-live-chat-read.js';
import { postLiveChatMessage } from './post-live-chat-message.js';
import { LIVE_CHAT_ROLES } from './support-sessions.js';
import { actorOf } from '../admin/audit/write-audit.js';
import { canActOnMerchant, operatorOf, requireOperator } from '../admin/auth/require-operator.js';
import { closeLiveChatConversation } from './close-live-chat-conversation.js';
import { findConversationForOperator } from './find-conversation-for-operator.js';

/** Support staff answering the built-in live chat (owner and support roles, within their merchants). */
export function liveChatOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: live chat'];
    const security = [{ operatorToken: [] }];
    const preHandler = requireOperator(ctx, LIVE_CHAT_ROLES);
    const params = ZOpsLiveChatParams;

    app.get(
      '/live-chat/conversations',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Conversations (open by default), most recent activity first',
          querystring: ZOpsLiveChatListQuery,
          response: { 200: ZSuccess(z.array(ZOpsLiveChatConversation)) },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { status, limit, merchant: code } = request.query;
        let merchantIds = operator.merchantIds;
        if (code) {
          const merchant = await ctx.db
            .selectFrom('merchant')
            .select('id')
            .where('code', '=', code)
            .executeTakeFirst();
          if (!merchant) throw new AppError('NOT_FOUND');
          if (!canActOnMerchant(operator, merchant.id)) throw new AppError('FORBIDDEN');
          merchantIds = [merchant.id];
        }
        return ok(await listOpsConversations(ctx.db, { status, limit, merchantIds }));
      },
    );

    app.get(
      '/live-chat/conversations/:id',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'One conversation with its messages, oldest first',
          params,
          response: { 200: ZSuccess(ZOpsLiveChatThread) },
        },
      },
      async (request) => {
        const conversation = await findConversationForOperator(
          ctx.db,
          operatorOf(request),
          BigInt(request.params.id),
        );
        const [summary] = await listOpsConversations(ctx.db, { ids: [conversation.id] });
        return ok({ conversation: summary!, messages: await listMessages(ctx.db, conversation.id) });
      },
    );

    app.post(
      '/live-chat/conversations/:id/messages',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Answer the visitor',
          params,
          body: ZLiveChatSendRequest,
          response: { 200: ZSuccess(ZLiveChatMessage) },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const conversation = await findConversationForOperator(ctx.db, operator, BigInt(request.params.id));
        return ok(
          await postLiveChatMessage(ctx, {
            conversationId: conversation.id,
            side: 'SUPPORT',
            body: request.body.body,
            operatorId: operator.id,
          }),
        );
      },
    );

    app.post(
      '/live-chat/conversations/:id/read',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Mark the visitor’s messages read up to lastMessageId',
          params,
          body: ZLiveChatReadRequest,
          response: { 200: ZSuccess(z.object({ lastMessageId: z.string() })) },
        },
      },
      async (request) => {
        const conversation = await findConversationForOperator(
          ctx.db,
          operatorOf(request),
          BigInt(request.params.id),
        );
        const lastMessageId = await markLiveChatRead(ctx, {
          conversationId: conversation.id,
          side: 'SUPPORT',
          lastMessageId: BigInt(request.body.lastMessageId),
        });
        return ok({ lastMessageId });
      },
    );

    app.post(
      '/live-chat/conversations/:id/close',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Close the conversation',
          params,
          response: { 200: ZSuccess(z.null()) },
        },
      },
      async (request) => {
        const conversation = await findConversationForOperator(
          ctx.db,
          operatorOf(request),
          BigInt(request.params.id),
        );
        await closeLiveChatConversation(ctx, actorOf(request), conversation);
        return ok(null);
      },
    );
  };
}
