import type { TBetRecordQuery } from '@kirin/contracts';
import type { TDb, TReadDb } from '../../db/database.js';
import { DAY_MS, rangeOfDays } from './day-range.js';

/**
 * Betting records that end at least this long before now are read from the replica: the member's own bets
 * are days old, so a replica a few seconds behind answers them the same. Anything nearer (today's, or a range
 * left open at the end) reads the primary, where a bet just placed is already visible.
 */
export const RECORDS_ON_REPLICA_AFTER_MS = DAY_MS;

/** The database a betting-record query reads: the replica for a range wholly older than a day. */
export function pickRecordsDb(
  dbs: { db: TDb; readDb: TReadDb },
  query: Pick<TBetRecordQuery, 'startDate' | 'endDate'>,
  timeZone: string,
  now = new Date(),
): TDb | TReadDb {
  const { to } = rangeOfDays(query.startDate, query.endDate, timeZone);
  const isHistory = to !== null && to.getTime() <= now.getTime() - RECORDS_ON_REPLICA_AFTER_MS;
  return isHistory ? dbs.readDb : dbs.db;
}
