import type { TAppContext } from '../../platform/context.js';
import { BACCARAT_ROUND_MS } from './baccarat-round.js';
import { sweepBaccaratRounds } from './sweep-baccarat-rounds.js';

/** The start of the next 30 s round after `now`. */
export const nextBaccaratRoundStart = (now: number): number =>
  Math.ceil((now + 1) / BACCARAT_ROUND_MS) * BACCARAT_ROUND_MS;

/**
 * Sweeps until nothing waits for the deal or its money. The feed a route woke may be sweeping at the same
 * time (rows it holds are skipped here), so tests wait for the outcome rather than count who produced it.
 */
export async function settleBaccaratRounds(ctx: TAppContext, now: number): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (!(await sweepBaccaratRounds(ctx, now)).hasUnsettled) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('baccarat rounds still unsettled');
}
