import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      // The shared hand-checked lottery draws (a testing subpath of the package); before the package itself.
      '@kirin/contracts/lottery/test-draws': fileURLToPath(
        new URL('../../packages/contracts/src/lottery/test-draws.ts', import.meta.url),
      ),
      '@kirin/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker per core less one: a single worker on a 2-core CI machine, idle while
    // each file waits on PostgreSQL (its own process). Two files at a time keep both cores busy.
    maxWorkers: 2,
  },
});
