import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  sendIfOpen,
  startHeartbeat,
  trackPongs,
  type THeartbeatClient,
  type TLiveSocket,
} from './live-socket.js';

/** A socket that records what was done to it; `pong()` answers as a live peer would. */
function fakeSocket(readyState = 1) {
  const listeners: Record<string, (() => void)[]> = {};
  const log: string[] = [];
  const socket = {
    readyState,
    send: (data: string) => log.push(`send ${data}`),
    close: () => log.push('close'),
    terminate: () => log.push('terminate'),
    ping: () => log.push('ping'),
    on: (event: string, listener: () => void) => {
      (listeners[event] ??= []).push(listener);
    },
  } as unknown as TLiveSocket;
  return { socket, log, pong: () => listeners.pong?.forEach((l) => l()) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('live sockets', () => {
  it('sends objects as JSON and text as it is, and nothing to a socket that is not open', () => {
    const open = fakeSocket();
    sendIfOpen(open.socket, { type: 'pong' });
    sendIfOpen(open.socket, '{"already":"serialised"}');
    const closing = fakeSocket(2);
    sendIfOpen(closing.socket, { type: 'pong' });
    expect(open.log).toEqual(['send {"type":"pong"}', 'send {"already":"serialised"}']);
    expect(closing.log).toEqual([]);
  });

  it('pings every 30 s and terminates, once, a socket that missed the previous pong', () => {
    vi.useFakeTimers();
    const live = fakeSocket();
    const dead = fakeSocket();
    const clients: THeartbeatClient[] = [
      { socket: live.socket, isAlive: true },
      { socket: dead.socket, isAlive: true },
    ];
    trackPongs(clients[0]!);
    trackPongs(clients[1]!);
    const dropped: THeartbeatClient[] = [];
    const stop = startHeartbeat(
      () => clients,
      (client) => {
        dropped.push(client);
        clients.splice(clients.indexOf(client), 1);
      },
    );
    vi.advanceTimersByTime(30_000);
    live.pong();
    vi.advanceTimersByTime(30_000);
    expect(live.log).toEqual(['ping', 'ping']);
    expect(dead.log).toEqual(['ping', 'terminate']);
    expect(dropped.map((c) => c.socket)).toEqual([dead.socket]);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(live.log).toEqual(['ping', 'ping']);
  });
});
