import type { TSportsMarketKind, TSportsScore, TSportsSelection } from '@kirin/contracts';
import type { TSportsFixtureStatus, TSportsProduct } from '../../db/tables/inhouse-sports.js';

/** A fixture as an odds feed announces it (times in epoch ms). */
export type TFeedFixture = {
  id: string;
  product: TSportsProduct;
  sport: string;
  competition: string;
  homeName: string;
  awayName: string;
  startsAt: number;
  endsAt: number;
};

/** A market and its prices (decimal odds in thousandths); suspended markets take no bets. */
export type TFeedMarket = {
  kind: TSportsMarketKind;
  lineQuarters: number;
  suspended: boolean;
  prices: Partial<Record<TSportsSelection, number>>;
};

/** What the feed says about a fixture at a moment: its status, score (final once finished) and prices. */
export type TFeedState = {
  status: TSportsFixtureStatus;
  score: TSportsScore | null;
  /** Changes whenever the prices may have changed (the sync rewrites them only then). */
  oddsBucket: number;
  markets: TFeedMarket[];
};

/**
 * Where the sportsbook's fixtures, prices and results come from. A real provider's adapter implements it
 * the same way; the demo uses the simulated feed (isSimulated: every page that shows its data says so).
 */
export type TOddsFeed = {
  readonly name: string;
  readonly isSimulated: boolean;
  /** The fixtures to keep in step around `now` (recent, live and coming up). */
  fixturesAround(now: number): TFeedFixture[];
  stateAt(fixture: TFeedFixture, now: number): TFeedState;
};
