import { createRequire } from 'node:module';
import type { LightMyRequestResponse } from 'fastify';
import type { TTestApp } from '../../test/harness.js';

type TWsClient = {
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  send(data: string): void;
  close(): void;
};
// The `ws` package ships without types; this is the part the tests use.
const WebSocketClient = createRequire(import.meta.url)('ws') as new (url: string) => TWsClient;

export type TFrame = Record<string, unknown>;
export type TLiveSocket = {
  /** Resolves with the first frame matching `predicate`, received from now on or already queued. */
  next: (predicate?: (frame: TFrame) => boolean, timeoutMs?: number) => Promise<TFrame>;
  /** Every frame received so far that was not taken by `next`. */
  queued: () => TFrame[];
  send: (frame: unknown) => void;
  sendRaw: (data: string) => void;
  closed: Promise<number>;
  close: () => void;
};

/** Listens on a random local port (sockets need a real server) and answers its origin. */
export async function listenOnRandomPort(t: TTestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Opens a live-chat socket and, when `token` is given, authenticates with it as the first frame. */
export async function connectLiveChat(baseUrl: string, path: string, token?: string): Promise<TLiveSocket> {
  const socket = new WebSocketClient(`${baseUrl.replace(/^http/, 'ws')}${path}`);
  const queue: TFrame[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    queue.push(JSON.parse(data.toString()) as TFrame);
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  const next: TLiveSocket['next'] = async (predicate = () => true, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = queue.findIndex(predicate);
      if (index >= 0) return queue.splice(index, 1)[0]!;
      if (Date.now() > deadline)
        throw new Error(`no matching frame within ${timeoutMs} ms: ${JSON.stringify(queue)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  const live: TLiveSocket = {
    next,
    queued: () => [...queue],
    send: (frame) => socket.send(JSON.stringify(frame)),
    sendRaw: (data) => socket.send(data),
    closed,
    close: () => socket.close(),
  };
  if (token) live.send({ type: 'auth', token });
  return live;
}

export const isType = (type: string) => (frame: TFrame) => frame.type === type;

/** POST /wps/livechat/open as the site does it. */
export function openLiveChat(
  t: TTestApp,
  headers: Record<string, string>,
  body: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/wps/livechat/open', headers, payload: body });
}

/** The operator API as support staff. */
export function opsCall(
  t: TTestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/ops${url}`,
    headers: { 'x-operator-token': token },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
