import {
  dayInZone,
  historyExportRangeProblem,
  startOfDayInZone,
  zoneOffsetLabel,
  type THistoryExportQuery,
} from '@kirin/contracts';
import { Readable } from 'node:stream';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { betCells, CSV_BOM, csvLines, headerOf, transactionCells } from './history-csv.js';
import {
  readBetChunk,
  readTransactionChunk,
  type TBetCursor,
  type THistoryScope,
} from './history.queries.js';

/** Rows read per query: the file streams out chunk by chunk, never held whole in memory. */
export const HISTORY_EXPORT_CHUNK_ROWS = 1000;

type TExportContext = {
  merchantId: bigint;
  memberId: bigint;
  timeZone: string;
  language: string;
  now?: Date;
};

/** The day after `day` (calendar days, whatever the zone's clock does). */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function* transactionLines(db: TDb, scope: THistoryScope, timeZone: string) {
  for (let after = 0n; ;) {
    const rows = await readTransactionChunk(db, scope, after, HISTORY_EXPORT_CHUNK_ROWS);
    yield csvLines(rows.map((row) => transactionCells(row, timeZone)));
    if (rows.length < HISTORY_EXPORT_CHUNK_ROWS) return;
    after = rows[rows.length - 1]!.id;
  }
}

async function* betLines(db: TDb, scope: THistoryScope, timeZone: string, language: string) {
  for (let after: TBetCursor | null = null; ;) {
    const rows = await readBetChunk(db, scope, after, HISTORY_EXPORT_CHUNK_ROWS);
    yield csvLines(rows.map((row) => betCells(row, timeZone, language)));
    if (rows.length < HISTORY_EXPORT_CHUNK_ROWS) return;
    const last = rows[rows.length - 1]!;
    after = { betAt: last.bet_at_text, id: last.id };
  }
}

/**
 * The member's own transactions or bets over whole days of the merchant's zone (both ends included) as a
 * CSV stream, oldest first: every row of the range, read in keyset chunks (no row cap; 12 months is the
 * bound). The range is checked before anything is read, so a refusal is an envelope, never half a file.
 */
export function exportHistory(
  db: TDb,
  query: THistoryExportQuery,
  context: TExportContext,
): { fileName: string; body: Readable } {
  const now = context.now ?? new Date();
  const problem = historyExportRangeProblem(query, dayInZone(now, context.timeZone));
  if (problem) throw new AppError('VALIDATION_FAILED', { [problem.field]: problem.message });
  const scope: THistoryScope = {
    merchantId: context.merchantId,
    memberId: context.memberId,
    from: startOfDayInZone(query.from, context.timeZone),
    to: startOfDayInZone(nextDay(query.to), context.timeZone),
  };
  const header =
    CSV_BOM + csvLines([headerOf(query.type, context.language, zoneOffsetLabel(context.timeZone, now))]);
  const rows =
    query.type === 'transactions'
      ? transactionLines(db, scope, context.timeZone)
      : betLines(db, scope, context.timeZone, context.language);
  async function* document() {
    yield header;
    for await (const lines of rows) if (lines) yield lines;
  }
  return { fileName: `${query.type}-${query.from}-${query.to}.csv`, body: Readable.from(document()) };
}
