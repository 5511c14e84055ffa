import {
  ZMessageListQuery,
  ZPlatformMessage,
  ZPlatformMessagePage,
  ZReadMessageRequest,
  ZSuccess,
  ZUnreadCount,
} from '@kirin/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { memberOf, requireMember } from '../auth/require-member.js';
import { countUnreadMessages } from './count-unread-messages.js';
import { listMessages } from './list-messages.js';
import { findMessageReader } from './messages.queries.js';
import { readAllMessages } from './read-all-messages.js';
import { readMessage } from './read-message.js';

/** Member platform messages (messageV2): list, read one, read all, unread count (docs/messages.md). */
export function messageRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['messages'];
    const security = [{ memberToken: [] }];
    const member = requireMember(ctx);
    const readerOf = (request: FastifyRequest) =>
      findMessageReader(ctx.db, memberOf(request).id, request.merchant.id);

    app.get(
      '/wps/relay/CSP_unreadCount',
      {
        // The header polls it for every logged-in session, trial ones too (they see broadcasts).
        preHandler: requireMember(ctx, { isTrialAllowed: true }),
        schema: {
          tags,
          security,
          summary: 'How many platform messages the member has not opened (T)',
          response: { 200: ZSuccess(ZUnreadCount) },
        },
      },
      async (request) => ok({ count: await countUnreadMessages(ctx.db, await readerOf(request)) }),
    );

    app.get(
      '/wps/relay/CSP_messages',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'The member’s platform messages, newest first, with read flags',
          querystring: ZMessageListQuery,
          response: { 200: ZSuccess(ZPlatformMessagePage) },
        },
      },
      async (request) => ok(await listMessages(ctx.db, await readerOf(request), request.query)),
    );

    app.post(
      '/wps/relay/CSP_readMessage',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'One message, marked read',
          body: ZReadMessageRequest,
          response: { 200: ZSuccess(ZPlatformMessage) },
        },
      },
      async (request) => ok(await readMessage(ctx.db, await readerOf(request), BigInt(request.body.id))),
    );

    app.post(
      '/wps/relay/CSP_readAllMessages',
      {
        preHandler: member,
        schema: {
          tags,
          security,
          summary: 'Marks every message read; answers how many were unread',
          response: { 200: ZSuccess(ZUnreadCount) },
        },
      },
      async (request) => ok({ count: await readAllMessages(ctx.db, await readerOf(request)) }),
    );
  };
}
