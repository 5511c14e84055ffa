import type { TSportsScore } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TAppContext } from '../../platform/context.js';
import type { TFeedFixture, TFeedMarket, TOddsFeed } from './odds-feed.js';
import { sportsFeedOf } from './sports-feed-registry.js';

const FINAL = ['FINISHED', 'CANCELLED'] as const;

/** Writes a fixture's markets and current prices (insert or update; several processes may do it at once). */
async function writeMarkets(db: TDb, fixtureId: string, markets: readonly TFeedMarket[]): Promise<void> {
  if (markets.length === 0) return;
  const rows = await db
    .insertInto('inhouse_sports_market')
    .values(
      markets.map((m) => ({
        fixture_id: fixtureId,
        kind: m.kind,
        line_quarters: m.lineQuarters,
        is_suspended: m.suspended,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['fixture_id', 'kind', 'line_quarters'])
        .doUpdateSet({ is_suspended: (eb) => eb.ref('excluded.is_suspended') }),
    )
    .returning(['id', 'kind', 'line_quarters'])
    .execute();
  const prices = rows.flatMap((row) => {
    const market = markets.find((m) => m.kind === row.kind && m.lineQuarters === row.line_quarters);
    return Object.entries(market?.prices ?? {}).map(([selection, odds]) => ({
      market_id: row.id,
      selection: selection as keyof TFeedMarket['prices'],
      odds_milli: odds,
    }));
  });
  if (prices.length > 0)
    await db
      .insertInto('inhouse_sports_selection')
      .values(prices)
      .onConflict((oc) =>
        oc
          .columns(['market_id', 'selection'])
          .doUpdateSet({ odds_milli: (eb) => eb.ref('excluded.odds_milli') }),
      )
      .execute();
}

/**
 * Records a result (or a cancellation, score null) and counts it as a new result version, once: the WHERE makes
 * a second process writing the same result a no-op, so the version is bumped exactly once per change.
 * `source` OPS pins the result against the feed (an operator's word, or the simulated feed's demo control).
 */
export async function recordFixtureResult(
  db: TDb,
  fixtureId: string,
  status: (typeof FINAL)[number],
  score: TSportsScore | null,
  source: 'FEED' | 'OPS',
): Promise<boolean> {
  const home = score?.home ?? null;
  const away = score?.away ?? null;
  const updated = await db
    .updateTable('inhouse_sports_fixture')
    .set((eb) => ({
      status,
      home_score: home,
      away_score: away,
      result_source: source,
      result_version: sql<number>`${eb.ref('result_version')} + 1`,
      updated_at: new Date(),
    }))
    .where('id', '=', fixtureId)
    .where((eb) =>
      eb.and([
        ...(source === 'FEED' ? [eb('result_source', '=', 'FEED')] : []),
        eb.or([
          eb('status', '!=', status),
          sql<boolean>`home_score IS DISTINCT FROM ${home}::int`,
          sql<boolean>`away_score IS DISTINCT FROM ${away}::int`,
          eb('result_source', '!=', source),
        ]),
      ]),
    )
    .executeTakeFirst();
  await db
    .updateTable('inhouse_sports_market')
    .set({ is_suspended: true })
    .where('fixture_id', '=', fixtureId)
    .execute();
  return updated.numUpdatedRows > 0n;
}

async function syncFixture(db: TDb, feed: TOddsFeed, fixture: TFeedFixture, now: number): Promise<void> {
  const row = await db
    .selectFrom('inhouse_sports_fixture')
    .select(['status', 'home_score', 'away_score', 'odds_bucket', 'result_source'])
    .where('id', '=', fixture.id)
    .executeTakeFirst();
  if (!row || row.result_source === 'OPS') return;
  const state = feed.stateAt(fixture, now);
  if (state.status === 'FINISHED' || state.status === 'CANCELLED') {
    await recordFixtureResult(db, fixture.id, state.status, state.score, 'FEED');
    return;
  }
  // Never back from a result to play (a process whose clock lags must not undo one).
  await db
    .updateTable('inhouse_sports_fixture')
    .set({
      status: state.status,
      home_score: state.score?.home ?? null,
      away_score: state.score?.away ?? null,
      updated_at: new Date(),
    })
    .where('id', '=', fixture.id)
    .where('status', 'not in', FINAL)
    .where((eb) =>
      eb.or([
        eb('status', '!=', state.status),
        sql<boolean>`home_score IS DISTINCT FROM ${state.score?.home ?? null}::int`,
        sql<boolean>`away_score IS DISTINCT FROM ${state.score?.away ?? null}::int`,
      ]),
    )
    .execute();
  if (BigInt(state.oddsBucket) === row.odds_bucket) return;
  // The fixture row first, then its markets: the order every writer (results, bets) takes, so none deadlock.
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('inhouse_sports_fixture')
      .set({ odds_bucket: BigInt(state.oddsBucket) })
      .where('id', '=', fixture.id)
      .where('status', 'not in', FINAL)
      .where('result_source', '=', 'FEED')
      .where('odds_bucket', '!=', BigInt(state.oddsBucket))
      .executeTakeFirst();
    if (claimed.numUpdatedRows > 0n) await writeMarkets(trx, fixture.id, state.markets);
  });
}

/**
 * Brings the fixtures around `now` in step with the feed: new fixtures, status and score, prices when they
 * moved, results and corrections. Safe in every process at once (upserts and conditional updates).
 */
export async function syncSportsFeed(ctx: TAppContext, now: number): Promise<void> {
  const feed = sportsFeedOf(ctx);
  const fixtures = feed.fixturesAround(now);
  if (fixtures.length === 0) return;
  await ctx.db
    .insertInto('inhouse_sports_fixture')
    .values(
      fixtures.map((f) => ({
        id: f.id,
        product: f.product,
        sport: f.sport,
        competition: f.competition,
        home_name: f.homeName,
        away_name: f.awayName,
        starts_at: new Date(f.startsAt),
        ends_at: new Date(f.endsAt),
        is_simulated: feed.isSimulated,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  for (const fixture of fixtures) await syncFixture(ctx.db, feed, fixture, now);
}
