import type { TDb } from '../../db/database.js';
import { hashServerSeed, newServerSeed } from '@kirin/contracts';

/** A round every 30 s by the clock: bets for the first 20 s, dealt at 20 s, the result shown until 30 s. */
export const BACCARAT_ROUND_MS = 30_000;
export const BACCARAT_BETTING_MS = 20_000;

export type TBaccaratPhase = 'BETTING' | 'DEALT';

export const baccaratRoundId = (roundNumber: bigint): string => `B${roundNumber}`;

/** The round number of a baccarat round id (`B42` → 42n), or null. */
export function parseBaccaratRoundId(roundId: string): bigint | null {
  const match = /^B(\d{1,18})$/.exec(roundId);
  return match ? BigInt(match[1]!) : null;
}

/** The round on the table at `now`: floor(epoch ms / 30 000). */
export const baccaratRoundNumberAt = (now: number): bigint => BigInt(Math.floor(now / BACCARAT_ROUND_MS));

/** The newest round whose deal time has come at `now`. */
export const lastDealtRoundNumberAt = (now: number): bigint =>
  baccaratRoundNumberAt(now - BACCARAT_BETTING_MS);

export function baccaratTimes(roundNumber: bigint): { opensAt: number; closesAt: number; endsAt: number } {
  const opensAt = Number(roundNumber) * BACCARAT_ROUND_MS;
  return { opensAt, closesAt: opensAt + BACCARAT_BETTING_MS, endsAt: opensAt + BACCARAT_ROUND_MS };
}

export const baccaratPhaseAt = (roundNumber: bigint, now: number): TBaccaratPhase =>
  now < baccaratTimes(roundNumber).closesAt ? 'BETTING' : 'DEALT';

/**
 * The round's row, made by whichever process needs it first (every other one's insert does nothing) with a
 * fresh server seed whose hash is shown before any bet.
 */
export async function ensureBaccaratRound(
  db: TDb,
  roundNumber: bigint,
  now: number,
): Promise<{ serverSeed: string; serverSeedHash: string; hand: unknown; status: 'OPEN' | 'SETTLED' }> {
  const existing = await db
    .selectFrom('inhouse_baccarat_round')
    .select(['server_seed', 'server_seed_hash', 'hand', 'status'])
    .where('round_number', '=', roundNumber)
    .executeTakeFirst();
  if (!existing) {
    const serverSeed = newServerSeed();
    await db
      .insertInto('inhouse_baccarat_round')
      .values({
        round_number: roundNumber,
        server_seed: serverSeed,
        server_seed_hash: await hashServerSeed(serverSeed),
        created_at: new Date(now),
      })
      .onConflict((oc) => oc.column('round_number').doNothing())
      .execute();
  }
  const row =
    existing ??
    (await db
      .selectFrom('inhouse_baccarat_round')
      .select(['server_seed', 'server_seed_hash', 'hand', 'status'])
      .where('round_number', '=', roundNumber)
      .executeTakeFirstOrThrow());
  return {
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    hand: row.hand,
    status: row.status,
  };
}
