import { randomBytes } from 'node:crypto';
import { spinSlot, type TSlotSpin } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { ensureActivePair, selectActivePair, type TPlayerKey } from '../fair/seed-pairs.js';

/**
 * The least time between two spins of one player (UK Gambling Commission RTS 14: a slot game cycle of at
 * least 2.5 s). Counted from the start of the previous spin, whatever became of it.
 */
export const SLOT_MIN_SPIN_INTERVAL_MS = 2_500;
/** How long the spinning request owns a round before the retry sweeper may finish it instead. */
export const SLOT_REQUEST_LEASE_MS = 60_000;

export type TReservedRound = {
  roundId: string;
  spin: TSlotSpin;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};

/** A fresh round id: S and 16 hex digits, random so nobody can walk through other players' rounds. */
export const newSlotRoundId = (): string => `S${randomBytes(8).toString('hex')}`;

/**
 * Takes the next nonce of the player's seed pair and stores the spin it gives as a PENDING round, in one
 * transaction holding the pair's row lock, so concurrent spins (any process) get distinct nonces and the
 * 2.5 s rule holds. The outcome is fixed here, before any money moves.
 */
export async function reserveSlotRound(
  db: TDb,
  player: TPlayerKey & { currency: string },
  betMinor: number,
  clientRoundKey: string | null,
): Promise<TReservedRound> {
  await ensureActivePair(db, player);
  return db.transaction().execute(async (trx) => {
    const pair = await selectActivePair(trx, player, { isLocked: true });
    if (!pair) throw new AppError('CONFLICT');
    const recent = await trx
      .selectFrom('inhouse_slot_round')
      .select('round_id')
      .where('merchant_code', '=', player.merchantCode)
      .where('player_id', '=', player.playerId)
      .where(
        'created_at',
        '>',
        sql<Date>`clock_timestamp() - make_interval(secs => ${SLOT_MIN_SPIN_INTERVAL_MS / 1000})`,
      )
      .limit(1)
      .executeTakeFirst();
    if (recent) throw new AppError('RATE_LIMITED', { retryAfterMs: String(SLOT_MIN_SPIN_INTERVAL_MS) });
    const nonce = pair.next_nonce;
    const spin = await spinSlot(
      { serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce },
      betMinor,
    );
    await trx
      .updateTable('inhouse_seed_pair')
      .set({ next_nonce: nonce + 1 })
      .where('id', '=', pair.id)
      .execute();
    const roundId = newSlotRoundId();
    await trx
      .insertInto('inhouse_slot_round')
      .values({
        round_id: roundId,
        merchant_code: player.merchantCode,
        player_id: player.playerId,
        currency: player.currency,
        client_round_key: clientRoundKey,
        bet_minor: BigInt(betMinor),
        payout_minor: BigInt(spin.payoutMinor),
        seed_pair_id: pair.id,
        client_seed: pair.client_seed,
        nonce,
        stops: spin.stops,
        result: JSON.stringify(spin),
        retry_after: sql<Date>`clock_timestamp() + make_interval(secs => ${SLOT_REQUEST_LEASE_MS / 1000})`,
        created_at: sql<Date>`clock_timestamp()`,
      })
      .execute();
    return { roundId, spin, serverSeedHash: pair.server_seed_hash, clientSeed: pair.client_seed, nonce };
  });
}
