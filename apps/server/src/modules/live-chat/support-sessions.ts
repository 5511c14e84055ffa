import { LIVE_CHAT_WS_CLOSE_UNAUTHORISED, type TOperatorRole } from '@kirin/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/database.js';
import type { TAppContext } from '../../platform/context.js';
import { findLiveOperatorSessions } from '../admin/auth/operator-sessions.js';
import { onOperatorSessionsChanged } from '../admin/auth/operator-revocations.js';
import { sendFrame, type LiveChatHub, type TLiveChatSocket, type TSupportClient } from './live-chat-hub.js';

/** Who answers the live chat. */
export const LIVE_CHAT_ROLES: readonly TOperatorRole[] = ['owner', 'support'];

/**
 * How often every open support socket's session is checked again even without an announcement (a lost
 * pub/sub message, a session that simply expired or went idle).
 */
export const SUPPORT_SESSION_RECHECK_MS = 30_000;

/** Tells the support page why and closes with 4401, on which it signs out instead of reconnecting. */
export function endSupportSocket(
  socket: TLiveChatSocket,
  code: 'OPERATOR_NOT_LOGGED_IN' | 'FORBIDDEN',
): void {
  sendFrame(socket, { type: 'error', code });
  socket.close(LIVE_CHAT_WS_CLOSE_UNAUTHORISED, code.toLowerCase());
}

/**
 * Checks the sessions behind support sockets in one query: an ended, expired, idle or disabled one closes its
 * socket, a role that no longer answers the live chat too; a changed merchant scope applies at once.
 * Answers whether every one of them is still live.
 */
export async function recheckSupportSessions(db: TDb, clients: readonly TSupportClient[]): Promise<boolean> {
  if (clients.length === 0) return true;
  let isEveryLive = true;
  const live = await findLiveOperatorSessions(
    db,
    clients.map((client) => client.tokenHash),
  );
  for (const client of clients) {
    const principal = live.get(client.tokenHash.toString('hex'));
    const isAllowed = principal !== undefined && LIVE_CHAT_ROLES.includes(principal.role as TOperatorRole);
    if (isAllowed) client.merchantIds = principal.merchantIds?.map(String) ?? null;
    else endSupportSocket(client.socket, principal ? 'FORBIDDEN' : 'OPERATOR_NOT_LOGGED_IN');
    isEveryLive &&= isAllowed;
  }
  return isEveryLive;
}

/**
 * Keeps this process's support sockets in step with their sessions: at once when any process announces that
 * an operator's sessions changed (disable, password reset, role change, logout), and every
 * SUPPORT_SESSION_RECHECK_MS for all of them. Returns the function that stops it.
 */
export function watchSupportSessions(ctx: TAppContext, hub: LiveChatHub, log: FastifyBaseLogger): () => void {
  const recheck = (clients: readonly TSupportClient[]) =>
    recheckSupportSessions(ctx.db, clients).catch((error: unknown) =>
      log.error({ err: error }, 'live chat: support session check failed'),
    );
  const unsubscribe = onOperatorSessionsChanged(ctx.pubsub, (operatorId) => {
    void recheck(hub.supportClients(operatorId));
  });
  const timer = setInterval(() => void recheck(hub.supportClients()), SUPPORT_SESSION_RECHECK_MS);
  timer.unref();
  return () => {
    unsubscribe();
    clearInterval(timer);
  };
}
