import { ConfigError, loadConfig, type TConfig } from '../config.js';
import { runLedgerAudit, type TLedgerAuditReport } from '../modules/ledger/index.js';
import { openCliDatabase } from './open-cli-database.js';

export type TAuditCliIo = { out: (text: string) => void; err: (text: string) => void };

const EXIT_CLEAN = 0;
/** Problems found, or the audit could not run: either way a person must look. */
const EXIT_PROBLEMS = 1;
const EXIT_USAGE = 2;

export const AUDIT_LEDGER_USAGE = [
  'Usage: npm run ledger:audit [-- --json]',
  '',
  'Checks the ledger (balances equal their entries, transactions sum to zero, no negative member balance,',
  'holds covered, no key applied twice), keeps the report in ledger_audit_run and prints it. It never fixes.',
  'Exit code 0: clean; 1: problems found (or the database could not be opened); 2: usage.',
  '',
  '  --json   print the report as JSON',
  'Database: DATABASE_URL, else the embedded one under DATA_DIR (stop the server first).',
].join('\n');

function printReport(io: TAuditCliIo, report: TLedgerAuditReport & { runId: bigint }): void {
  io.out(
    `Ledger audit run ${report.runId}: ${report.isClean ? 'clean' : `${report.problems.length} problem(s)`}`,
  );
  io.out(`Accounts ${report.accounts}, transactions ${report.transactions}, entries ${report.entries}`);
  for (const problem of report.problems) {
    const detail = Object.entries(problem.detail)
      .map(([key, value]) => `${key}=${value}`)
      .join(' ');
    io.out(`  ${problem.check}: ${detail}`);
  }
}

/** The ledger:audit command, testable: answers the exit code and writes only through `io`. */
export async function runAuditLedgerCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: TAuditCliIo,
): Promise<number> {
  const unknown = argv.filter((arg) => arg !== '--json' && arg !== '--help');
  if (argv.includes('--help')) {
    io.out(AUDIT_LEDGER_USAGE);
    return EXIT_CLEAN;
  }
  if (unknown.length > 0) {
    io.err(`Unknown argument: ${unknown.join(' ')}\n\n${AUDIT_LEDGER_USAGE}`);
    return EXIT_USAGE;
  }
  let config: TConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(error.message);
    return EXIT_PROBLEMS;
  }
  const database = await openCliDatabase(config, io.err);
  if (!database) return EXIT_PROBLEMS;
  try {
    const report = await runLedgerAudit(database.db);
    if (argv.includes('--json')) {
      io.out(JSON.stringify({ ...report, runId: String(report.runId) }, null, 2));
    } else {
      printReport(io, report);
    }
    return report.isClean ? EXIT_CLEAN : EXIT_PROBLEMS;
  } catch (error) {
    io.err(`Failed: ${(error as Error).message}`);
    return EXIT_PROBLEMS;
  } finally {
    await database.close();
  }
}
