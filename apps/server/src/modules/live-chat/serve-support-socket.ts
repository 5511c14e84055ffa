import { LIVE_CHAT_WS_CLOSE_UNAUTHORISED, type TOperatorRole } from '@kirin/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { hashSessionToken, isWellFormedToken } from '../../platform/auth/session-token.js';
import type { TAppContext } from '../../platform/context.js';
import { touchOperatorSession } from '../admin/auth/operator-sessions.js';
import { sendFrame, type LiveChatHub, type TLiveChatSocket } from './live-chat-hub.js';
import { AUTH_TIMEOUT_MS, parseClientFrame } from './socket-frames.js';

/** Who answers the live chat. */
export const LIVE_CHAT_ROLES: readonly TOperatorRole[] = ['owner', 'support'];

type TServe = { ctx: TAppContext; hub: LiveChatHub; socket: TLiveChatSocket; log: FastifyBaseLogger };

/**
 * One support screen: the first frame is `auth` with the operator's session token; then the socket hears
 * every change in its merchants' conversations. Answers go through the operator routes (REST).
 */
export function serveSupportSocket({ ctx, hub, socket, log }: TServe): void {
  let isAuthed = false;
  const authTimer = setTimeout(
    () => socket.close(LIVE_CHAT_WS_CLOSE_UNAUTHORISED, 'auth timeout'),
    AUTH_TIMEOUT_MS,
  );
  const refuse = (code: string) => {
    sendFrame(socket, { type: 'error', code });
    socket.close(LIVE_CHAT_WS_CLOSE_UNAUTHORISED, code.toLowerCase());
  };

  let queue = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    queue = queue
      .then(async () => {
        const frame = parseClientFrame(data, isBinary);
        if (!frame) return sendFrame(socket, { type: 'error', code: 'VALIDATION_FAILED' });
        if (frame.type === 'ping') return sendFrame(socket, { type: 'pong' });
        if (frame.type !== 'auth' || isAuthed)
          return sendFrame(socket, { type: 'error', code: 'BAD_REQUEST' });
        const principal = isWellFormedToken(frame.token)
          ? await touchOperatorSession(ctx.db, hashSessionToken(frame.token))
          : undefined;
        if (!principal) return refuse('OPERATOR_NOT_LOGGED_IN');
        if (!LIVE_CHAT_ROLES.includes(principal.role as TOperatorRole)) return refuse('FORBIDDEN');
        clearTimeout(authTimer);
        isAuthed = true;
        hub.addSupport(socket, principal.merchantIds?.map(String) ?? null);
        sendFrame(socket, { type: 'ready' });
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'live chat support frame failed');
        sendFrame(socket, { type: 'error', code: 'INTERNAL' });
      });
  });
  socket.on('close', () => clearTimeout(authTimer));
}
