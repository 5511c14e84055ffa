import { randomBytes } from 'node:crypto';
import {
  hashServerSeed,
  newServerSeed,
  type TInhouseSeedPair,
  type TInhouseSeedRotation,
} from '@kirin/contracts';
import type { Transaction } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TDatabase } from '../../db/tables/index.js';
import { AppError } from '../../platform/errors.js';

export type TPlayerKey = { merchantCode: string; playerId: string };

export type TSeedPairRow = {
  id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
};

/** A first client seed for a new player: random, so two players never share one unless they choose it. */
const defaultClientSeed = (): string => randomBytes(8).toString('hex');

async function insertSeedPair(db: TDb | Transaction<TDatabase>, player: TPlayerKey, clientSeed: string) {
  const serverSeed = newServerSeed();
  await db
    .insertInto('inhouse_seed_pair')
    .values({
      merchant_code: player.merchantCode,
      player_id: player.playerId,
      server_seed: serverSeed,
      server_seed_hash: await hashServerSeed(serverSeed),
      client_seed: clientSeed,
    })
    // The partial unique index keeps one active pair per player: a concurrent first visit wins, we read it.
    .onConflict((oc) =>
      oc.columns(['merchant_code', 'player_id']).where('revealed_at', 'is', null).doNothing(),
    )
    .execute();
}

/** The player's active pair, locked FOR UPDATE when inside a transaction that asks for it. */
export async function selectActivePair(
  db: TDb | Transaction<TDatabase>,
  player: TPlayerKey,
  options: { isLocked?: boolean } = {},
): Promise<TSeedPairRow | undefined> {
  let query = db
    .selectFrom('inhouse_seed_pair')
    .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce'])
    .where('merchant_code', '=', player.merchantCode)
    .where('player_id', '=', player.playerId)
    .where('revealed_at', 'is', null);
  if (options.isLocked) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The player's active pair, made on first use. */
export async function ensureActivePair(db: TDb, player: TPlayerKey): Promise<TSeedPairRow> {
  const existing = await selectActivePair(db, player);
  if (existing) return existing;
  await insertSeedPair(db, player, defaultClientSeed());
  const made = await selectActivePair(db, player);
  if (!made) throw new Error('the active seed pair vanished after its insert');
  return made;
}

const publicPair = (row: TSeedPairRow): TInhouseSeedPair => ({
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: row.next_nonce,
});

/** What the player sees before playing: the hash of the hidden server seed, the client seed, the next nonce. */
export async function readSeedPair(db: TDb, player: TPlayerKey): Promise<TInhouseSeedPair> {
  return publicPair(await ensureActivePair(db, player));
}

/**
 * The player's own client seed for the next spins. The server seed (already committed by its hash) and the
 * nonce carry on: the seed cannot be chosen after the client seed, and (client seed, nonce) never repeats.
 */
export async function changeClientSeed(
  db: TDb,
  player: TPlayerKey,
  clientSeed: string,
): Promise<TInhouseSeedPair> {
  const pair = await ensureActivePair(db, player);
  const updated = await db
    .updateTable('inhouse_seed_pair')
    .set({ client_seed: clientSeed })
    .where('id', '=', pair.id)
    .where('revealed_at', 'is', null)
    .returning(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce'])
    .executeTakeFirst();
  // Rotated by a concurrent request in between: the player asks again against the new pair.
  if (!updated) throw new AppError('CONFLICT');
  return publicPair(updated);
}

/**
 * Reveals the active server seed (every spin made with it can now be recomputed) and starts a new pair with
 * the same client seed and nonce 0, in one transaction that a concurrent spin waits for.
 */
export async function rotateSeedPair(db: TDb, player: TPlayerKey): Promise<TInhouseSeedRotation> {
  await ensureActivePair(db, player);
  return db.transaction().execute(async (trx) => {
    const old = await selectActivePair(trx, player, { isLocked: true });
    if (!old) throw new AppError('CONFLICT');
    await trx
      .updateTable('inhouse_seed_pair')
      .set({ revealed_at: new Date() })
      .where('id', '=', old.id)
      .execute();
    await insertSeedPair(trx, player, old.client_seed);
    const current = await selectActivePair(trx, player);
    if (!current) throw new Error('the new seed pair is missing');
    return {
      previous: {
        serverSeed: old.server_seed,
        serverSeedHash: old.server_seed_hash,
        clientSeed: old.client_seed,
        nonceCount: old.next_nonce,
      },
      current: publicPair(current),
    };
  });
}
