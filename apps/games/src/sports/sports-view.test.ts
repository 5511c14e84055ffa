import { describe, expect, it } from 'vitest';
import { formatOdds, refusalKey, slipSummary, togglePick, type TSlipPick } from './sports-view.js';

const pick = (fixtureId: string, selection: TSlipPick['selection'], oddsMilli: number): TSlipPick => ({
  fixtureId,
  fixtureName: fixtureId,
  marketId: `${fixtureId}-m`,
  kind: 'ONE_X_TWO',
  lineQuarters: 0,
  selection,
  oddsMilli,
});

describe('the sportsbook slip', () => {
  it('keeps one pick per fixture and removes a pick tapped again', () => {
    let slip = togglePick([], pick('A', 'HOME', 2000));
    slip = togglePick(slip, pick('B', 'AWAY', 1500));
    slip = togglePick(slip, pick('A', 'DRAW', 3000));
    expect(slip.map((p) => `${p.fixtureId}:${p.selection}`)).toEqual(['B:AWAY', 'A:DRAW']);
    expect(togglePick(slip, pick('B', 'AWAY', 1500)).map((p) => p.fixtureId)).toEqual(['A']);
  });

  it('multiplies the prices and returns the stake times the total, in minor units', () => {
    expect(slipSummary([pick('A', 'HOME', 2000), pick('B', 'AWAY', 1500)], 1000)).toEqual({
      oddsMilli: 3000,
      returnMinor: 3000n,
    });
    expect(slipSummary([pick('A', 'HOME', 2000)], null).returnMinor).toBeNull();
  });

  it('shows prices to two decimals and picks the refusal text', () => {
    expect(formatOdds(1950)).toBe('1.95');
    expect(formatOdds(15_200)).toBe('15.20');
    expect(refusalKey({ odds: 'changed' })).toBe('sp.err.odds_changed');
    expect(refusalKey({ cashOut: 'value_changed' })).toBe('sp.err.value_changed');
    expect(refusalKey({})).toBeNull();
  });
});
