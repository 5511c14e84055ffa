import { randomBytes } from 'node:crypto';
import { playFishingBatch, type TFishingShot, type TFishingShotOutcome } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { ensureActivePair, selectActivePair, type TPlayerKey } from '../fair/seed-pairs.js';
import type { TFishingBatchAnswer } from './fishing.schemas.js';

/** How long the request that made a batch owns it before the sweeper may send it instead. */
export const FISHING_REQUEST_LEASE_MS = 30_000;

/** A fishing batch as stored (what the wallet call and the answer need). */
export type TFishingBatch = {
  batchId: string;
  batchKey: string;
  merchantCode: string;
  playerId: string;
  currency: string;
  platformSessionToken: string;
  status: 'PENDING' | 'SETTLED' | 'REFUSED';
  failureCode: string | null;
  betMinor: number;
  payoutMinor: number;
  balanceAfterMinor: number | null;
  shots: TFishingShotOutcome[];
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};

/** F and 16 random hex digits: the batch's round id at the platform too (one round per batch). */
const newFishingBatchId = (): string => `F${randomBytes(8).toString('hex')}`;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function batchesWithPair(db: TDb) {
  return db
    .selectFrom('inhouse_fishing_batch as b')
    .innerJoin('inhouse_seed_pair as p', 'p.id', 'b.seed_pair_id')
    .select([
      'b.batch_id',
      'b.client_batch_key',
      'b.merchant_code',
      'b.player_id',
      'b.currency',
      'b.platform_session_token',
      'b.status',
      'b.failure_code',
      'b.bet_minor',
      'b.payout_minor',
      'b.balance_after_minor',
      'b.shots',
      'b.client_seed',
      'b.nonce',
      'p.server_seed_hash',
    ]);
}

type TBatchRow = Awaited<ReturnType<ReturnType<typeof batchesWithPair>['executeTakeFirstOrThrow']>>;

function batchOf(row: TBatchRow): TFishingBatch {
  return {
    batchId: row.batch_id,
    batchKey: row.client_batch_key,
    merchantCode: row.merchant_code,
    playerId: row.player_id,
    currency: row.currency,
    platformSessionToken: row.platform_session_token,
    status: row.status,
    failureCode: row.failure_code,
    betMinor: Number(row.bet_minor),
    payoutMinor: Number(row.payout_minor),
    balanceAfterMinor: row.balance_after_minor === null ? null : Number(row.balance_after_minor),
    shots: row.shots as TFishingShotOutcome[],
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
  };
}

export async function findFishingBatchByKey(
  db: TDb,
  player: TPlayerKey,
  batchKey: string,
): Promise<TFishingBatch | null> {
  const row = await batchesWithPair(db)
    .where('b.merchant_code', '=', player.merchantCode)
    .where('b.player_id', '=', player.playerId)
    .where('b.client_batch_key', '=', batchKey)
    .executeTakeFirst();
  return row ? batchOf(row) : null;
}

export async function findFishingBatch(db: TDb, batchId: string): Promise<TFishingBatch | null> {
  const row = await batchesWithPair(db).where('b.batch_id', '=', batchId).executeTakeFirst();
  return row ? batchOf(row) : null;
}

/** The player's batches still waiting for the platform's answer, oldest first. */
export async function findPendingFishingBatches(db: TDb, player: TPlayerKey): Promise<TFishingBatch[]> {
  const rows = await batchesWithPair(db)
    .where('b.merchant_code', '=', player.merchantCode)
    .where('b.player_id', '=', player.playerId)
    .where('b.status', '=', 'PENDING')
    .orderBy('b.created_at')
    .execute();
  return rows.map(batchOf);
}

/**
 * Takes the next nonce of the player's seed pair, decides every shot from it and stores the batch PENDING,
 * in one transaction holding the pair's row lock (distinct nonces across requests and processes). The
 * outcome is fixed here, before any money moves; the row exists before the wallet call is sent.
 */
export async function reserveFishingBatch(
  db: TDb,
  player: TPlayerKey & { currency: string; platformSessionToken: string },
  batchKey: string,
  shots: readonly TFishingShot[],
): Promise<TFishingBatch> {
  await ensureActivePair(db, player);
  return db.transaction().execute(async (trx) => {
    const pair = await selectActivePair(trx, player, { isLocked: true });
    if (!pair) throw new AppError('CONFLICT');
    const nonce = pair.next_nonce;
    const outcomes = await playFishingBatch(
      { serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce },
      shots,
    );
    await trx
      .updateTable('inhouse_seed_pair')
      .set({ next_nonce: nonce + 1 })
      .where('id', '=', pair.id)
      .execute();
    const batch: TFishingBatch = {
      batchId: newFishingBatchId(),
      batchKey,
      merchantCode: player.merchantCode,
      playerId: player.playerId,
      currency: player.currency,
      platformSessionToken: player.platformSessionToken,
      status: 'PENDING',
      failureCode: null,
      betMinor: sum(outcomes.map((shot) => shot.bulletMinor)),
      payoutMinor: sum(outcomes.map((shot) => shot.payoutMinor)),
      balanceAfterMinor: null,
      shots: outcomes,
      serverSeedHash: pair.server_seed_hash,
      clientSeed: pair.client_seed,
      nonce,
    };
    await trx
      .insertInto('inhouse_fishing_batch')
      .values({
        batch_id: batch.batchId,
        merchant_code: batch.merchantCode,
        player_id: batch.playerId,
        currency: batch.currency,
        client_batch_key: batchKey,
        platform_session_token: batch.platformSessionToken,
        seed_pair_id: pair.id,
        client_seed: pair.client_seed,
        nonce,
        shots: JSON.stringify(outcomes),
        shot_count: outcomes.length,
        bet_minor: BigInt(batch.betMinor),
        payout_minor: BigInt(batch.payoutMinor),
        retry_after: sql<Date>`clock_timestamp() + make_interval(secs => ${FISHING_REQUEST_LEASE_MS / 1000})`,
        created_at: sql<Date>`clock_timestamp()`,
      })
      .execute();
    return batch;
  });
}

/** The platform answered the batch's call: both legs applied. */
export async function markFishingBatchSettled(db: TDb, batchId: string, balance: number): Promise<void> {
  await db
    .updateTable('inhouse_fishing_batch')
    .set({
      status: 'SETTLED',
      balance_after_minor: BigInt(balance),
      failure_code: null,
      settled_at: sql<Date>`clock_timestamp()`,
    })
    .where('batch_id', '=', batchId)
    .where('status', '=', 'PENDING')
    .execute();
}

/** The platform refused the call (nothing moved): the batch is over and never sent again. */
export async function markFishingBatchRefused(db: TDb, batchId: string, code: string): Promise<void> {
  await db
    .updateTable('inhouse_fishing_batch')
    .set({ status: 'REFUSED', failure_code: code, settled_at: sql<Date>`clock_timestamp()` })
    .where('batch_id', '=', batchId)
    .where('status', '=', 'PENDING')
    .execute();
}

/** No answer yet: the sweeper sends it again after `delayMs` (unless someone settles it first). */
export async function scheduleFishingRetry(db: TDb, batchId: string, delayMs: number): Promise<void> {
  await db
    .updateTable('inhouse_fishing_batch')
    .set({ retry_after: sql<Date>`clock_timestamp() + make_interval(secs => ${delayMs / 1000})` })
    .where('batch_id', '=', batchId)
    .where('status', '=', 'PENDING')
    .execute();
}

/** The answer the page gets for a batch that is SETTLED or PENDING. */
export function fishingBatchAnswer(batch: TFishingBatch): TFishingBatchAnswer {
  return {
    batchId: batch.batchId,
    batchKey: batch.batchKey,
    status: batch.status === 'SETTLED' ? 'SETTLED' : 'PENDING',
    betMinor: batch.betMinor,
    payoutMinor: batch.payoutMinor,
    shots: batch.shots,
    balance: batch.status === 'SETTLED' ? batch.balanceAfterMinor : null,
    serverSeedHash: batch.serverSeedHash,
    clientSeed: batch.clientSeed,
    nonce: batch.nonce,
  };
}
