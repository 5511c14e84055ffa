import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchInhousePlayer,
  startInhouseTestServer,
  type TInhouseTestServer,
} from '../inhouse-vendor/inhouse.factories.js';
import { createTestApp, type TTestApp } from '../test/harness.js';

const SITE_CSP_PARTS = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
];

function expectSiteHeaders(headers: Record<string, unknown>): void {
  const policy = String(headers['content-security-policy']);
  for (const part of SITE_CSP_PARTS) expect(policy).toContain(part);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
}

describe('security headers', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUSTED_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  it('are on API answers, refusals and unknown paths, without HSTS over plain HTTP', async () => {
    for (const url of ['/wps/system/whitelabel', '/wps/member/info', '/wps/no-such-route', '/healthz']) {
      const res = await t.app.inject({ url, headers: { merchant: 'demo' } });
      expectSiteHeaders(res.headers);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('add HSTS when a trusted proxy says the request came over TLS, and only then', async () => {
    const viaProxy = await t.app.inject({
      url: '/healthz',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const untrusted = await t.app.inject({
      url: '/healthz',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS to every answer when PUBLIC_URL is https', async () => {
    const behindTls = await createTestApp({ PUBLIC_URL: 'https://shop.example' });
    try {
      const res = await behindTls.app.inject({ url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await behindTls.close();
    }
  });

  it('give /docs its own policy, still unframable', async () => {
    const res = await t.app.inject({ url: '/docs/static/index.html' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('the in-house game pages', () => {
  let server: TInhouseTestServer;
  beforeAll(async () => {
    server = await startInhouseTestServer();
  });
  afterAll(() => server.t.close());

  it("may be framed by the player's merchant's site only", async () => {
    const player = await launchInhousePlayer(server, { fundsMinor: 0n, gameCode: 'KIRIN_SLOT' });
    const res = await server.t.app.inject({
      url: `/inhouse/play/KIRIN_SLOT?session=${player.sessionToken}&lang=EN`,
    });
    expect(res.statusCode).toBe(200);
    const policy = String(res.headers['content-security-policy']);
    // The demo merchant's domains (localhost, 127.0.0.1) and this origin; no one else.
    expect(policy).toMatch(/frame-ancestors 'self' 127\.0\.0\.1:\* localhost:\*(;|$)/);
    expect(policy).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('no-referrer');

    const expired = await server.t.app.inject({ url: '/inhouse/play/KIRIN_SLOT?session=nope' });
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});
