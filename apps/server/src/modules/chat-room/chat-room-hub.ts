import type { TChatServerFrame } from '@kirin/contracts';
import type { FastifyBaseLogger } from 'fastify';
import {
  CLOSE_GOING_AWAY,
  CLOSE_TRY_AGAIN_LATER,
  sendIfOpen,
  startHeartbeat,
  trackPongs,
  type TLiveSocket,
} from '../../platform/live-socket.js';
import type { TPubSub } from '../../platform/pubsub.js';
import { CHAT_ROOM_CHANNEL, chatRoomKey, type TChatRoomEvent } from './chat-room-events.js';

export type TChatSocket = TLiveSocket;

export type TChatClient = {
  socket: TChatSocket;
  roomKey: string;
  isAlive: boolean;
  /** Events that arrived while the client's history was being read; null once it has its history. */
  pending: TChatRoomEvent[] | null;
};

/** Sends a frame to one socket if it is still open. */
export function sendFrame(socket: TChatSocket, frame: TChatServerFrame | string): void {
  sendIfOpen(socket, frame);
}

const frameOf = (event: TChatRoomEvent): TChatServerFrame =>
  event.kind === 'message' ? { type: 'message', message: event.message } : { type: 'deleted', id: event.id };

/** Sockets one process holds in its rooms at most: guests watch without an account, each a stranger's. */
export const CHAT_ROOM_MAX_SOCKETS = 10_000;

/**
 * This process's chat-room sockets, by room. Every event reaches the sockets only through the pub/sub
 * channel (never straight from the sender's request), so a client gets each message exactly once whether
 * the sender is on this process or another one.
 */
export class ChatRoomHub {
  private readonly rooms = new Map<string, Set<TChatClient>>();
  private socketCount = 0;
  private readonly maxSockets: number;
  private readonly unsubscribe: () => void;
  private readonly stopHeartbeat: () => void;

  constructor(
    pubsub: TPubSub,
    private readonly log: FastifyBaseLogger,
    limits: { maxSockets?: number } = {},
  ) {
    this.maxSockets = limits.maxSockets ?? CHAT_ROOM_MAX_SOCKETS;
    this.unsubscribe = pubsub.subscribe(CHAT_ROOM_CHANNEL, (raw) => this.deliver(raw));
    this.stopHeartbeat = startHeartbeat(
      () => [...this.rooms.values()].flatMap((room) => [...room]),
      (client) => this.leave(client as TChatClient),
    );
  }

  /**
   * Puts a socket in a room; events wait in `pending` until `markReady` (after its history is sent). When the
   * process already holds maxSockets, the socket is closed (1013, try again later) and undefined answered.
   */
  join(socket: TChatSocket, merchantId: bigint, language: string): TChatClient | undefined {
    if (this.socketCount >= this.maxSockets) {
      socket.close(CLOSE_TRY_AGAIN_LATER, 'server full');
      return undefined;
    }
    const client: TChatClient = {
      socket,
      roomKey: chatRoomKey(merchantId, language),
      isAlive: true,
      pending: [],
    };
    let room = this.rooms.get(client.roomKey);
    if (!room) this.rooms.set(client.roomKey, (room = new Set()));
    room.add(client);
    this.socketCount++;
    trackPongs(client);
    return client;
  }

  /** The client has its history: what arrived meanwhile follows, without the messages the history holds. */
  markReady(client: TChatClient, historyIds: ReadonlySet<string>): void {
    const pending = client.pending ?? [];
    client.pending = null;
    for (const event of pending) {
      if (event.kind === 'message' && historyIds.has(event.message.id)) continue;
      sendFrame(client.socket, frameOf(event));
    }
  }

  leave(client: TChatClient): void {
    const room = this.rooms.get(client.roomKey);
    if (!room) return;
    if (room.delete(client)) this.socketCount--;
    if (room.size === 0) this.rooms.delete(client.roomKey);
  }

  /** How many sockets this process holds (metrics, tests). */
  get clientCount(): number {
    return this.socketCount;
  }

  close(): void {
    this.unsubscribe();
    this.stopHeartbeat();
    for (const room of this.rooms.values())
      for (const client of room) client.socket.close(CLOSE_GOING_AWAY, 'server closing');
    this.rooms.clear();
    this.socketCount = 0;
  }

  private deliver(raw: string): void {
    let event: TChatRoomEvent;
    try {
      event = JSON.parse(raw) as TChatRoomEvent;
    } catch {
      this.log.warn('chat room: unreadable event on the channel');
      return;
    }
    const room = this.rooms.get(chatRoomKey(event.merchantId, event.language));
    if (!room) return;
    // Serialised once for the whole room: with hundreds of sockets this is most of the work.
    const frame = JSON.stringify(frameOf(event));
    for (const client of room) {
      if (client.pending) client.pending.push(event);
      else sendFrame(client.socket, frame);
    }
  }
}
