import { afterEach, describe, expect, it } from 'vitest';
import { nextRetryMs, socketUrl } from './live-feed.js';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('live feed', () => {
  it('opens the socket on this origin with the session in the query (ws, or wss under https)', () => {
    window.history.replaceState(null, '', '/inhouse/play/KIRIN_CRASH?session=abc&lang=EN');
    expect(socketUrl('/inhouse/crash/ws', 'http://games.example/inhouse/play/KIRIN_CRASH')).toBe(
      'ws://games.example/inhouse/crash/ws?session=abc',
    );
    expect(socketUrl('/inhouse/baccarat/ws', 'https://games.example/x')).toBe(
      'wss://games.example/inhouse/baccarat/ws?session=abc',
    );
  });

  it('backs off from 0.5 s, doubling up to 10 s', () => {
    const waits = [500];
    for (let i = 0; i < 7; i++) waits.push(nextRetryMs(waits[waits.length - 1] ?? 0));
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });
});
