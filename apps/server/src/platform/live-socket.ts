/** The part of a `ws` WebSocket the live features use (typed here: the `ws` package ships without types). */
export type TLiveSocket = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(event: 'close' | 'pong', listener: () => void): unknown;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): unknown;
};

/** A socket with its heartbeat mark: false from a ping until its pong. */
export type THeartbeatClient = { socket: TLiveSocket; isAlive: boolean };

const SOCKET_OPEN = 1;
export const CLOSE_GOING_AWAY = 1001;
/** The process holds as many sockets as it will: the client tries again later (RFC 6455). */
export const CLOSE_TRY_AGAIN_LATER = 1013;
/** Sockets that miss a pong for this long are dropped, so dead connections do not pile up. */
const PING_INTERVAL_MS = 30_000;

/** Sends a frame (an object, or text already serialised once for many sockets) if the socket is still open. */
export function sendIfOpen(socket: TLiveSocket, frame: object | string): void {
  if (socket.readyState !== SOCKET_OPEN) return;
  socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
}

/** Marks the client alive whenever its pong comes back. */
export function trackPongs(client: THeartbeatClient): void {
  client.socket.on('pong', () => {
    client.isAlive = true;
  });
}

/**
 * Every 30 s: terminates (and hands to `drop`) each client that missed the previous ping, pings the others.
 * Returns the function that stops it.
 */
export function startHeartbeat(
  clients: () => Iterable<THeartbeatClient>,
  drop: (client: THeartbeatClient) => void = () => {},
): () => void {
  const timer = setInterval(() => {
    for (const client of [...clients()]) {
      if (!client.isAlive) {
        client.socket.terminate();
        drop(client);
        continue;
      }
      client.isAlive = false;
      client.socket.ping();
    }
  }, PING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
