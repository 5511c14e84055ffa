import type { TDb } from '../../../db/database.js';
import type { TLotteryBetStatus, TLotteryIssueStatus } from '../../../db/tables/lottery.js';

// Test data for the lobby and operator tests: issues at chosen instants and bets settled by hand (settlement
// is another module's; these tests read what it leaves behind).

const MINUTE_MS = 60_000;

/** An issue of `game` at fixed instants: by default taking bets now (opened an hour ago, closing in an hour);
 * the draw 15 minutes after the close. */
export async function makeLotteryIssue(
  db: TDb,
  game: { id: bigint; merchant_id: bigint },
  input: {
    code: string;
    status?: TLotteryIssueStatus;
    stationIds?: string[];
    openAt?: Date;
    closeAt?: Date;
    drawAt?: Date;
  },
) {
  const now = Date.now();
  const closeAt = input.closeAt ?? new Date(now + 60 * MINUTE_MS);
  return db
    .insertInto('lottery_issue')
    .values({
      game_id: game.id,
      merchant_id: game.merchant_id,
      code: input.code,
      station_ids: input.stationIds ?? [],
      open_at: input.openAt ?? new Date(now - 60 * MINUTE_MS),
      close_at: closeAt,
      draw_at: input.drawAt ?? new Date(closeAt.getTime() + 15 * MINUTE_MS),
      status: input.status ?? 'OPEN',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets what settlement would have written on a bet (and when it was placed), bypassing settlement. */
export async function setLotteryBetOutcome(
  db: TDb,
  betId: bigint,
  input: { status?: TLotteryBetStatus; payoutMinor?: bigint; settledAt?: Date | null; placedAt?: Date },
) {
  await db
    .updateTable('lottery_bet')
    .set({
      ...(input.status ? { status: input.status } : {}),
      ...(input.payoutMinor !== undefined ? { payout_minor: input.payoutMinor } : {}),
      ...(input.settledAt !== undefined ? { settled_at: input.settledAt } : {}),
      ...(input.placedAt ? { placed_at: input.placedAt } : {}),
    })
    .where('id', '=', betId)
    .execute();
}
