import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustProxySetting } from './config.js';
import { enabledGateways } from './modules/payments/enabled-gateways.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: './.data',
      SEED_DEMO: true,
      JOBS_ENABLED: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('lists every problem at once, naming each variable', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'http://x',
        LOG_LEVEL: 'loud',
        SEED_DEMO: 'maybe',
      });
      expect.unreachable('loadConfig accepted a broken environment');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'LOG_LEVEL', 'SEED_DEMO'])
        expect(problems).toContain(name);
      expect((error as ConfigError).message).toMatch(/^Invalid configuration:/);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(8080);
  });
});

/** The problems loadConfig lists for `env`, or [] when it starts. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

/** A production environment with its secrets KEK, which production cannot start without. */
const KEK = Buffer.alloc(32, 7).toString('base64');
const production = { NODE_ENV: 'production', SECRETS_KEK: KEK, SECRETS_KEK_ID: 'k2026' };

describe('production refuses the unsafe defaults', () => {
  it('starts without the demo merchant or the sandbox gateway when neither is named', () => {
    const config = loadConfig(production);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.SANDBOX_GATEWAY_ENABLED).toBeUndefined();
    expect(enabledGateways(config)).toEqual(['MANUAL_BANK']);
  });

  it('refuses SEED_DEMO or the sandbox gateway, naming each, unless ALLOW_DEMO_IN_PRODUCTION names it', () => {
    expect(problemsOf({ ...production, SEED_DEMO: 'true' }).join('\n')).toMatch(
      /SEED_DEMO: on in production[\s\S]*SANDBOX_GATEWAY_ENABLED: on in production/,
    );
    expect(problemsOf({ ...production, SANDBOX_GATEWAY_ENABLED: 'true' })).toEqual([
      expect.stringMatching(/^SANDBOX_GATEWAY_ENABLED: on in production .*ALLOW_DEMO_IN_PRODUCTION/),
    ]);
    // Naming one does not allow the other: the sandbox follows SEED_DEMO and needs its own name.
    expect(problemsOf({ ...production, SEED_DEMO: 'true', ALLOW_DEMO_IN_PRODUCTION: 'SEED_DEMO' })).toEqual([
      expect.stringMatching(/^SANDBOX_GATEWAY_ENABLED:/),
    ]);
    const knowing = loadConfig({
      ...production,
      SEED_DEMO: 'true',
      ALLOW_DEMO_IN_PRODUCTION: 'SEED_DEMO, SANDBOX_GATEWAY_ENABLED',
    });
    expect(knowing.SEED_DEMO).toBe(true);
    expect(enabledGateways(knowing)).toContain('SANDBOX');
  });

  it('keeps the demo on by default outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(enabledGateways(loadConfig({}))).toContain('SANDBOX');
  });
});

describe('TRUSTED_PROXY', () => {
  it('refuses true in production, and anything that is not a hop count or an address list anywhere', () => {
    expect(problemsOf({ ...production, TRUSTED_PROXY: 'true' })).toEqual([
      expect.stringMatching(/^TRUSTED_PROXY: true would believe any X-Forwarded-For/),
    ]);
    for (const value of ['yes', '0', '11', '10.0.0.300', '10.0.0.0/33', 'proxy.internal', '10.0.0.1,,'])
      expect(problemsOf({ TRUSTED_PROXY: value }), value).toEqual([
        expect.stringMatching(/^TRUSTED_PROXY: must be a hop count/),
      ]);
    for (const value of ['2', '10.0.0.1', '10.0.0.0/8, fd00::/8', 'loopback,10.1.2.3'])
      expect(problemsOf({ ...production, TRUSTED_PROXY: value }), value).toEqual([]);
  });

  it('believes X-Forwarded-For only from a listed proxy or within the hop count', async () => {
    const addressSeen = async (trusted: string | undefined, remoteAddress: string) => {
      const app = Fastify({ trustProxy: trustProxySetting(trusted) });
      app.get('/', async (request) => request.ip);
      const res = await app.inject({
        url: '/',
        remoteAddress,
        headers: { 'x-forwarded-for': '1.1.1.1, 2.2.2.2' },
      });
      await app.close();
      return res.body;
    };
    expect(await addressSeen('10.0.0.5', '10.0.0.5')).toBe('2.2.2.2');
    expect(await addressSeen('10.0.0.5', '10.0.0.6')).toBe('10.0.0.6');
    expect(await addressSeen('10.0.0.0/8', '10.9.9.9')).toBe('2.2.2.2');
    expect(await addressSeen('1', '192.0.2.1')).toBe('2.2.2.2');
    expect(await addressSeen('2', '192.0.2.1')).toBe('1.1.1.1');
    expect(await addressSeen(undefined, '192.0.2.1')).toBe('192.0.2.1');
  });
});

describe('trustProxySetting', () => {
  it('reads booleans, hop counts and address lists', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
    const hops = trustProxySetting('2') as (a: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1), hops('x', 2)]).toEqual([true, true, false]);
  });
});

describe('the secrets KEK', () => {
  it('is required in production, where the public development key would protect nothing', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^SECRETS_KEK: required in production/),
    ]);
    expect(problemsOf(production)).toEqual([]);
    expect(problemsOf({})).toEqual([]);
  });

  it('takes base64 of 32 bytes with an id, and previous keys under other ids', () => {
    const other = Buffer.alloc(32, 9).toString('base64');
    expect(problemsOf({ SECRETS_KEK: Buffer.alloc(16).toString('base64'), SECRETS_KEK_ID: 'a' })).toEqual([
      expect.stringMatching(/^SECRETS_KEK: must be base64 of exactly 32 bytes/),
    ]);
    expect(problemsOf({ SECRETS_KEK: KEK })).toEqual([expect.stringMatching(/^SECRETS_KEK_ID: required/)]);
    expect(problemsOf({ SECRETS_KEK: KEK, SECRETS_KEK_ID: 'no spaces' })).toEqual([
      expect.stringMatching(/^SECRETS_KEK_ID: must be/),
    ]);
    expect(problemsOf({ ...production, SECRETS_KEK_ID: 'dev' })).toEqual([
      expect.stringMatching(/^SECRETS_KEK_ID: "dev" names the public development key/),
    ]);
    expect(problemsOf({ ...production, SECRETS_KEK_PREVIOUS: `k2025:${other}` })).toEqual([]);
    expect(problemsOf({ ...production, SECRETS_KEK_PREVIOUS: `k2025:${other}, k2024:${KEK}` })).toEqual([]);
    expect(problemsOf({ ...production, SECRETS_KEK_PREVIOUS: other })).toEqual([
      expect.stringMatching(/^SECRETS_KEK_PREVIOUS: must be id:base64key/),
    ]);
    expect(problemsOf({ ...production, SECRETS_KEK_PREVIOUS: `k2026:${other}` })).toEqual([
      expect.stringMatching(/^SECRETS_KEK_PREVIOUS: reuses SECRETS_KEK_ID/),
    ]);
  });
});
