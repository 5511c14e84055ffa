import type { TLiveChatSupportEvent, TLiveChatVisitorEvent } from '@kirin/contracts';
import type { FastifyBaseLogger } from 'fastify';
import {
  CLOSE_GOING_AWAY,
  sendIfOpen,
  startHeartbeat,
  trackPongs,
  type TLiveSocket,
} from '../../platform/live-socket.js';
import type { TPubSub } from '../../platform/pubsub.js';
import { LIVE_CHAT_CHANNEL, type TLiveChatEvent } from './live-chat-events.js';

export type TLiveChatSocket = TLiveSocket;

export type TVisitorClient = {
  kind: 'visitor';
  socket: TLiveChatSocket;
  conversationId: string;
  isAlive: boolean;
  /** Events that arrived while the history was being read; null once the client has it. */
  pending: TLiveChatEvent[] | null;
  /** A member's window: the session it was opened in, checked again while the socket is open. */
  session?: { memberId: bigint; tokenHash: Buffer };
};
export type TSupportClient = {
  kind: 'support';
  socket: TLiveChatSocket;
  operatorId: bigint;
  /** The session the socket logged in with: checked again while the socket is open. */
  tokenHash: Buffer;
  /** The operator's merchant scope (null: every merchant). */
  merchantIds: string[] | null;
  isAlive: boolean;
};
type TClient = TVisitorClient | TSupportClient;

export function sendFrame(
  socket: TLiveChatSocket,
  frame: TLiveChatVisitorEvent | TLiveChatSupportEvent,
): void {
  sendIfOpen(socket, frame);
}

function visitorFrameOf(event: TLiveChatEvent): TLiveChatVisitorEvent {
  switch (event.kind) {
    case 'message':
      return { type: 'message', message: event.message };
    case 'read':
      return { type: 'read', side: event.side, lastMessageId: event.lastMessageId };
    case 'closed':
      return { type: 'closed' };
  }
}

function supportFrameOf(event: TLiveChatEvent): TLiveChatSupportEvent {
  switch (event.kind) {
    case 'message':
      return { type: 'message', conversation: event.conversation, message: event.message };
    case 'read':
      return {
        type: 'read',
        conversationId: event.conversationId,
        side: event.side,
        lastMessageId: event.lastMessageId,
      };
    case 'closed':
      return { type: 'closed', conversationId: event.conversationId };
  }
}

/**
 * This process's live-chat sockets. Every change reaches them only through the pub/sub channel (never
 * straight from the request that made it), so a socket hears each change once wherever it was made.
 */
export class LiveChatHub {
  private readonly visitors = new Map<string, Set<TVisitorClient>>();
  private readonly supporters = new Set<TSupportClient>();
  private readonly unsubscribe: () => void;
  private readonly stopHeartbeat: () => void;

  constructor(
    pubsub: TPubSub,
    private readonly log: FastifyBaseLogger,
  ) {
    this.unsubscribe = pubsub.subscribe(LIVE_CHAT_CHANNEL, (raw) => this.deliver(raw));
    // A terminated socket emits 'close', which removes it (watch).
    this.stopHeartbeat = startHeartbeat(() => [
      ...this.supporters,
      ...[...this.visitors.values()].flatMap((set) => [...set]),
    ]);
  }

  /** A visitor socket of a conversation; its events wait until `markReady` (after the history is sent). */
  addVisitor(
    socket: TLiveChatSocket,
    conversationId: string,
    session?: TVisitorClient['session'],
  ): TVisitorClient {
    const client: TVisitorClient = {
      kind: 'visitor',
      socket,
      conversationId,
      isAlive: true,
      pending: [],
      ...(session ? { session } : {}),
    };
    let set = this.visitors.get(conversationId);
    if (!set) this.visitors.set(conversationId, (set = new Set()));
    set.add(client);
    this.watch(client);
    return client;
  }

  /** The client has its history: events that arrived meanwhile follow, minus the messages it already holds. */
  markReady(client: TVisitorClient, historyIds: ReadonlySet<string>): void {
    const pending = client.pending ?? [];
    client.pending = null;
    for (const event of pending) {
      if (event.kind === 'message' && historyIds.has(event.message.id)) continue;
      sendFrame(client.socket, visitorFrameOf(event));
    }
  }

  addSupport(
    socket: TLiveChatSocket,
    session: { operatorId: bigint; tokenHash: Buffer; merchantIds: string[] | null },
  ): TSupportClient {
    const client: TSupportClient = { kind: 'support', socket, ...session, isAlive: true };
    this.supporters.add(client);
    this.watch(client);
    return client;
  }

  /** This process's support sockets, or those of one operator. */
  supportClients(operatorId?: bigint): TSupportClient[] {
    const all = [...this.supporters];
    return operatorId === undefined ? all : all.filter((client) => client.operatorId === operatorId);
  }

  /** This process's member windows, or those of one member. */
  memberClients(memberId?: bigint): TVisitorClient[] {
    const all = [...this.visitors.values()].flatMap((set) => [...set]).filter((client) => client.session);
    return memberId === undefined ? all : all.filter((client) => client.session!.memberId === memberId);
  }

  private watch(client: TClient): void {
    trackPongs(client);
    client.socket.on('close', () => this.remove(client));
  }

  private remove(client: TClient): void {
    if (client.kind === 'support') {
      this.supporters.delete(client);
      return;
    }
    const set = this.visitors.get(client.conversationId);
    set?.delete(client);
    if (set?.size === 0) this.visitors.delete(client.conversationId);
  }

  private deliver(raw: string): void {
    let event: TLiveChatEvent;
    try {
      event = JSON.parse(raw) as TLiveChatEvent;
    } catch {
      this.log.warn('live chat: unreadable pub/sub message');
      return;
    }
    for (const client of this.visitors.get(event.conversationId) ?? []) {
      if (client.pending) client.pending.push(event);
      else sendFrame(client.socket, visitorFrameOf(event));
    }
    const frame = supportFrameOf(event);
    for (const client of this.supporters) {
      if (client.merchantIds === null || client.merchantIds.includes(event.merchantId))
        sendFrame(client.socket, frame);
    }
  }

  /** Stops listening and closes this process's sockets (server shutdown). */
  close(): void {
    this.unsubscribe();
    this.stopHeartbeat();
    for (const client of this.supporters) client.socket.close(CLOSE_GOING_AWAY);
    for (const set of this.visitors.values()) for (const client of set) client.socket.close(CLOSE_GOING_AWAY);
    this.supporters.clear();
    this.visitors.clear();
  }
}
