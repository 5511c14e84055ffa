import type { TAppContext } from '../../platform/context.js';
import type { TOddsFeed } from './odds-feed.js';
import { SimulatedOddsFeed } from './simulated-feed.js';

/** The demo feed's seed: fixed, so every process (and every restart) sees the same fixtures and prices. */
export const SIMULATED_FEED_SEED = 'kirin-sportsbook-demo-1';

const feeds = new WeakMap<TAppContext, TOddsFeed>();

/** The odds feed this app's sportsbook follows (the simulated one unless a test or adapter set another). */
export function sportsFeedOf(ctx: TAppContext): TOddsFeed {
  let feed = feeds.get(ctx);
  if (!feed) {
    feed = new SimulatedOddsFeed(SIMULATED_FEED_SEED);
    feeds.set(ctx, feed);
  }
  return feed;
}

/** Plugs a feed in (a provider's adapter, or a test's own). */
export function setSportsFeed(ctx: TAppContext, feed: TOddsFeed): void {
  feeds.set(ctx, feed);
}
