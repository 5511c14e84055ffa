import { ConfigError, loadConfig, type TConfig } from '../config.js';
import { RESEAL_BATCH_SIZE, resealSecrets } from '../platform/secrets/reseal-secrets.js';
import { SecretOpenError } from '../platform/secrets/seal-secret.js';
import { openCliDatabase } from './open-cli-database.js';

export type TRotateCliIo = { out: (text: string) => void; err: (text: string) => void };

const EXIT_DONE = 0;
/** A value that does not open (its KEK is not configured), or the database could not be opened. */
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

export const ROTATE_SECRETS_USAGE = [
  'Usage: npm run secrets:rotate [-- --batch-size N]',
  '',
  'Re-wraps every secret stored in the database under the current KEK (SECRETS_KEK / SECRETS_KEK_ID),',
  'reading older values with the keys of SECRETS_KEK_PREVIOUS. A batch per transaction; values already',
  'under the current KEK are skipped, so it can be stopped and run again. It can run beside live servers',
  'that have the same configuration. Afterwards the previous KEKs are no longer needed (docs/operators.md).',
  'Exit code 0: every secret is under the current KEK; 1: a value does not open, or no database; 2: usage.',
  '',
  `  --batch-size N   rows per transaction (default ${RESEAL_BATCH_SIZE})`,
  'Database: DATABASE_URL, else the embedded one under DATA_DIR (stop the server first).',
].join('\n');

function parseArgs(argv: string[]): { batchSize: number } | undefined {
  let batchSize = RESEAL_BATCH_SIZE;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] !== '--batch-size') return undefined;
    const value = Number(argv[++i]);
    if (!Number.isInteger(value) || value < 1 || value > 100_000) return undefined;
    batchSize = value;
  }
  return { batchSize };
}

/** The secrets:rotate command, testable: answers the exit code and writes only through `io`. */
export async function runRotateSecretsCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: TRotateCliIo,
): Promise<number> {
  if (argv.includes('--help')) {
    io.out(ROTATE_SECRETS_USAGE);
    return EXIT_DONE;
  }
  const args = parseArgs(argv);
  if (!args) {
    io.err(`Unknown arguments: ${argv.join(' ')}\n\n${ROTATE_SECRETS_USAGE}`);
    return EXIT_USAGE;
  }
  let config: TConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(error.message);
    return EXIT_FAILED;
  }
  // Opening the database installs the configuration's keyring and seals any value still plain.
  const database = await openCliDatabase(config, io.err);
  if (!database) return EXIT_FAILED;
  try {
    const report = await resealSecrets(database.db, { batchSize: args.batchSize });
    for (const row of report) io.out(`${row.table}: ${row.resealed} rows re-wrapped`);
    const total = report.reduce((sum, row) => sum + row.resealed, 0);
    io.out(
      `Every stored secret is under KEK "${config.SECRETS_KEK_ID ?? 'dev'}" (${total} rows re-wrapped now).`,
    );
    return EXIT_DONE;
  } catch (error) {
    if (!(error instanceof SecretOpenError)) throw error;
    io.err(`Stopped: ${error.message}. Add its KEK to SECRETS_KEK_PREVIOUS and run again.`);
    return EXIT_FAILED;
  } finally {
    await database.close();
  }
}
