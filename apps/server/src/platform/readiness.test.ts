import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from './errors.js';
import { createReadiness, holdUntilReady } from './readiness.js';

function appWith(waitMs: number) {
  const readiness = createReadiness();
  const app = Fastify();
  installErrorHandler(app);
  holdUntilReady(app, readiness, waitMs);
  app.get('/healthz', async () => ({ alive: true }));
  app.get('/games', async () => ({ games: 1 }));
  return { app, readiness };
}

describe('holding requests until the process is ready', () => {
  it('answers the probes at once and holds the rest until ready', async () => {
    const { app, readiness } = appWith(60_000);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    let isAnswered = false;
    const held = app.inject({ url: '/games' }).then((res) => {
      isAnswered = true;
      return res;
    });
    // The probe goes through while the other request still waits.
    expect((await app.inject({ url: '/healthz?x=1' })).statusCode).toBe(200);
    expect(isAnswered).toBe(false);
    readiness.markReady();
    const res = await held;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ games: 1 });
    expect((await app.inject({ url: '/games' })).statusCode).toBe(200);
  });

  it('answers 503 in the envelope when the start takes longer than a request may wait', async () => {
    const { app, readiness } = appWith(5);
    const res = await app.inject({ url: '/games' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });
    expect(readiness.isReady).toBe(false);
  });
});
