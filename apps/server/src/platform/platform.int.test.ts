import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.js';

let t: TTestApp;
let site: TTestApp;
const webDist = mkdtempSync(path.join(tmpdir(), 'kirin-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Kirin</title><div id="root"></div>');
writeFileSync(
  path.join(webDist, 'assets', 'app-1a2b3c.js'),
  `console.log(${JSON.stringify('x'.repeat(4000))});`,
);
// A script the build compressed ahead: its brotli copy is sent as it is, not compressed again.
const PRECOMPRESSED_SOURCE = `console.log(${JSON.stringify('z'.repeat(4000))});`;
writeFileSync(path.join(webDist, 'assets', 'home-4d5e6f.js'), PRECOMPRESSED_SOURCE);
writeFileSync(path.join(webDist, 'assets', 'home-4d5e6f.js.br'), brotliCompressSync(PRECOMPRESSED_SOURCE));
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const consoleDist = mkdtempSync(path.join(tmpdir(), 'kirin-console-'));
mkdirSync(path.join(consoleDist, 'assets'));
writeFileSync(
  path.join(consoleDist, 'index.html'),
  '<!doctype html><title>Console</title><div id="console-root"></div>',
);
writeFileSync(
  path.join(consoleDist, 'assets', 'console-9f8e7d.js'),
  `console.log(${JSON.stringify('y'.repeat(4000))});`,
);

beforeAll(async () => {
  t = await createTestApp();
  site = await createTestApp(
    { WEB_DIST: webDist, CONSOLE_DIST: consoleDist },
    { databaseUrl: t.databaseUrl },
  );
});
afterAll(async () => {
  await site.close();
  await t.close();
});

describe('envelope and errors', () => {
  it('answers unknown API paths with 404 in the envelope', async () => {
    for (const url of ['/wps/nothing/here', '/lgw/nope', '/ops/unknown', '/lotto/x']) {
      const res = await site.app.inject({ url, headers: { host: 'localhost' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'not_found' });
    }
  });

  it('never leaks a stack or SQL when the database fails', async () => {
    const broken = await createTestApp({}, { databaseUrl: t.databaseUrl });
    await broken.ctx.pool.end();
    const res = await broken.app.inject({ url: '/wps/system/whitelabel', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: 'INTERNAL', message: 'unknown_error' });
    expect(res.body).not.toMatch(/select|stack|at /i);
    const ready = await broken.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ success: false, code: 'UNAVAILABLE', message: 'service_unavailable' });
    await broken.close().catch(() => {});
  });

  it('gives every answer a request id, keeping one the caller sent', async () => {
    const fresh = await t.app.inject({ url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
    expect(kept.headers['x-request-id']).toBe('trace-123');
  });
});

describe('site serving', () => {
  it('serves index.html for every site route (history routing), never cached', async () => {
    for (const url of [
      '/',
      '/index',
      '/vip',
      '/lottery?gameCode=VN&playType=LO2',
      '/legal/terms',
      '/no/such/page',
    ]) {
      const res = await site.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long immutable cache, compressed on request', async () => {
    const res = await site.app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's precompressed copy to a browser that accepts it, the plain file to one that does not", async () => {
    const br = await site.app.inject({
      url: '/assets/home-4d5e6f.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PRECOMPRESSED_SOURCE);
    const plain = await site.app.inject({ url: '/assets/home-4d5e6f.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PRECOMPRESSED_SOURCE);
  });

  it('serves other static files without the long cache', async () => {
    const res = await site.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 in the envelope for a missing asset-like API call and for POST to a site path', async () => {
    const post = await site.app.inject({ method: 'POST', url: '/index' });
    expect(post.statusCode).toBe(404);
    expect(post.json().success).toBe(false);
  });
});

describe('console serving', () => {
  it('answers the console index.html for its own addresses (history routing), never cached', async () => {
    for (const url of [
      '/console',
      '/console/',
      '/console/sign-in',
      '/console/demo/money/withdrawals?page=2',
    ]) {
      const res = await site.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="console-root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // The site's addresses still answer the site.
    expect((await site.app.inject({ url: '/consoles' })).body).toContain('<div id="root">');
  });

  it('serves its hashed assets with the long cache, and a missing one as a 404 page, not the site', async () => {
    const asset = await site.app.inject({
      url: '/console/assets/console-9f8e7d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    // The site's files are not reachable under /console and the console's are not at the root.
    expect((await site.app.inject({ url: '/assets/console-9f8e7d.js' })).body).not.toContain('yyyy');
    expect((await site.app.inject({ url: '/console/assets/app-1a2b3c.js' })).body).not.toContain('xxxx');
  });
});

describe('operations endpoints', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({
      success: true,
      value: { status: 'ok' },
    });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({
      success: true,
      value: { status: 'ok' },
    });
  });

  it('exposes Prometheus metrics including request durations by route', async () => {
    await t.app.inject({ url: '/wps/system/whitelabel', headers: { host: 'localhost' } });
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/wps\/system\/whitelabel",status_code="200"\} \d+/,
    );
  });

  it('serves the OpenAPI document generated from the route schemas, and its UI at /docs', async () => {
    const spec = (await t.app.inject({ url: '/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const p of [
      '/wps/system/whitelabel',
      '/wps/system/status',
      '/wps/system/domainRoute',
      '/wps/system/setting/register',
      '/wps/system/permission',
    ]) {
      expect(spec.paths[p]?.get, p).toBeDefined();
    }
    expect(
      spec.paths['/wps/system/status'].get.parameters.some((q: { name: string }) => q.name === 'url'),
    ).toBe(true);
    // The accounts calls, with the methods of spec section 7.
    for (const [p, method] of [
      ['/wps/session/login', 'post'],
      ['/wps/session/login/freeplay', 'post'],
      ['/wps/session/logout', 'delete'],
      ['/wps/member/register', 'put'],
      ['/wps/member/register/mobile', 'put'],
      ['/wps/member/password', 'post'],
      ['/wps/member/password/email', 'post'],
      ['/wps/member/password/verification', 'post'],
      ['/wps/member/info', 'get'],
      ['/wps/captcha', 'get'],
      ['/wps/verification/sms/noLogin', 'post'],
      ['/wps/agent/affiliate', 'get'],
    ] as const) {
      expect(spec.paths[p]?.[method], `${method} ${p}`).toBeDefined();
    }
    const ui = await t.app.inject({ url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
