import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.js';

// Requests from nobody in particular, each naming something that does not exist: a merchant code, a host, a
// vendor, a payload key id. Every one of those names reaches a configuration-cache key; none may stay there.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ CONFIG_CACHE_SECONDS: '60', REDIS_URL: '', DEFAULT_MERCHANT: '' });
});
afterAll(() => t.close());

const random = () => randomBytes(8).toString('hex');

/** Five forged requests, each with names of its own; answers the status codes. */
async function forgeRound(): Promise<number[]> {
  const answers = await Promise.all([
    t.app.inject({ url: '/wps/system/whitelabel', headers: { merchant: `m${random()}` } }),
    t.app.inject({ url: '/wps/system/whitelabel', headers: { host: `${random()}.example` } }),
    t.app.inject({
      url: `/wps/system/status?url=${random()}.example`,
      headers: { host: `${random()}.example` },
    }),
    t.app.inject({
      method: 'POST',
      url: '/vendor-api/wallet/balance',
      headers: {
        'content-type': 'application/json',
        'x-signature': randomBytes(32).toString('hex'),
        'x-timestamp': String(Math.floor(Date.now() / 1000)),
        'x-nonce': random(),
      },
      payload: { merchantCode: `M${random()}`, vendorCode: `V${random()}`, playerId: '1', currency: 'VND' },
    }),
    t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: 'demo' },
      payload: { sealed: 1, kid: `k${random()}`, key: 'a', iv: 'a', data: 'a' },
    }),
  ]);
  return answers.map((answer) => answer.statusCode);
}

describe('forged names', () => {
  it('leave the configuration cache as it was, however many come', async () => {
    // The steady state: what a real visitor of the demo merchant puts in the cache.
    await t.app.inject({ url: '/wps/system/whitelabel', headers: { merchant: 'demo' } });
    const before = t.ctx.cache.size;
    expect(before).toBeGreaterThan(0);
    for (let round = 0; round < 100; round++) {
      expect(await forgeRound()).toEqual([404, 404, 404, 401, 400]);
    }
    expect(t.ctx.cache.size).toBe(before);
    expect(t.ctx.cache.loadingCount).toBe(0);
    // The real visitor is still served from the cache.
    expect(t.ctx.cache.peek('merchant:code:demo')?.value).toMatchObject({ code: 'demo' });
  });
});
