import { formatLotteryOdds } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TLotteryOddsTable } from '../../../db/tables/lottery.js';
import { AppError } from '../../../platform/errors.js';
import type { TLotteryGameRow } from '../lottery-game-schedule.js';
import { currentLotteryOdds } from '../odds/lottery-odds.js';

/** Thousandths back to the decimal text operators type: { WIN: 1982 } → { WIN: '1.982' }. */
export function formatOddsTable(table: TLotteryOddsTable): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(table).map(([betCode, prizes]) => [
      betCode,
      Object.fromEntries(Object.entries(prizes).map(([prize, odds]) => [prize, formatLotteryOdds(odds)])),
    ]),
  );
}

type TVersionRow = { version: number; label: string; created_by: bigint | null; created_at: Date };
const summaryOf = (row: TVersionRow) => ({
  version: row.version,
  label: row.label,
  createdBy: row.created_by?.toString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/** A game's odds for operators: the version sold now, in decimals, and every version's summary, newest first. */
export async function readLotteryOdds(db: TDb, game: TLotteryGameRow) {
  // Games made before odds existed get their version 1 here, as the first bet would.
  await currentLotteryOdds(db, game);
  const rows = await db
    .selectFrom('lottery_odds_version')
    .select(['version', 'label', 'created_by', 'created_at'])
    .where('game_id', '=', game.id)
    .orderBy('version', 'desc')
    .execute();
  const [newest] = rows;
  if (!newest) throw new Error(`lottery game ${game.id} has no odds`);
  return {
    gameCode: game.code,
    current: await readLotteryOddsVersion(db, game, newest.version),
    versions: rows.map(summaryOf),
  };
}

/** One version of a game's odds, in decimals (NOT_FOUND for a version never written). */
export async function readLotteryOddsVersion(db: TDb, game: TLotteryGameRow, version: number) {
  const row = await db
    .selectFrom('lottery_odds_version')
    .select(['version', 'label', 'created_by', 'created_at', 'odds'])
    .where('game_id', '=', game.id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return { ...summaryOf(row), odds: formatOddsTable(row.odds) };
}
