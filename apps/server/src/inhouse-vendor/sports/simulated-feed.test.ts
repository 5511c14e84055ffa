import { describe, expect, it } from 'vitest';
import { SIMULATED_CORRECTION_AFTER_MS, SIMULATED_SLOT_MS, SimulatedOddsFeed } from './simulated-feed.js';
import { footballDistribution, priceMarket } from './sports-pricing.js';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

describe('simulated odds feed', () => {
  it('is the same in every process: fixtures and prices follow from the seed and the clock', () => {
    const a = new SimulatedOddsFeed('seed-1');
    const b = new SimulatedOddsFeed('seed-1');
    const fixtures = a.fixturesAround(NOW);
    expect(b.fixturesAround(NOW)).toEqual(fixtures);
    for (const f of fixtures) expect(b.stateAt(f, NOW)).toEqual(a.stateAt(f, NOW));
    expect(new SimulatedOddsFeed('seed-2').fixturesAround(NOW).map((f) => f.homeName)).not.toEqual(
      fixtures.map((f) => f.homeName),
    );
  });

  it('offers football and esports fixtures with their markets, quarter lines among them', () => {
    const feed = new SimulatedOddsFeed('seed-1');
    const fixtures = feed.fixturesAround(NOW);
    expect(new Set(fixtures.map((f) => f.product))).toEqual(new Set(['SPORTS', 'ESPORTS']));
    const upcoming = fixtures.filter((f) => f.startsAt > NOW);
    const football = upcoming.find((f) => f.product === 'SPORTS')!;
    const kinds = feed.stateAt(football, NOW).markets.map((m) => `${m.kind}:${m.lineQuarters}`);
    expect(kinds).toContain('ONE_X_TWO:0');
    expect(
      kinds
        .filter((k) => k.startsWith('ASIAN_HANDICAP'))
        .some((k) => Math.abs(Number(k.split(':')[1])) % 2 === 1),
    ).toBe(true);
    expect(kinds).toEqual(expect.arrayContaining(['OVER_UNDER:9', 'OVER_UNDER:10', 'OVER_UNDER:11']));
    const esports = upcoming.find((f) => f.product === 'ESPORTS')!;
    expect(feed.stateAt(esports, NOW).markets.map((m) => m.kind)).toContain('MATCH_WINNER');
  });

  it('plays a fixture through: scheduled, live with a score, finished, and sometimes corrected', () => {
    const feed = new SimulatedOddsFeed('seed-1');
    const fixtures = Array.from({ length: 40 }, (_, i) =>
      feed.fixturesAround(NOW + i * SIMULATED_SLOT_MS),
    ).flat();
    const seen = new Set<string>();
    let corrected = 0;
    for (const f of fixtures) {
      if (seen.has(f.id)) continue;
      seen.add(f.id);
      expect(feed.stateAt(f, f.startsAt - 1).status).toBe('SCHEDULED');
      const live = feed.stateAt(f, f.startsAt + 1);
      if (live.status === 'CANCELLED') continue;
      expect(live.status).toBe('LIVE');
      expect(live.score).toEqual({ home: 0, away: 0 });
      const final = feed.stateAt(f, f.endsAt);
      expect(final.status).toBe('FINISHED');
      expect(final.markets.every((m) => m.suspended)).toBe(true);
      const later = feed.stateAt(f, f.endsAt + SIMULATED_CORRECTION_AFTER_MS);
      if (JSON.stringify(later.score) !== JSON.stringify(final.score)) corrected++;
    }
    expect(seen.size).toBeGreaterThan(100);
    expect(corrected).toBeGreaterThan(0);
  });
});

describe('simulated prices', () => {
  it('carry the book’s margin: implied probabilities add up to more than 1', () => {
    const distribution = footballDistribution({ home: 0, away: 0 }, 1.6, 1.1);
    const oneXTwo = priceMarket({ kind: 'ONE_X_TWO', lineQuarters: null }, distribution);
    const implied = Object.values(oneXTwo.prices).reduce((sum, odds) => sum + 1000 / odds, 0);
    expect(implied).toBeGreaterThan(1.04);
    expect(implied).toBeLessThan(1.1);
    const quarter = priceMarket({ kind: 'ASIAN_HANDICAP', lineQuarters: -1 }, distribution);
    expect(quarter.suspended).toBe(false);
    expect(quarter.prices.HOME).toBeGreaterThan(1010);
  });

  it('suspends a market whose outcome is all but decided', () => {
    const decided = footballDistribution({ home: 5, away: 0 }, 0.01, 0.01);
    expect(priceMarket({ kind: 'ONE_X_TWO', lineQuarters: null }, decided).suspended).toBe(true);
  });
});
