import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain, START_LIMIT_MS } from './test/run-main.js';

// Its own embedded PostgreSQL whatever TEST_DATABASE_URL says: run once, in the embedded pass of `npm test`
// (scripts/test-all.mjs leaves it out of the pass against the machine's PostgreSQL and Redis).
describe('process start without DATABASE_URL', () => {
  it(
    'starts an embedded PostgreSQL in DATA_DIR, and reuses it on the next start',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'kirin-main-'));
      try {
        for (let start = 0; start < 2; start += 1) {
          const run = await runMain(
            { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
            /serving on (http:\/\/\S+)/,
            START_LIMIT_MS,
          );
          const url = /serving on (http:\/\/\S+)/.exec(run.output)?.[1];
          expect(url, run.output).toBeDefined();
          const status = (await (await fetch(`${url}/wps/system/status`)).json()) as {
            value: { status: number };
          };
          expect(status.value.status).toBe(0);
          expect(await run.kill()).toBe(0);
        }
        // A server killed without a chance to stop its database leaves PostgreSQL running; the next start
        // must take the data directory over rather than fail.
        const crashed = await runMain(
          { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
          /serving on/,
          START_LIMIT_MS,
        );
        await crashed.kill('SIGKILL');
        const next = await runMain(
          { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
          /serving on/,
          START_LIMIT_MS,
        );
        expect(next.output).toMatch(/serving on/);
        expect(await next.kill()).toBe(0);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    3 * START_LIMIT_MS + 30_000,
  );
});
