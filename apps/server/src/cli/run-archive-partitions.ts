import { ConfigError, loadConfig, type TConfig } from '../config.js';
import {
  archivePartitionMonth,
  parseArchiveMonth,
  PartitionArchiveRefused,
} from '../modules/partitions/index.js';
import { openCliDatabase } from './open-cli-database.js';

export type TArchiveCliIo = { out: (text: string) => void; err: (text: string) => void };

const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

export const ARCHIVE_PARTITIONS_USAGE = [
  'Usage: npm run partitions:archive -- --month YYYY-MM|history --keep-months N',
  '',
  'Detaches one month of the monthly partitions (ledger_transaction, ledger_entry, vendor_transaction,',
  'bet_round, lottery_bet) with DETACH PARTITION … CONCURRENTLY, oldest month first. Refused for a month',
  'within the last N whole months, a month with an OPEN round or lottery bet, and a month with an older one',
  'still attached. The detached tables stay in the database, as plain tables, to dump and drop.',
  'Exit code 0: archived; 1: refused or failed; 2: usage.',
  'Database: DATABASE_URL, else the embedded one under DATA_DIR (stop the server first).',
].join('\n');

function parseArgs(argv: string[]): { month: string; keepMonths: number } | undefined {
  const at = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const month = at('--month');
  const keep = at('--keep-months');
  if (argv.length !== 4 || !month || !keep || !/^\d{1,3}$/.test(keep)) return undefined;
  return { month, keepMonths: Number(keep) };
}

/** The partitions:archive command, testable: answers the exit code and writes only through `io`. */
export async function runArchivePartitionsCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: TArchiveCliIo,
): Promise<number> {
  if (argv.includes('--help')) {
    io.out(ARCHIVE_PARTITIONS_USAGE);
    return EXIT_OK;
  }
  const args = parseArgs(argv);
  const month = args && parseArchiveMonth(args.month);
  if (!args || !month) {
    io.err(ARCHIVE_PARTITIONS_USAGE);
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
  const database = await openCliDatabase(config, io.err);
  if (!database) return EXIT_FAILED;
  try {
    const detached = await archivePartitionMonth(database.db, month, args.keepMonths);
    if (detached.length === 0) io.out(`Nothing attached for ${args.month}: already archived.`);
    for (const { parent, partition } of detached) io.out(`Detached ${partition} from ${parent}`);
    return EXIT_OK;
  } catch (error) {
    io.err(
      error instanceof PartitionArchiveRefused
        ? `Refused: ${error.message}`
        : `Failed: ${(error as Error).message}`,
    );
    return EXIT_FAILED;
  } finally {
    await database.close();
  }
}
