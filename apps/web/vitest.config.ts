import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
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
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    // The default (cores less one) is a single worker on a 2-core CI machine; jsdom files are CPU-bound.
    maxWorkers: 2,
  },
});
