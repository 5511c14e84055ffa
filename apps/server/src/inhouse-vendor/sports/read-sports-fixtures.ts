import type { TDb } from '../../db/database.js';
import type { TSportsProduct } from '../../db/tables/inhouse-sports.js';
import type { TOddsFeed } from './odds-feed.js';
import type { TSportsFixtures } from '@kirin/contracts';

/** Finished fixtures stay listed this long (their result shows, their markets are closed). */
const RECENT_RESULTS_MS = 30 * 60_000;

/** The product's fixtures from recent results to the ones coming up, with their markets and current prices. */
export async function readSportsFixtures(
  db: TDb,
  feed: TOddsFeed,
  product: TSportsProduct,
  now: number,
): Promise<TSportsFixtures> {
  const fixtures = await db
    .selectFrom('inhouse_sports_fixture')
    .selectAll()
    .where('product', '=', product)
    .where('ends_at', '>', new Date(now - RECENT_RESULTS_MS))
    .orderBy('starts_at')
    .orderBy('id')
    .limit(40)
    .execute();
  const ids = fixtures.map((f) => f.id);
  const markets =
    ids.length === 0
      ? []
      : await db
          .selectFrom('inhouse_sports_market')
          .selectAll()
          .where('fixture_id', 'in', ids)
          .orderBy('id')
          .execute();
  const prices =
    markets.length === 0
      ? []
      : await db
          .selectFrom('inhouse_sports_selection')
          .selectAll()
          .where(
            'market_id',
            'in',
            markets.map((m) => m.id),
          )
          .execute();
  return {
    feed: { name: feed.name, isSimulated: feed.isSimulated },
    fixtures: fixtures.map((f) => ({
      fixtureId: f.id,
      sport: f.sport,
      competition: f.competition,
      homeName: f.home_name,
      awayName: f.away_name,
      startsAt: f.starts_at.toISOString(),
      status: f.status,
      score:
        f.home_score === null || f.away_score === null ? null : { home: f.home_score, away: f.away_score },
      isSimulated: f.is_simulated,
      markets: markets
        .filter((m) => m.fixture_id === f.id)
        .map((m) => ({
          marketId: m.id.toString(),
          kind: m.kind,
          lineQuarters: m.line_quarters,
          suspended: m.is_suspended || (f.status !== 'SCHEDULED' && f.status !== 'LIVE'),
          prices: prices
            .filter((p) => p.market_id === m.id)
            .map((p) => ({ selection: p.selection, oddsMilli: p.odds_milli })),
        })),
    })),
  };
}
