import type { TConfig } from '../config.js';
import { openDatabase, type TOpenDatabase } from '../db/bootstrap.js';
import { describeBusyDatabase, findRunningEmbeddedDatabase } from './find-running-embedded-database.js';

/**
 * A command's database: DATABASE_URL, else the embedded one under DATA_DIR, which only one process can
 * open (a running server holds it: say so rather than fail obscurely). Undefined after writing why to `err`.
 */
export async function openCliDatabase(
  config: TConfig,
  err: (text: string) => void,
): Promise<TOpenDatabase | undefined> {
  if (!config.DATABASE_URL) {
    const pid = findRunningEmbeddedDatabase(config.DATA_DIR);
    if (pid !== undefined) {
      err(describeBusyDatabase(config.DATA_DIR, pid));
      return undefined;
    }
  }
  try {
    return await openDatabase(config, config.LOG_LEVEL === 'debug' ? err : () => {});
  } catch (error) {
    err(`Could not open the database: ${(error as Error).message}`);
    return undefined;
  }
}
