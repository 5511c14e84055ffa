import { crashPoint, hashServerSeed, newServerSeed } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { crashRoundEndsAt, crashRoundId, crashTimes, toCrashRound, type TCrashRound } from './crash-round.js';

/**
 * A round made within this long after the previous one ended keeps the table's cadence (it opens when the
 * previous one ended); after a longer idle spell the next round opens now.
 */
const CRASH_CATCH_UP_MS = 5_000;
const MAX_ATTEMPTS = 3;

async function latestCrashRound(db: TDb): Promise<TCrashRound | undefined> {
  const row = await db
    .selectFrom('inhouse_crash_round')
    .selectAll()
    .orderBy('round_number', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toCrashRound(row);
}

/** The round on the table at `now` (betting, flying, or crashed and on screen) or, when none is, a new one. */
export async function currentCrashRound(db: TDb, now: number): Promise<TCrashRound> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const latest = await latestCrashRound(db);
    if (latest && now < crashRoundEndsAt(latest)) return latest;
    const roundNumber = latest ? latest.roundNumber + 1n : 1n;
    const previousEnd = latest ? crashRoundEndsAt(latest) : undefined;
    const bettingAt = previousEnd !== undefined && now - previousEnd < CRASH_CATCH_UP_MS ? previousEnd : now;
    const serverSeed = newServerSeed();
    const point = await crashPoint(serverSeed, crashRoundId(roundNumber));
    const { flightAt, crashesAt } = crashTimes(bettingAt, point);
    // Every process may try at once: the first row wins and the others read it on the next pass.
    await db
      .insertInto('inhouse_crash_round')
      .values({
        round_number: roundNumber,
        server_seed: serverSeed,
        server_seed_hash: await hashServerSeed(serverSeed),
        crash_point: point,
        betting_at: new Date(bettingAt),
        flight_at: new Date(flightAt),
        crashes_at: new Date(crashesAt),
        created_at: new Date(now),
      })
      .onConflict((oc) => oc.column('round_number').doNothing())
      .execute();
  }
  throw new Error('no crash round could be opened');
}
