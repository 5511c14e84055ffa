import {
  ZChatRoomSettings,
  ZMerchantCodeParams,
  ZOpsChatMessage,
  ZOpsChatMessageParams,
  ZOpsChatMessageQuery,
  ZOpsChatMute,
  ZOpsChatMuteParams,
  ZOpsChatMuteRequest,
  ZSuccess,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { actorOf } from '../admin/audit/write-audit.js';
import { operatorOf, requireOperator } from '../admin/auth/require-operator.js';
import {
  deleteChatMessage,
  getChatSettings,
  listChatMessagesForOps,
  listChatMutes,
  muteChatMember,
  saveChatSettings,
  type TModerationInput,
} from './moderate-chat-room.js';

const inputOf = (request: FastifyRequest, code: string): TModerationInput => ({
  operator: operatorOf(request),
  actor: actorOf(request),
  merchantCode: code,
});

/** Chat-room moderation (owner and support): naming rule, muted words, messages, muted members; audited. */
export function chatRoomOpsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ops: chat room'];
    const security = [{ operatorToken: [] }];
    const moderator = requireOperator(ctx, ['owner', 'support']);
    const base = '/merchants/:code/chat-room';

    app.get(
      `${base}/settings`,
      {
        preHandler: moderator,
        schema: {
          tags,
          security,
          summary: 'How senders are named and the muted words',
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(ZChatRoomSettings) },
        },
      },
      async (request) => ok(await getChatSettings(ctx, inputOf(request, request.params.code))),
    );

    app.put(
      `${base}/settings`,
      {
        preHandler: moderator,
        schema: {
          tags,
          security,
          summary: 'Replace the naming rule and the muted words',
          params: ZMerchantCodeParams,
          body: ZChatRoomSettings,
          response: { 200: ZSuccess(ZChatRoomSettings) },
        },
      },
      async (request) => ok(await saveChatSettings(ctx, inputOf(request, request.params.code), request.body)),
    );

    app.get(
      `${base}/messages`,
      {
        preHandler: moderator,
        schema: {
          tags,
          security,
          summary: 'The latest messages with their senders, newest first',
          params: ZMerchantCodeParams,
          querystring: ZOpsChatMessageQuery,
          response: { 200: ZSuccess(z.array(ZOpsChatMessage)) },
        },
      },
      async (request) =>
        ok(await listChatMessagesForOps(ctx, inputOf(request, request.params.code), request.query)),
    );

    app.delete(
      `${base}/messages/:id`,
      {
        preHandler: moderator,
        schema: {
          tags,
          security,
          summary: 'Remove a message from the history; every client gets a delete event',
          params: ZOpsChatMessageParams,
          response: { 200: ZSuccess(z.null()) },
        },
      },
      async (request) => {
        await deleteChatMessage(ctx, inputOf(request, request.params.code), BigInt(request.params.id));
        return ok(null);
      },
    );

    app.get(
      `${base}/mutes`,
      {
        preHandler: moderator,
        schema: {
          tags,
          security,
          summary: 'Members muted now',
          params: ZMerchantCodeParams,
          response: { 200: ZSuccess(z.array(ZOpsChatMute)) },
        },
      },
      async (request) => ok(await listChatMutes(ctx, inputOf(request, request.params.code))),
    );

    app.put(
      `${base}/mutes/:memberId`,
      {
        preHandler: moderator,
        schema: {
          tags,
          security,
          summary: 'Mute a member until a time (its sends answer CHAT_MEMBER_MUTED)',
          params: ZOpsChatMuteParams,
          body: ZOpsChatMuteRequest,
          response: { 200: ZSuccess(ZOpsChatMute) },
        },
      },
      async (request) =>
        ok(
          await muteChatMember(
            ctx,
            inputOf(request, request.params.code),
            BigInt(request.params.memberId),
            request.body,
          ),
        ),
    );

    app.delete(
      `${base}/mutes/:memberId`,
      {
        preHandler: moderator,
        schema: {
          tags,
          security,
          summary: 'Lift a member’s mute now',
          params: ZOpsChatMuteParams,
          response: { 200: ZSuccess(ZOpsChatMute) },
        },
      },
      async (request) =>
        ok(
          await muteChatMember(ctx, inputOf(request, request.params.code), BigInt(request.params.memberId), {
            until: new Date().toISOString(),
          }),
        ),
    );
  };
}
