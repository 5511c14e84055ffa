import { CRASH_GAME_CODE } from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import type { TFairRoundView } from '../fair-round-lookup.js';
import { parseCrashRoundId, toCrashRound } from './crash-round.js';
import { liveClock } from './live-clock.js';

/**
 * A crash round's verification data: its seed hash at any time, the seed and the crash point only once it
 * has crashed (before that they would tell everyone when to cash out). A shared round has no stake of its own.
 */
export async function lookupCrashFairRound(
  ctx: TAppContext,
  roundId: string,
): Promise<TFairRoundView | null> {
  const roundNumber = parseCrashRoundId(roundId);
  if (roundNumber === null) return null;
  const row = await ctx.db
    .selectFrom('inhouse_crash_round')
    .selectAll()
    .where('round_number', '=', roundNumber)
    .executeTakeFirst();
  if (!row) return null;
  const round = toCrashRound(row);
  const isOver = liveClock.now() >= round.crashesAt;
  return {
    roundId: round.roundId,
    gameCode: CRASH_GAME_CODE,
    serverSeedHash: round.serverSeedHash,
    serverSeed: isOver ? round.serverSeed : null,
    clientSeed: round.roundId,
    nonce: 0,
    betMinor: null,
    payoutMinor: null,
    result: isOver ? { crashPoint: round.crashPoint } : null,
    createdAt: row.betting_at.toISOString(),
  };
}

/** The last crashed rounds, newest first, for the page's history strip. */
export async function listCrashHistory(
  ctx: TAppContext,
  now: number,
  limit = 20,
): Promise<{ roundId: string; crashPoint: number; serverSeedHash: string }[]> {
  const rows = await ctx.db
    .selectFrom('inhouse_crash_round')
    .selectAll()
    .where('crashes_at', '<=', new Date(now))
    .orderBy('round_number', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toCrashRound).map((r) => ({
    roundId: r.roundId,
    crashPoint: r.crashPoint,
    serverSeedHash: r.serverSeedHash,
  }));
}
