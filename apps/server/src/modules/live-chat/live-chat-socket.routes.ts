import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/context.js';
import { LiveChatHub, type TLiveChatSocket } from './live-chat-hub.js';
import { serveSupportSocket } from './serve-support-socket.js';
import { serveVisitorSocket } from './serve-visitor-socket.js';
import { watchMemberChatSessions } from './member-chat-sessions.js';
import { watchSupportSessions } from './support-sessions.js';

export const VISITOR_SOCKET_PATH = '/wps/livechat/ws';
export const SUPPORT_SOCKET_PATH = '/ops/live-chat/ws';

/**
 * Both live-chat sockets, sharing one hub per process. Tokens travel in the first frame, not the URL (URLs
 * are logged); the conversation token names its merchant, so the visitor socket needs no merchant scope.
 */
export function liveChatSocketRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const hub = new LiveChatHub(ctx.pubsub, app.log);
    const stopWatchingSessions = watchSupportSessions(ctx, hub, app.log);
    const stopWatchingMembers = watchMemberChatSessions(ctx, hub, app.log);
    app.addHook('onClose', async () => {
      stopWatchingSessions();
      stopWatchingMembers();
      hub.close();
    });
    const tags = ['live chat'];

    app.get(
      VISITOR_SOCKET_PATH,
      {
        websocket: true,
        schema: { tags, summary: 'The visitor’s conversation live; frames in docs/customer-service.md' },
      },
      (socket, request) =>
        serveVisitorSocket({ ctx, hub, socket: socket as unknown as TLiveChatSocket, log: request.log }),
    );

    app.get(
      SUPPORT_SOCKET_PATH,
      {
        websocket: true,
        schema: {
          tags: ['ops: live chat'],
          summary: 'Every change in the operator’s merchants’ conversations',
        },
      },
      (socket, request) =>
        serveSupportSocket({ ctx, hub, socket: socket as unknown as TLiveChatSocket, log: request.log }),
    );
  };
}
