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
    // Each file builds its own app on its own cloned database, and the module caches are keyed by merchant and
    // key id, so the files of one worker share its loaded modules: importing the app again for each of 200 files
    // took 350 s of the run's 450 s (collect), and CI runs the suite twice.
    isolate: false,
  },
});
