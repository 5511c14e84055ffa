import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { TTestApp } from '../../test/harness.js';

type TWsClient = {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'open', listener: () => void): void;
  send(data: string | Buffer): void;
  close(): void;
};
// The `ws` package ships without types; this is the part the tests use.
const WebSocketClient = createRequire(import.meta.url)('ws') as new (
  url: string,
  options?: { headers?: Record<string, string> },
) => TWsClient;

export type TFrame = Record<string, unknown>;

export type TChatConnection = {
  /** The first frame (from now on or already queued) matching `predicate`, removed from the queue. */
  next: (predicate?: (frame: TFrame) => boolean, timeoutMs?: number) => Promise<TFrame>;
  /** Every frame received so far that nobody took with `next`. */
  received: () => TFrame[];
  send: (frame: unknown) => void;
  sendRaw: (data: string | Buffer) => void;
  closed: Promise<number>;
  close: () => void;
};

/** Starts listening on a free port (WebSockets need a real socket) and answers the base address. */
export async function listenOnFreePort(t: TTestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** Opens the chat-room socket of a merchant's room, collecting its frames. */
export function connectChat(
  baseUrl: string,
  merchantCode: string,
  query: Record<string, string> = {},
): TChatConnection {
  const search = new URLSearchParams(query).toString();
  const socket = new WebSocketClient(`${baseUrl}/wps/chat-room/ws${search ? `?${search}` : ''}`, {
    headers: { merchant: merchantCode },
  });
  const queue: TFrame[] = [];
  const waiters: (() => void)[] = [];
  const opened = new Promise<void>((resolve) => socket.on('open', resolve));
  socket.on('message', (data) => {
    queue.push(JSON.parse(data.toString()) as TFrame);
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  const next: TChatConnection['next'] = async (predicate = () => true, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = queue.findIndex(predicate);
      if (index >= 0) return queue.splice(index, 1)[0]!;
      if (Date.now() > deadline) throw new Error(`no matching frame within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  const sendRaw = (data: string | Buffer) => void opened.then(() => socket.send(data));
  return {
    next,
    received: () => [...queue],
    send: (frame) => sendRaw(JSON.stringify(frame)),
    sendRaw,
    closed,
    close: () => socket.close(),
  };
}

/** A connection that has its history and, with `token`, is signed in as that member. */
export async function joinChat(
  baseUrl: string,
  merchantCode: string,
  options: { token?: string; language?: string } = {},
): Promise<{ chat: TChatConnection; history: TFrame[] }> {
  const chat = connectChat(baseUrl, merchantCode, options.language ? { language: options.language } : {});
  const ready = await chat.next((f) => f.type === 'ready');
  if (options.token) {
    chat.send({ type: 'auth', token: options.token });
    await chat.next((f) => f.type === 'authed');
  }
  return { chat, history: ready.history as TFrame[] };
}

/** Lets frames in flight arrive, for the checks that something did NOT arrive. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
