import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The statistical tests (chi-square over tens of thousands of rounds) are CPU-bound and share the machine
    // with the other test files running at once: 5 s is too tight under load, a real hang still fails.
    testTimeout: 30_000,
  },
});
