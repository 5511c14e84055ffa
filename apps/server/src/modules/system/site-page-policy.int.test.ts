import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../test/factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'kirin-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Kirin</title><div id="root"></div>');

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
  await makeMerchant(t.db, {
    domains: ['tagged.test', 'tagged-2.test'],
    settings: { analytics: { gtagId: 'G-TEST123' } },
  });
  await makeMerchant(t.db, { domains: ['plain.test'], settings: { analytics: { gtagId: null } } });
});
afterAll(() => t.close());

const policyOf = async (host: string, url = '/index') => {
  const res = await t.app.inject({ url, headers: { host } });
  return { status: res.statusCode, policy: String(res.headers['content-security-policy']) };
};
const directive = (policy: string, name: string) =>
  policy.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';

describe("the site page's content security policy", () => {
  it("allows Google's tag and the merchant's other addresses only for a merchant with a tag id and several", async () => {
    const { status, policy } = await policyOf('tagged.test');
    expect(status).toBe(200);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    const connect = directive(policy, 'connect-src');
    expect(connect).toContain('https://*.google-analytics.com');
    expect(connect).toContain('tagged-2.test');
    expect(policy).not.toContain('unsafe-inline');
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('keeps the default policy without a tag id and with one address', async () => {
    const { status, policy } = await policyOf('plain.test');
    expect(status).toBe(200);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(policy).not.toContain('googletagmanager');
  });

  it('never widens the API answers, whatever the merchant', async () => {
    const res = await t.app.inject({ url: '/wps/system/whitelabel', headers: { host: 'tagged.test' } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).not.toContain('googletagmanager');
  });

  it('serves an unknown host the page with the default policy', async () => {
    const { status, policy } = await policyOf('nobody.test');
    expect(status).toBe(200);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });
});
