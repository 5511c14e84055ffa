import { LIVE_CHAT_WS_CLOSE_UNAUTHORISED, type TOperatorRole } from '@kirin/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { hashSessionToken, isWellFormedToken } from '../../platform/auth/session-token.js';
import type { TAppContext } from '../../platform/context.js';
import { touchOperatorSession } from '../admin/auth/operator-sessions.js';
import { sendFrame, type LiveChatHub, type TLiveChatSocket, type TSupportClient } from './live-chat-hub.js';
import { AUTH_TIMEOUT_MS, parseClientFrame } from './socket-frames.js';
import { endSupportSocket, LIVE_CHAT_ROLES, recheckSupportSessions } from './support-sessions.js';

type TServe = { ctx: TAppContext; hub: LiveChatHub; socket: TLiveChatSocket; log: FastifyBaseLogger };

/**
 * One support screen: the first frame is `auth` with the operator's session token; then the socket hears
 * every change in its merchants' conversations while that session lives (support-sessions.ts closes it when
 * the session ends; each later frame checks it too). Answers go through the operator routes (REST).
 */
export function serveSupportSocket({ ctx, hub, socket, log }: TServe): void {
  let client: TSupportClient | undefined;
  const authTimer = setTimeout(
    () => socket.close(LIVE_CHAT_WS_CLOSE_UNAUTHORISED, 'auth timeout'),
    AUTH_TIMEOUT_MS,
  );

  let queue = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    queue = queue
      .then(async () => {
        const frame = parseClientFrame(data, isBinary);
        // A session that ended behind the socket's back closes it here rather than at the next timer.
        if (client && !(await recheckSupportSessions(ctx.db, [client]))) return;
        if (!frame) return sendFrame(socket, { type: 'error', code: 'VALIDATION_FAILED' });
        if (frame.type === 'ping') return sendFrame(socket, { type: 'pong' });
        if (frame.type !== 'auth' || client) return sendFrame(socket, { type: 'error', code: 'BAD_REQUEST' });
        const principal = isWellFormedToken(frame.token)
          ? await touchOperatorSession(ctx.db, hashSessionToken(frame.token))
          : undefined;
        if (!principal) return endSupportSocket(socket, 'OPERATOR_NOT_LOGGED_IN');
        if (!LIVE_CHAT_ROLES.includes(principal.role as TOperatorRole))
          return endSupportSocket(socket, 'FORBIDDEN');
        clearTimeout(authTimer);
        client = hub.addSupport(socket, {
          operatorId: principal.id,
          tokenHash: principal.tokenHash,
          merchantIds: principal.merchantIds?.map(String) ?? null,
        });
        // Once more now that announcements reach it: one made between the login check and here is not lost.
        if (!(await recheckSupportSessions(ctx.db, [client]))) return;
        sendFrame(socket, { type: 'ready' });
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'live chat support frame failed');
        sendFrame(socket, { type: 'error', code: 'INTERNAL' });
      });
  });
  socket.on('close', () => clearTimeout(authTimer));
}
