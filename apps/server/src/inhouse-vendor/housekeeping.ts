import type { TAppContext } from '../platform/context.js';
import { sweepPendingFishingBatches } from './fishing/send-fishing-batch.js';
import { sweepPendingSlotRounds } from './slot/slot-retry-sweeper.js';
import { sweepSports } from './sports/sweep-sports.js';
import { purgeExpiredVendorSessions } from './vendor-session.js';
import { liveClock } from './crash/live-clock.js';

/** How often each process looks for unfinished slot rounds and fishing batches, and runs the sportsbook's pass. */
export const VENDOR_SWEEP_INTERVAL_MS = 5_000;
/** Every this many sweeps, old sessions are deleted too (about every 10 minutes). */
const SESSION_PURGE_EVERY_SWEEPS = 120;

/**
 * The vendor's background work in this process: finishing unfinished slot rounds and fishing batches, the
 * sportsbook's pass (feed, settlement, owed wins), and
 * deleting old sessions.
 * Safe with several processes (claims use SKIP LOCKED). stop() ends it and waits for a run under way.
 */
export function startVendorHousekeeping(
  ctx: TAppContext,
  log: (error: unknown) => void,
): () => Promise<void> {
  let current: Promise<void> | null = null;
  let sweeps = 0;
  const run = async () => {
    await sweepPendingSlotRounds(ctx);
    await sweepPendingFishingBatches(ctx);
    // The sportsbook follows its feed, settles on results and sends owed wins even with no page open; its
    // failure is logged and must not stop the session purge below.
    await sweepSports(ctx, liveClock.now()).catch(log);
    if (++sweeps % SESSION_PURGE_EVERY_SWEEPS === 0) await purgeExpiredVendorSessions(ctx);
  };
  const timer = setInterval(() => {
    if (current) return;
    current = run()
      .catch(log)
      .finally(() => {
        current = null;
      });
  }, VENDOR_SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
