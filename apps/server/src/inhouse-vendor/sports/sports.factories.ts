import type { TSportsMarketKind, TSportsScore, TSportsSelection } from '@kirin/contracts';
import type { TSportsFixtureStatus, TSportsProduct } from '../../db/tables/inhouse-sports.js';
import type { TFeedFixture, TFeedMarket, TFeedState, TOddsFeed } from './odds-feed.js';

type TStubFixture = {
  fixture: TFeedFixture;
  status: TSportsFixtureStatus;
  score: TSportsScore | null;
  bucket: number;
  markets: TFeedMarket[];
};

/**
 * A feed the test drives by hand: fixtures with the markets and prices it sets, put in play, finished,
 * corrected or cancelled when the test says (marked simulated, so the demo control works with it too).
 */
export class StubOddsFeed implements TOddsFeed {
  readonly name = 'stub';
  readonly isSimulated = true;
  private readonly entries = new Map<string, TStubFixture>();
  private nextId = 1;

  fixturesAround(): TFeedFixture[] {
    return [...this.entries.values()].map((e) => e.fixture);
  }

  stateAt(fixture: TFeedFixture): TFeedState {
    const entry = this.entries.get(fixture.id)!;
    return { status: entry.status, score: entry.score, oddsBucket: entry.bucket, markets: entry.markets };
  }

  /** A new fixture starting in an hour, with the markets given ({ kind, line, prices }). */
  add(
    product: TSportsProduct,
    markets: { kind: TSportsMarketKind; line?: number; prices: Partial<Record<TSportsSelection, number>> }[],
  ): string {
    const id = `STUB-${Date.now().toString(36)}-${this.nextId++}`;
    this.entries.set(id, {
      fixture: {
        id,
        product,
        sport: product === 'SPORTS' ? 'FOOTBALL' : 'CS2',
        competition: 'Stub League',
        homeName: `Home ${id}`,
        awayName: `Away ${id}`,
        startsAt: Date.now() + 3_600_000,
        endsAt: Date.now() + 7_200_000,
      },
      status: 'SCHEDULED',
      score: null,
      bucket: 0,
      markets: markets.map((m) => ({
        kind: m.kind,
        lineQuarters: m.line ?? 0,
        suspended: false,
        prices: m.prices,
      })),
    });
    return id;
  }

  private entry(id: string): TStubFixture {
    const entry = this.entries.get(id);
    if (!entry) throw new Error(`no stub fixture ${id}`);
    return entry;
  }

  setPrice(
    id: string,
    kind: TSportsMarketKind,
    line: number,
    selection: TSportsSelection,
    odds: number,
  ): void {
    const entry = this.entry(id);
    const market = entry.markets.find((m) => m.kind === kind && m.lineQuarters === line);
    if (!market) throw new Error(`no ${kind} ${line} on ${id}`);
    market.prices = { ...market.prices, [selection]: odds };
    entry.bucket++;
  }

  goLive(id: string, score: TSportsScore = { home: 0, away: 0 }): void {
    Object.assign(this.entry(id), { status: 'LIVE', score });
  }

  finish(id: string, score: TSportsScore): void {
    Object.assign(this.entry(id), { status: 'FINISHED', score });
  }

  cancel(id: string): void {
    Object.assign(this.entry(id), { status: 'CANCELLED', score: null });
  }
}
