import { LIVE_CHAT_WS_CLOSE_UNAUTHORISED, type TLiveChatClientFrame } from '@kirin/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { getThrottle } from '../../platform/rate-limit.js';
import { verifyConversationToken } from './conversation-token.js';
import { sendFrame, type LiveChatHub, type TLiveChatSocket, type TVisitorClient } from './live-chat-hub.js';
import { findConversation } from './live-chat.queries.js';
import { isMemberChatSessionLive } from './member-chat-sessions.js';
import { markLiveChatRead } from './mark-live-chat-read.js';
import { postLiveChatMessage } from './post-live-chat-message.js';
import { AUTH_TIMEOUT_MS, parseClientFrame } from './socket-frames.js';
import { visitorConversationView } from './visitor-conversation-view.js';

/** A visitor may send this many messages per window (members and guests alike). */
export const VISITOR_MESSAGES_PER_WINDOW = 5;
export const VISITOR_MESSAGE_WINDOW_SECONDS = 5;

type TServe = { ctx: TAppContext; hub: LiveChatHub; socket: TLiveChatSocket; log: FastifyBaseLogger };

/**
 * One visitor window: the first frame must be `auth` with the conversation token; the socket then gets the
 * whole conversation (`ready`) and its changes, and may `send` and `read`. Refused frames answer `error`.
 */
export function serveVisitorSocket({ ctx, hub, socket, log }: TServe): void {
  let client: TVisitorClient | undefined;
  let conversationId: bigint | undefined;
  const throttle = getThrottle(
    ctx,
    'live-chat-visitor',
    VISITOR_MESSAGES_PER_WINDOW,
    VISITOR_MESSAGE_WINDOW_SECONDS,
  );
  const authTimer = setTimeout(
    () => socket.close(LIVE_CHAT_WS_CLOSE_UNAUTHORISED, 'auth timeout'),
    AUTH_TIMEOUT_MS,
  );

  const authenticate = async (token: string) => {
    const named = await verifyConversationToken(ctx.db, token);
    const conversation = named && (await findConversation(ctx.db, named.conversationId));
    // A member's conversation opens only with a token of one of the member's live sessions (older tokens
    // without a session are refused: the site opens the conversation again and gets a bound one).
    const session =
      conversation?.memberId != null && named?.sessionTokenHash
        ? { memberId: conversation.memberId, tokenHash: named.sessionTokenHash }
        : undefined;
    const isSessionOk =
      conversation?.memberId == null ||
      (session && (await isMemberChatSessionLive(ctx.db, ctx.config, session)));
    if (!conversation || conversation.merchantId !== named.merchantId || !isSessionOk) {
      sendFrame(socket, { type: 'error', code: 'LIVE_CHAT_CONVERSATION_INVALID' });
      socket.close(LIVE_CHAT_WS_CLOSE_UNAUTHORISED, 'conversation invalid');
      return;
    }
    clearTimeout(authTimer);
    conversationId = conversation.id;
    client = hub.addVisitor(socket, String(conversation.id), session);
    const view = await visitorConversationView(ctx.db, conversation);
    sendFrame(socket, { type: 'ready', conversation: view });
    hub.markReady(client, new Set(view.messages.map((m) => m.id)));
  };

  const handle = async (frame: TLiveChatClientFrame) => {
    if (frame.type === 'ping') return sendFrame(socket, { type: 'pong' });
    if (frame.type === 'auth') {
      if (conversationId === undefined) await authenticate(frame.token);
      return;
    }
    if (conversationId === undefined) throw new AppError('LIVE_CHAT_CONVERSATION_INVALID');
    if (frame.type === 'read') {
      await markLiveChatRead(ctx, {
        conversationId,
        side: 'VISITOR',
        lastMessageId: BigInt(frame.lastMessageId),
      });
      return;
    }
    await throttle.hit(`c:${conversationId}`);
    await postLiveChatMessage(ctx, { conversationId, side: 'VISITOR', body: frame.body, operatorId: null });
  };

  // Frames are handled one at a time, in order.
  let queue = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    queue = queue.then(async () => {
      const frame = parseClientFrame(data, isBinary);
      if (!frame) return sendFrame(socket, { type: 'error', code: 'VALIDATION_FAILED' });
      try {
        await handle(frame);
      } catch (error) {
        if (error instanceof AppError) return sendFrame(socket, { type: 'error', code: error.code });
        log.error({ err: error }, 'live chat visitor frame failed');
        sendFrame(socket, { type: 'error', code: 'INTERNAL' });
      }
    });
  });
  socket.on('close', () => clearTimeout(authTimer));
}
