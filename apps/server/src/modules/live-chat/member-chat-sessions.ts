import { LIVE_CHAT_WS_CLOSE_UNAUTHORISED } from '@kirin/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/database.js';
import type { TConfig } from '../../config.js';
import type { TAppContext } from '../../platform/context.js';
import { onMemberSessionsChanged } from '../auth/member-session-revocations.js';
import { findLiveMemberSessionsByHash } from '../auth/member-sessions.js';
import { sendFrame, type LiveChatHub, type TLiveChatSocket, type TVisitorClient } from './live-chat-hub.js';
import { SUPPORT_SESSION_RECHECK_MS } from './support-sessions.js';

/** Tells the member's window why and closes with 4401: the site treats it as logged out. */
export function endMemberChatSocket(socket: TLiveChatSocket): void {
  sendFrame(socket, { type: 'error', code: 'NOT_LOGGED_IN' });
  socket.close(LIVE_CHAT_WS_CLOSE_UNAUTHORISED, 'not_logged_in');
}

/** Whether the session a member's conversation token names is live and the member's own. */
export async function isMemberChatSessionLive(
  db: TDb,
  config: Pick<TConfig, 'MEMBER_SESSION_IDLE_MINUTES'>,
  session: { memberId: bigint; tokenHash: Buffer },
): Promise<boolean> {
  const live = await findLiveMemberSessionsByHash(db, config, [session.tokenHash]);
  return live.get(session.tokenHash.toString('hex')) === session.memberId;
}

/** Checks the sessions behind member windows in one query; an ended, expired, idle or disabled one closes its socket. */
export async function recheckMemberChatSessions(
  db: TDb,
  config: Pick<TConfig, 'MEMBER_SESSION_IDLE_MINUTES'>,
  clients: readonly TVisitorClient[],
): Promise<void> {
  const withSession = clients.filter((client) => client.session);
  if (withSession.length === 0) return;
  const live = await findLiveMemberSessionsByHash(
    db,
    config,
    withSession.map((client) => client.session!.tokenHash),
  );
  for (const client of withSession) {
    const { memberId, tokenHash } = client.session!;
    if (live.get(tokenHash.toString('hex')) !== memberId) endMemberChatSocket(client.socket);
  }
}

/**
 * Keeps this process's member windows in step with their sessions: at once when any process announces that a
 * member's sessions changed (logout, password change or reset), and every SUPPORT_SESSION_RECHECK_MS for all
 * of them (expiry, idle time, a disabled member). Returns the function that stops it.
 */
export function watchMemberChatSessions(
  ctx: TAppContext,
  hub: LiveChatHub,
  log: FastifyBaseLogger,
): () => void {
  const recheck = (clients: readonly TVisitorClient[]) =>
    recheckMemberChatSessions(ctx.db, ctx.config, clients).catch((error: unknown) =>
      log.error({ err: error }, 'live chat: member session check failed'),
    );
  const unsubscribe = onMemberSessionsChanged(ctx.pubsub, (memberId) => {
    void recheck(hub.memberClients(memberId));
  });
  const timer = setInterval(() => void recheck(hub.memberClients()), SUPPORT_SESSION_RECHECK_MS);
  timer.unref();
  return () => {
    unsubscribe();
    clearInterval(timer);
  };
}
