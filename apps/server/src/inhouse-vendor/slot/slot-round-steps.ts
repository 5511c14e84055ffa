import { SLOT_GAME_CODE, type TVendorWalletAnswer, type TVendorWalletClient } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { vendorTxId } from '../platform-wallet.js';

/** A slot round as the money steps need it. */
export type TSlotRoundMoney = {
  roundId: string;
  playerId: string;
  currency: string;
  betMinor: number;
  payoutMinor: number;
};

export const slotBetTxId = (roundId: string) => vendorTxId(roundId, 'bet');
export const slotWinTxId = (roundId: string) => vendorTxId(roundId, 'win');
export const slotRollbackTxId = (roundId: string) => vendorTxId(roundId, 'rollback');

/** The platform debit of the round's stake (needs the live platform session). */
export function placeSlotBet(
  client: TVendorWalletClient,
  round: TSlotRoundMoney,
  platformSessionToken: string,
): Promise<TVendorWalletAnswer> {
  return client.bet({
    playerId: round.playerId,
    currency: round.currency,
    sessionToken: platformSessionToken,
    transactionId: slotBetTxId(round.roundId),
    roundId: round.roundId,
    gameCode: SLOT_GAME_CODE,
    amount: round.betMinor,
  });
}

export async function markBetPlaced(db: TDb, roundId: string): Promise<void> {
  await db
    .updateTable('inhouse_slot_round')
    .set({ is_bet_placed: true })
    .where('round_id', '=', roundId)
    .execute();
}

/** The platform refused the bet (no money moved): the round is over, never retried. */
export async function markRefused(db: TDb, roundId: string, code: string): Promise<void> {
  await db
    .updateTable('inhouse_slot_round')
    .set({ status: 'REFUSED', failure_code: code, settled_at: new Date() })
    .where('round_id', '=', roundId)
    .where('status', '=', 'PENDING')
    .execute();
}

/** Leaves the round PENDING for the sweeper to finish after `delayMs`. */
export async function scheduleRetry(db: TDb, roundId: string, delayMs: number): Promise<void> {
  await db
    .updateTable('inhouse_slot_round')
    .set({ retry_after: sql<Date>`clock_timestamp() + make_interval(secs => ${delayMs / 1000})` })
    .where('round_id', '=', roundId)
    .where('status', '=', 'PENDING')
    .execute();
}

/** Pays the round (0 closes it) and marks it SETTLED; idempotent by its transaction id. */
export async function settleSlotRound(
  db: TDb,
  client: TVendorWalletClient,
  round: TSlotRoundMoney,
): Promise<TVendorWalletAnswer> {
  const answer = await client.win({
    playerId: round.playerId,
    currency: round.currency,
    transactionId: slotWinTxId(round.roundId),
    roundId: round.roundId,
    gameCode: SLOT_GAME_CODE,
    amount: round.payoutMinor,
  });
  await db
    .updateTable('inhouse_slot_round')
    .set({ status: 'SETTLED', settled_at: new Date(), failure_code: null })
    .where('round_id', '=', round.roundId)
    .where('status', '=', 'PENDING')
    .execute();
  return answer;
}

/**
 * Refunds a bet whose answer never came (it may or may not have landed: the platform refunds it, or records
 * a tombstone that refuses it if it arrives later) and marks the round ROLLED_BACK.
 */
export async function rollBackSlotBet(
  db: TDb,
  client: TVendorWalletClient,
  round: TSlotRoundMoney,
): Promise<void> {
  await client.rollback({
    playerId: round.playerId,
    currency: round.currency,
    transactionId: slotRollbackTxId(round.roundId),
    originalTransactionId: slotBetTxId(round.roundId),
    roundId: round.roundId,
  });
  await db
    .updateTable('inhouse_slot_round')
    .set({ status: 'ROLLED_BACK', failure_code: 'TRANSPORT', settled_at: new Date() })
    .where('round_id', '=', round.roundId)
    .where('status', '=', 'PENDING')
    .execute();
}
