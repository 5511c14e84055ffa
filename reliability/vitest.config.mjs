import { defineConfig } from 'vitest/config';

// Built servers in child processes: one file at a time (a cluster and a chaos run would share two cores).
export default defineConfig({
  test: {
    include: ['test/**/*.test.mjs'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
