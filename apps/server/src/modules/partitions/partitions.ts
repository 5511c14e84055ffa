import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

/** How many months after the current one have their partitions made ahead (docs/scaling.md). */
export const PARTITION_MONTHS_AHEAD = 2;

/**
 * Makes the monthly partitions of the append-only tables from the current month through `monthsAhead` later,
 * where missing (migration 0052's partition_ensure); answers how many it made. Idempotent, and safe to run
 * from several processes at once.
 */
export async function ensurePartitions(db: TDb, monthsAhead = PARTITION_MONTHS_AHEAD): Promise<number> {
  const { rows } = await sql<{
    made: number;
  }>`SELECT partition_ensure(${monthsAhead}::integer) AS made`.execute(db);
  return Number(rows[0]?.made ?? 0);
}

export type TArchivedPartition = { parent: string; partition: string };

/** The month to archive: `YYYY-MM`, or `history` (rows dated before the first month). */
export type TArchiveMonth = { year: number; month: number } | 'history';

export function parseArchiveMonth(text: string): TArchiveMonth | undefined {
  if (text === 'history') return 'history';
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}

const PARTITION_REFUSED = 'KX409';

/** The month may not be archived (yet): its reason is the database's. */
export class PartitionArchiveRefused extends Error {}

/**
 * Archives one month of the five partitioned tables: partition_archive_prepare checks it (older than
 * `keepMonths` whole months, no OPEN round or lottery bet, no older month still attached) and keeps the
 * ledger's per-account totals of the month; then each partition is detached with DETACH PARTITION …
 * CONCURRENTLY (bets keep flowing: it waits for the transactions that use the table, it does not block new
 * ones) and recorded in partition_archive. Run again after a crash, it finishes a detach left pending and
 * skips what is done. A refusal throws PartitionArchiveRefused with the database's reason.
 */
export async function archivePartitionMonth(
  db: TDb,
  month: TArchiveMonth,
  keepMonths: number,
): Promise<TArchivedPartition[]> {
  const first = month === 'history' ? null : `${month.year}-${String(month.month).padStart(2, '0')}-01`;
  let planned: { parent: string; partition: string; upper_bound: Date }[];
  try {
    planned = (
      await sql<{ parent: string; partition: string; upper_bound: Date }>`
        SELECT parent, partition, upper_bound
        FROM partition_archive_prepare(${first}::date, ${keepMonths}::integer)`.execute(db)
    ).rows;
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code === PARTITION_REFUSED) throw new PartitionArchiveRefused(message ?? 'refused');
    throw error;
  }
  for (const { parent, partition, upper_bound: upperBound } of planned) {
    const pending = await sql<{ pending: boolean }>`
      SELECT i.inhdetachpending AS pending FROM pg_inherits i
      WHERE i.inhparent = ${parent}::regclass AND i.inhrelid = ${partition}::regclass`.execute(db);
    // Each statement on its own connection turn, outside a transaction block, as CONCURRENTLY requires.
    await sql
      .raw(
        `ALTER TABLE ${quoteIdent(parent)} DETACH PARTITION ${quoteIdent(partition)} ${
          pending.rows[0]?.pending ? 'FINALIZE' : 'CONCURRENTLY'
        }`,
      )
      .execute(db);
    await sql`INSERT INTO partition_archive (partition, parent, month, upper_bound)
      VALUES (${partition}, ${parent}, ${first}::date, ${upperBound})
      ON CONFLICT (partition) DO NOTHING`.execute(db);
  }
  return planned.map(({ parent, partition }) => ({ parent, partition }));
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected partition name ${name}`);
  return `"${name}"`;
}
