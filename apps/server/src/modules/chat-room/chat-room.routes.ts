import {
  ZChatRoomHistory,
  ZChatRoomHistoryQuery,
  ZChatRoomSocketQuery,
  ZSuccess,
  type TLanguage,
} from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { serveChatConnection } from './chat-room-connection.js';
import { ChatRoomHub, type TChatSocket } from './chat-room-hub.js';
import { listRecentChatMessages } from './chat-room.queries.js';

const SOCKET_PATH = '/wps/chat-room/ws';

/** The room's language: the asked one if the merchant offers it, else the merchant's default. */
function roomLanguageOf(merchant: TMerchant, asked: TLanguage | undefined): TLanguage {
  return asked && merchant.brand.languages.includes(asked) ? asked : merchant.brand.defaultLanguage;
}

/** The chat room: one public room per merchant and language (docs/chat-room.md). */
export function chatRoomRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const hub = new ChatRoomHub(ctx.pubsub, app.log);
    app.addHook('onClose', async () => hub.close());
    // Browsers cannot set headers on a WebSocket: the merchant may come as a query parameter instead.
    app.addHook('onRequest', async (request) => {
      const query = request.query as { merchant?: unknown };
      if (
        request.routeOptions.url === SOCKET_PATH &&
        typeof query.merchant === 'string' &&
        !request.headers.merchant
      )
        request.headers.merchant = query.merchant;
    });
    const tags = ['chat room'];

    app.get(
      '/wps/chat-room/history',
      {
        schema: {
          tags,
          summary: 'The room’s last 50 messages, oldest first (guests may read)',
          querystring: ZChatRoomHistoryQuery,
          response: { 200: ZSuccess(ZChatRoomHistory) },
        },
      },
      async (request) => {
        const language = roomLanguageOf(request.merchant, request.query.language);
        return ok({ language, list: await listRecentChatMessages(ctx.db, request.merchant.id, language) });
      },
    );

    app.get(
      SOCKET_PATH,
      {
        websocket: true,
        schema: {
          tags,
          summary: 'The room live: history, then messages; frames in docs/chat-room.md',
          querystring: ZChatRoomSocketQuery,
        },
      },
      (socket, request) => {
        const query = request.query as { language?: TLanguage };
        serveChatConnection({
          ctx,
          hub,
          socket: socket as unknown as TChatSocket,
          merchant: request.merchant,
          language: roomLanguageOf(request.merchant, query.language),
          log: request.log,
        });
      },
    );
  };
}
