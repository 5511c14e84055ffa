import { ZLiveChatConversation, ZLiveChatOpenRequest, ZSuccess } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashSessionToken } from '../../platform/auth/session-token.js';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { getThrottle } from '../../platform/rate-limit.js';
import { findLiveMemberSession } from '../auth/member-sessions.js';
import { readMemberToken } from '../auth/require-member.js';
import { openLiveChatConversation } from './open-live-chat-conversation.js';

/** New guest conversations per address per minute (a guest needs no account: this keeps floods out). */
const GUEST_OPENS_PER_MINUTE = 10;

/** The visitor side of the built-in live chat (docs/customer-service.md); the socket is in live-chat-socket.routes. */
export function liveChatRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const opens = getThrottle(ctx, 'live-chat-open', GUEST_OPENS_PER_MINUTE, 60);
    app.post(
      '/wps/livechat/open',
      {
        // Contact Us on the maintenance and region pages opens this window: it must work then too.
        config: { allowWhenClosed: true },
        schema: {
          tags: ['live chat'],
          summary: 'Open (or reopen) the visitor’s conversation: a member by token, a guest by name or token',
          body: ZLiveChatOpenRequest,
          response: { 200: ZSuccess(ZLiveChatConversation) },
        },
      },
      async (request) => {
        const token = readMemberToken(request);
        const member = token
          ? await findLiveMemberSession(ctx.db, ctx.config, hashSessionToken(token), request.merchant.id)
          : undefined;
        // A stale token is not silently a guest: the site clears its session and asks again.
        if (request.headers.authorization && !member) throw new AppError('NOT_LOGGED_IN');
        if (!member && !request.body.conversationToken) await opens.hit(request.ip);
        return ok(
          await openLiveChatConversation(ctx, {
            merchantId: request.merchant.id,
            member,
            request: request.body,
          }),
        );
      },
    );
  };
}
