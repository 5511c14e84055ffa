import type { FastifyBaseLogger } from 'fastify';
import type { TVendorPlayerSession } from '../vendor-session.js';

/** The part of a `ws` WebSocket a feed uses (typed here: the `ws` package ships without types). */
export type TFeedSocket = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(event: 'close' | 'pong', listener: () => void): unknown;
  on(event: 'message', listener: (data: unknown) => void): unknown;
};

export type TFeedClient = { socket: TFeedSocket; session: TVendorPlayerSession; isAlive: boolean };

/** One pass of a game's feed: settle what is due, push the state to this process's sockets. */
export type TFeedTick = (
  now: number,
  clients: readonly TFeedClient[],
) => Promise<{ hasPendingWork: boolean }>;

type TLiveFeedOptions = {
  intervalMs: number;
  tick: TFeedTick;
  now: () => number;
  log: FastifyBaseLogger;
};

const SOCKET_OPEN = 1;
/** WebSocket close code for a missing or expired vendor session. */
export const WS_CLOSE_SESSION_INVALID = 4401;
/** Sockets that miss a pong for this long are dropped (their players would otherwise stay seated). */
const PING_INTERVAL_MS = 15_000;
const CLOSE_GOING_AWAY = 1001;

/**
 * A process's live feed for one game: only its own sockets, and a ticker that runs while it has sockets or
 * unsettled bets. Every tick reads the shared state from the database, so players connected to other
 * processes see each other, and any process finishes a round another one left.
 */
export class LiveFeed {
  private readonly clients = new Set<TFeedClient>();
  private timer: NodeJS.Timeout | undefined;
  private isTicking = false;
  private isWakeRequested = false;
  private isClosed = false;
  private lastPingAt = Date.now();

  constructor(private readonly options: TLiveFeedOptions) {}

  /** Starts feeding a socket until it closes. */
  add(socket: TFeedSocket, session: TVendorPlayerSession): TFeedClient {
    const client: TFeedClient = { socket, session, isAlive: true };
    // Closed while its session was being looked up: nothing to feed.
    if (socket.readyState !== SOCKET_OPEN) return client;
    this.clients.add(client);
    socket.on('close', () => this.clients.delete(client));
    socket.on('pong', () => {
      client.isAlive = true;
    });
    this.wake();
    return client;
  }

  /** The sockets of one player on this process. */
  clientsOf(merchantCode: string, playerId: string): TFeedClient[] {
    return [...this.clients].filter(
      (c) => c.session.merchantCode === merchantCode && c.session.playerId === playerId,
    );
  }

  /** Runs the ticker (again): a socket joined, or a request left work to settle. */
  wake(): void {
    if (this.isClosed) return;
    if (this.isTicking) {
      this.isWakeRequested = true;
      return;
    }
    if (this.timer === undefined) this.schedule(0);
  }

  /** Stops the ticker and closes every socket (app close). */
  close(): void {
    this.isClosed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const client of this.clients) client.socket.close(CLOSE_GOING_AWAY, 'server closing');
    this.clients.clear();
  }

  /** Sends a message to one socket if it is still open. */
  static send(client: TFeedClient, message: unknown): void {
    if (client.socket.readyState === SOCKET_OPEN) client.socket.send(JSON.stringify(message));
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => void this.run(), delayMs);
  }

  private async run(): Promise<void> {
    this.isTicking = true;
    this.isWakeRequested = false;
    let hasPendingWork = false;
    try {
      ({ hasPendingWork } = await this.options.tick(this.options.now(), [...this.clients]));
    } catch (error) {
      this.options.log.error({ err: error }, 'live feed tick failed');
      hasPendingWork = true;
    }
    this.isTicking = false;
    this.timer = undefined;
    this.pingClients();
    if (this.isClosed) return;
    if (this.clients.size > 0 || hasPendingWork || this.isWakeRequested)
      this.schedule(this.options.intervalMs);
  }

  private pingClients(): void {
    const now = Date.now();
    if (now - this.lastPingAt < PING_INTERVAL_MS) return;
    this.lastPingAt = now;
    for (const client of this.clients) {
      if (!client.isAlive) {
        client.socket.terminate();
        this.clients.delete(client);
        continue;
      }
      client.isAlive = false;
      client.socket.ping();
    }
  }
}
