import { BACCARAT_GAME_CODE, dealBaccarat, type TBaccaratHand } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { liveClock } from '../crash/live-clock.js';
import type { TFairRoundView } from '../fair-round-lookup.js';
import { baccaratRoundId, baccaratTimes, parseBaccaratRoundId } from './baccarat-round.js';

/** A baccarat round's verification data: the seed and the hand only from its deal time on. */
export async function lookupBaccaratFairRound(
  ctx: TAppContext,
  roundId: string,
): Promise<TFairRoundView | null> {
  const roundNumber = parseBaccaratRoundId(roundId);
  if (roundNumber === null) return null;
  const row = await ctx.db
    .selectFrom('inhouse_baccarat_round')
    .selectAll()
    .where('round_number', '=', roundNumber)
    .executeTakeFirst();
  if (!row) return null;
  const times = baccaratTimes(roundNumber);
  const isDealt = liveClock.now() >= times.closesAt;
  const id = baccaratRoundId(roundNumber);
  const hand = isDealt
    ? ((row.hand as TBaccaratHand | null) ?? (await dealBaccarat(row.server_seed, id)))
    : null;
  return {
    roundId: id,
    gameCode: BACCARAT_GAME_CODE,
    serverSeedHash: row.server_seed_hash,
    serverSeed: isDealt ? row.server_seed : null,
    clientSeed: id,
    nonce: 0,
    betMinor: null,
    payoutMinor: null,
    result: hand,
    createdAt: new Date(times.opensAt).toISOString(),
  };
}

/** The outcomes of the last dealt rounds, newest first: the page's road. */
export async function listBaccaratHistory(
  ctx: TAppContext,
  limit = 60,
): Promise<
  { roundId: string; outcome: TBaccaratHand['outcome']; playerTotal: number; bankerTotal: number }[]
> {
  const rows = await ctx.db
    .selectFrom('inhouse_baccarat_round')
    .select(['round_number', 'hand'])
    .where('hand', 'is not', null)
    .orderBy('round_number', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const hand = r.hand as TBaccaratHand;
    return {
      roundId: baccaratRoundId(r.round_number),
      outcome: hand.outcome,
      playerTotal: hand.playerTotal,
      bankerTotal: hand.bankerTotal,
    };
  });
}
