import { crashElapsedForMultiplier, crashMultiplierAt } from '@kirin/contracts';
import type { Selectable } from 'kysely';
import type { TInhouseCrashRoundTable } from '../../db/tables/inhouse-live.js';

/** Bets are taken for this long before take-off. */
export const CRASH_BETTING_MS = 7_000;
/** The crashed round stays on screen this long before the next one opens. */
export const CRASH_PAUSE_MS = 3_000;

export type TCrashPhase = 'BETTING' | 'FLYING' | 'CRASHED';

/** A crash round with its timeline in epoch milliseconds. */
export type TCrashRound = {
  roundNumber: bigint;
  roundId: string;
  serverSeed: string;
  serverSeedHash: string;
  /** Hundredths; secret until the round has crashed. */
  crashPoint: number;
  bettingAt: number;
  flightAt: number;
  crashesAt: number;
  status: 'OPEN' | 'SETTLED';
};

export const crashRoundId = (roundNumber: bigint): string => `C${roundNumber}`;

/** The round number of a crash round id (`C42` → 42n), or null. */
export function parseCrashRoundId(roundId: string): bigint | null {
  const match = /^C(\d{1,18})$/.exec(roundId);
  return match ? BigInt(match[1]!) : null;
}

/** When a round opened at `bettingAt` with this crash point takes off and crashes. */
export function crashTimes(bettingAt: number, crashPoint: number): { flightAt: number; crashesAt: number } {
  const flightAt = bettingAt + CRASH_BETTING_MS;
  return { flightAt, crashesAt: flightAt + crashElapsedForMultiplier(crashPoint) };
}

/** The phase at `now`: the multiplier reaches the crash point exactly at crashesAt. */
export function crashPhaseAt(round: TCrashRound, now: number): TCrashPhase {
  if (now < round.flightAt) return 'BETTING';
  return now < round.crashesAt ? 'FLYING' : 'CRASHED';
}

/** The multiplier in hundredths at `now`: 1.00× before take-off, the crash point once crashed. */
export function crashMultiplierNow(round: TCrashRound, now: number): number {
  switch (crashPhaseAt(round, now)) {
    case 'BETTING':
      return 100;
    case 'FLYING':
      return Math.min(crashMultiplierAt(now - round.flightAt), round.crashPoint);
    case 'CRASHED':
      return round.crashPoint;
  }
}

/** When the round after this one opens. */
export const crashRoundEndsAt = (round: TCrashRound): number => round.crashesAt + CRASH_PAUSE_MS;

export function toCrashRound(row: Selectable<TInhouseCrashRoundTable>): TCrashRound {
  return {
    roundNumber: row.round_number,
    roundId: crashRoundId(row.round_number),
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    crashPoint: row.crash_point,
    bettingAt: row.betting_at.getTime(),
    flightAt: row.flight_at.getTime(),
    crashesAt: row.crashes_at.getTime(),
    status: row.status,
  };
}
