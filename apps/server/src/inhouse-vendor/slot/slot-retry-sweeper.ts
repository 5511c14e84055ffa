import { sql } from 'kysely';
import type { TAppContext } from '../../platform/context.js';
import { platformWalletFor } from '../platform-wallet.js';
import { rollBackSlotBet, settleSlotRound, type TSlotRoundMoney } from './slot-round-steps.js';

const SWEEP_BATCH = 20;
const MAX_BACKOFF_S = 300;

type TClaimed = TSlotRoundMoney & { merchantCode: string; isBetPlaced: boolean };

/**
 * Claims PENDING rounds whose retry time has come (FOR UPDATE SKIP LOCKED, so processes never claim the same
 * row) and pushes their retry time back by an exponential backoff, which is the lease: the transaction ends
 * at once and no lock is held during the HTTP calls.
 */
async function claimDueRounds(ctx: TAppContext): Promise<TClaimed[]> {
  const result = await sql<{
    round_id: string;
    merchant_code: string;
    player_id: string;
    currency: string;
    bet_minor: bigint;
    payout_minor: bigint;
    is_bet_placed: boolean;
  }>`
    UPDATE inhouse_slot_round
       SET attempts = attempts + 1,
           retry_after = clock_timestamp() + make_interval(secs => least(${MAX_BACKOFF_S}, 5 * power(2, least(attempts, 10))))
     WHERE round_id IN (
       SELECT round_id FROM inhouse_slot_round
        WHERE status = 'PENDING' AND retry_after <= clock_timestamp()
        ORDER BY retry_after
        LIMIT ${SWEEP_BATCH}
        FOR UPDATE SKIP LOCKED)
    RETURNING round_id, merchant_code, player_id, currency, bet_minor, payout_minor, is_bet_placed`.execute(
    ctx.db,
  );
  return result.rows.map((row) => ({
    roundId: row.round_id,
    merchantCode: row.merchant_code,
    playerId: row.player_id,
    currency: row.currency,
    betMinor: Number(row.bet_minor),
    payoutMinor: Number(row.payout_minor),
    isBetPlaced: row.is_bet_placed,
  }));
}

/**
 * Finishes unfinished slot rounds: re-sends the win of a placed bet, or rolls back a bet whose answer never
 * came. Both are idempotent at the platform, so a repeat is harmless. Answers how many rounds it finished.
 */
export async function sweepPendingSlotRounds(ctx: TAppContext): Promise<number> {
  let finished = 0;
  for (const round of await claimDueRounds(ctx)) {
    try {
      const client = await platformWalletFor(ctx, round.merchantCode);
      if (round.isBetPlaced) await settleSlotRound(ctx.db, client, round);
      else await rollBackSlotBet(ctx.db, client, round);
      finished++;
    } catch {
      // Still PENDING: the next claim after its backoff tries again.
    }
  }
  return finished;
}
