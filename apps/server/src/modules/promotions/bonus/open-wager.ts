import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';

/**
 * What the member still has to bet before withdrawing: the remaining turnover over every ACTIVE grant, or
 * null when no wager is open. Reads the grants as they are; call refreshWagering first for today's bets.
 */
export async function openWager(db: TDb, memberId: bigint): Promise<bigint | null> {
  const { rows } = await sql<{ grants: string; remaining: string }>`
    SELECT count(*)::text AS grants,
      coalesce(sum(greatest(turnover_target_minor - turnover_done_minor, 0)), 0)::text AS remaining
    FROM bonus_grant WHERE member_id = ${memberId} AND status = 'ACTIVE'`.execute(db);
  const row = rows[0]!;
  return Number(row.grants) === 0 ? null : BigInt(row.remaining);
}

/** The largest stake one bet may have while a wager is open (the smallest of the open grants'), or null. */
export async function maxBetWhileWagering(db: TDb, memberId: bigint): Promise<bigint | null> {
  const row = await db
    .selectFrom('bonus_grant')
    .select((eb) => eb.fn.min('max_bet_minor').as('max_bet'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return row?.max_bet == null ? null : BigInt(row.max_bet);
}

/** Refuses a stake above the maximum bet while wagering: BET_ABOVE_WAGER_MAXIMUM with details.maximum. */
export async function checkBetWhileWagering(db: TDb, memberId: bigint, stakeMinor: bigint): Promise<void> {
  const maximum = await maxBetWhileWagering(db, memberId);
  if (maximum !== null && stakeMinor > maximum)
    throw new AppError('BET_ABOVE_WAGER_MAXIMUM', { maximum: String(maximum) });
}
