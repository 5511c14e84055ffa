import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createPubSub } from '../../platform/pubsub.js';
import { ChatRoomHub, type TChatSocket } from './chat-room-hub.js';

/** A socket that records how it was closed. */
const fakeSocket = () => ({
  readyState: 1,
  send: vi.fn(),
  close: vi.fn(),
  terminate: vi.fn(),
  ping: vi.fn(),
  on: vi.fn(),
});

// Guests may watch a room without an account: every socket is a stranger's, so a process holds a bounded
// number of them.
describe('ChatRoomHub bounds', () => {
  it('turns sockets away past its cap (close 1013, try again later) and takes them again once one leaves', () => {
    const hub = new ChatRoomHub(createPubSub(undefined), {} as FastifyBaseLogger, { maxSockets: 2 });
    try {
      const sockets = [fakeSocket(), fakeSocket(), fakeSocket()];
      const [first, second, third] = sockets.map((s) => hub.join(s as unknown as TChatSocket, 1n, 'EN'));
      expect(first).toBeDefined();
      expect(second).toBeDefined();
      expect(third).toBeUndefined();
      expect(sockets[2]!.close).toHaveBeenCalledWith(1013, 'server full');
      expect(hub.clientCount).toBe(2);
      hub.leave(first!);
      hub.leave(first!);
      expect(hub.clientCount).toBe(1);
      expect(hub.join(fakeSocket() as unknown as TChatSocket, 2n, 'TW')).toBeDefined();
      expect(hub.clientCount).toBe(2);
    } finally {
      hub.close();
    }
  });
});
