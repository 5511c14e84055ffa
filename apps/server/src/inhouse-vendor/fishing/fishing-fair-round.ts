import { FISHING_GAME_CODE } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import type { TFairRoundView } from '../fair-round-lookup.js';

/**
 * GET /inhouse/api/fair/rounds/F…: a fishing batch with what recomputes it (playFishingBatch over the
 * player's seed pair at the batch's nonce, the shots in order). The server seed shows once the pair is
 * rotated, as for the slot; refused batches never moved money but stay verifiable.
 */
export async function findFishingFairRound(
  ctx: TAppContext,
  batchId: string,
): Promise<TFairRoundView | null> {
  const row = await ctx.db
    .selectFrom('inhouse_fishing_batch as b')
    .innerJoin('inhouse_seed_pair as p', 'p.id', 'b.seed_pair_id')
    .select([
      'b.batch_id',
      'b.client_seed',
      'b.nonce',
      'b.bet_minor',
      'b.payout_minor',
      'b.shots',
      'b.created_at',
      'p.server_seed',
      'p.server_seed_hash',
      'p.revealed_at',
    ])
    .where('b.batch_id', '=', batchId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    roundId: row.batch_id,
    gameCode: FISHING_GAME_CODE,
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.revealed_at ? row.server_seed : null,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    betMinor: Number(row.bet_minor),
    payoutMinor: Number(row.payout_minor),
    result: { shots: row.shots },
    createdAt: row.created_at.toISOString(),
  };
}
