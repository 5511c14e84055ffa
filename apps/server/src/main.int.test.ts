import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './test/harness.js';
import { runMain, START_LIMIT_MS } from './test/run-main.js';

describe('process start', () => {
  it('refuses a broken configuration with a readable list of problems', async () => {
    const run = await runMain({ PORT: 'abc', REDIS_URL: 'nope' }, /$^/);
    expect(run.code).toBe(1);
    expect(run.output).toContain('Invalid configuration');
    expect(run.output).toMatch(/PORT/);
    expect(run.output).toMatch(/REDIS_URL/);
  });

  it('refuses to start in production without the secrets KEK, naming it', async () => {
    const run = await runMain({ NODE_ENV: 'production', DATABASE_URL: 'postgres://127.0.0.1:1/none' }, /$^/);
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/SECRETS_KEK: required in production/);
  });

  it(
    'serves on an external DATABASE_URL, prints its URL and stops cleanly on SIGTERM',
    async () => {
      const databaseUrl = await createTestDatabase();
      const run = await runMain(
        { DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1' },
        /serving on (http:\/\/\S+)/,
        START_LIMIT_MS,
      );
      const url = /serving on (http:\/\/\S+)/.exec(run.output)?.[1];
      expect(url, run.output).toBeDefined();
      const res = await fetch(`${url}/wps/system/whitelabel`, { headers: { merchant: 'demo' } });
      expect(((await res.json()) as { value: { merchantCode: string } }).value.merchantCode).toBe('demo');
      expect(await run.kill()).toBe(0);
    },
    START_LIMIT_MS + 15_000,
  );
});
