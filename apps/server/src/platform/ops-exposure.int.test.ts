import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.js';

/** Production, with the secrets KEK it cannot start without. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SECRETS_KEK: Buffer.alloc(32, 1).toString('base64'),
  SECRETS_KEK_ID: 'test',
} as const;

const METRICS_TOKEN = 'scrape-0123456789abcdef';
const opsPaths = (spec: { paths: Record<string, unknown> }) =>
  Object.keys(spec.paths).filter((p) => p.startsWith('/ops'));

describe('a production deployment without the operator settings', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp(PRODUCTION);
  });
  afterAll(() => t.close());

  it('serves no /metrics and lists no operator route in /docs', async () => {
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.statusCode).toBe(404);
    expect(metrics.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const spec = (await t.app.inject({ url: '/docs/json' })).json();
    expect(spec.paths['/wps/system/whitelabel']).toBeDefined();
    expect(opsPaths(spec)).toEqual([]);
  });
});

describe('a production deployment that names them', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...PRODUCTION, METRICS_TOKEN, DOCS_OPERATOR_ROUTES: 'true' });
  });
  afterAll(() => t.close());

  it('answers /metrics to its Bearer token only', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', METRICS_TOKEN]) {
      const refused = await t.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode, String(authorization)).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    const scraped = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('process_cpu_user_seconds_total');
  });

  it('lists the operator routes in /docs', async () => {
    const spec = (await t.app.inject({ url: '/docs/json' })).json();
    expect(opsPaths(spec)).toContain('/ops/auth/login');
  });
});
