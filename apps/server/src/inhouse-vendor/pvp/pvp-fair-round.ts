import type { TAppContext } from '../../platform/context.js';
import type { TFairRoundView } from '../fair-round-lookup.js';
import { parsePvpHandRoundId, pvpHandRoundId, type TPvpHandState } from './pvp-hand-state.js';

/**
 * A card room hand's verification data: its seed hash from the start, the seed and every seat's cards once it
 * is settled. The deck is dealt with dealPvpCards(seed, roundId, 5 or 3 × seats dealt in), seats in order.
 */
export async function lookupPvpFairRound(ctx: TAppContext, roundId: string): Promise<TFairRoundView | null> {
  const handId = parsePvpHandRoundId(roundId);
  if (handId === null) return null;
  const row = await ctx.db
    .selectFrom('inhouse_pvp_hand')
    .selectAll()
    .where('id', '=', handId)
    .executeTakeFirst();
  if (!row) return null;
  const isSettled = row.status === 'SETTLED';
  const state = row.state as TPvpHandState;
  const id = pvpHandRoundId(handId);
  return {
    roundId: id,
    gameCode: row.game_code,
    serverSeedHash: row.server_seed_hash,
    serverSeed: isSettled ? row.server_seed : null,
    clientSeed: id,
    nonce: 0,
    betMinor: null,
    payoutMinor: null,
    result: isSettled ? { cards: state.cards, result: state.result } : null,
    createdAt: row.created_at.toISOString(),
  };
}
