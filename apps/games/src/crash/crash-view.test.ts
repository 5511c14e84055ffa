// @vitest-environment node
// Pure functions: no DOM needed, so the file skips the jsdom start-up.
import { CRASH_GROWTH_PER_MS, crashMultiplierAt, type TCrashState } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import { parseMinor } from '../common/format.js';
import {
  actionView,
  cashOutMinor,
  currentMultiplier,
  curvePoints,
  formatMultiplier,
  multiplierAt,
  myBetText,
  phaseText,
  readBetInput,
  refusalKey,
} from './crash-view.js';

/** Shows the key and its placeholders, so a test sees what the page asked for. */
const t = (key: string, vars: Record<string, string | number> = {}) =>
  Object.keys(vars).length ? `${key}${JSON.stringify(vars)}` : key;

const baseState: TCrashState = {
  type: 'state',
  roundId: 'C1',
  phase: 'BETTING',
  serverSeedHash: 'h',
  startsAt: 100_000,
  bettingAt: 90_000,
  multiplier: 100,
  crashPoint: null,
  serverSeed: null,
  bets: [],
  myBet: null,
  now: 95_000,
};
const state = (patch: Partial<TCrashState>): TCrashState => ({ ...baseState, ...patch });

describe('crash multiplier curve', () => {
  it("is the server's curve, to the hundredth, over the first minutes of a flight", () => {
    for (let ms = -5; ms <= 180_000; ms += 997)
      expect(multiplierAt(CRASH_GROWTH_PER_MS, ms), `at ${ms} ms`).toBe(crashMultiplierAt(ms));
  });

  it('prints hundredths exactly', () => {
    expect(formatMultiplier(100)).toBe('1.00×');
    expect(formatMultiplier(235)).toBe('2.35×');
    expect(formatMultiplier(100_000_000)).toBe('1000000.00×');
  });

  it("follows the curve by the server's clock while flying, else shows the state's multiplier", () => {
    const flying = state({ phase: 'FLYING', startsAt: 0, multiplier: 101 });
    expect(currentMultiplier(flying, CRASH_GROWTH_PER_MS, 11_553)).toBe(crashMultiplierAt(11_553));
    expect(currentMultiplier(state({ phase: 'CRASHED', multiplier: 731 }), CRASH_GROWTH_PER_MS, 1e9)).toBe(
      731,
    );
    expect(currentMultiplier(null, CRASH_GROWTH_PER_MS, 0)).toBe(100);
  });

  it('draws nothing while betting, and a rising path inside the canvas margin up to the multiplier', () => {
    expect(curvePoints(baseState, 100, CRASH_GROWTH_PER_MS, 0, 640, 300)).toEqual([]);
    const points = curvePoints(state({ phase: 'CRASHED' }), 500, CRASH_GROWTH_PER_MS, 0, 640, 300);
    expect(points).toHaveLength(61);
    expect(points[0]).toEqual({ x: 20, y: 280 });
    for (let i = 1; i < points.length; i++) {
      expect(points[i]!.x).toBeGreaterThan(points[i - 1]!.x);
      expect(points[i]!.y).toBeLessThanOrEqual(points[i - 1]!.y);
    }
    const last = points[60]!;
    // Crashed at 5.00×: the path ends at 400/475 of the drawable height (15 % headroom above 5.00×) and at
    // 1/1.15 of the drawable width (the time axis runs 15 % past the crash).
    expect(last.y).toBeGreaterThan(280 - (260 * 400) / 475 - 0.6);
    expect(last.y).toBeLessThan(280 - (260 * 399) / 475 + 0.6);
    expect(last.x).toBeCloseTo(20 + 600 / 1.15, 6);
  });
});

describe('crash table view', () => {
  it('says how long bets stay open, that it flies, or where it crashed', () => {
    expect(phaseText(baseState, 95_001, t)).toBe('crash.betting{"seconds":5}');
    expect(phaseText(state({ phase: 'FLYING' }), 0, t)).toBe('crash.flying');
    expect(phaseText(state({ phase: 'CRASHED', crashPoint: 1234 }), 0, t)).toBe(
      'crash.crashed{"point":"12.34×"}',
    );
  });

  it('offers a bet while betting, a cash-out of the live amount while riding, else waiting', () => {
    expect(actionView(baseState, 100, false, t)).toEqual({
      label: 'crash.bet',
      disabled: false,
      isCashOut: false,
    });
    expect(actionView(baseState, 100, true, t).disabled).toBe(true);
    const riding = state({
      phase: 'FLYING',
      myBet: { betMinor: 333, autoCashOut: null, cashOut: null, payoutMinor: null },
    });
    expect(actionView(riding, 150, false, t)).toEqual({
      label: 'crash.cashOutAt{"amount":"4.99"}',
      disabled: false,
      isCashOut: true,
    });
    const cashed = state({ ...riding, myBet: { ...riding.myBet!, cashOut: 120 } });
    expect(actionView(cashed, 150, false, t)).toEqual({
      label: 'crash.waitNext',
      disabled: true,
      isCashOut: false,
    });
    expect(actionView(state({ phase: 'FLYING' }), 150, false, t).disabled).toBe(true);
  });

  it('pays a cash-out rounded down to the minor unit', () => {
    expect(cashOutMinor(333, 150)).toBe(499);
    expect(cashOutMinor(100, 101)).toBe(101);
  });

  it("describes the player's bet, its cash-out and its loss", () => {
    const mine = { betMinor: 1000, autoCashOut: 250, cashOut: null, payoutMinor: null };
    expect(myBetText(state({ myBet: mine }), t)).toBe(
      'crash.myBet{"bet":"10.00"}crash.myAuto{"auto":"2.50×"}',
    );
    expect(myBetText(state({ phase: 'FLYING', myBet: { ...mine, cashOut: 180 } }), t)).toBe(
      'crash.myCashed{"multiplier":"1.80×","payout":"18.00"}',
    );
    expect(myBetText(state({ phase: 'CRASHED', myBet: mine }), t)).toBe('crash.myLost');
    expect(myBetText(baseState, t)).toBe('');
  });

  it("maps a refusal's round or bet detail to the page's own words, else leaves the platform's message", () => {
    expect(refusalKey({ round: 'betting_closed' })).toBe('crash.bettingClosed');
    expect(refusalKey({ bet: 'no_open_bet' })).toBe('crash.noOpenBet');
    expect(refusalKey({ round: 'crashed' })).toBe('crash.tooLate');
    expect(refusalKey({ round: 'something_new' })).toBeNull();
    expect(refusalKey({})).toBeNull();
  });

  it('reads the bet form exactly, within the limits, with an optional auto cash-out of at least 1.01×', () => {
    const limits = { minBetMinor: 10, maxBetMinor: 1_000_000 };
    expect(readBetInput('1.00', '', limits, parseMinor)).toEqual({ betMinor: 100, autoCashOut: null });
    expect(readBetInput('0.29', ' 2.5 ', limits, parseMinor)).toEqual({ betMinor: 29, autoCashOut: 250 });
    expect(readBetInput('0.09', '', limits, parseMinor)).toEqual({ errorKey: 'crash.invalidAmount' });
    expect(readBetInput('10000.01', '', limits, parseMinor)).toEqual({ errorKey: 'crash.invalidAmount' });
    expect(readBetInput('abc', '', limits, parseMinor)).toEqual({ errorKey: 'crash.invalidAmount' });
    expect(readBetInput('1', '1.00', limits, parseMinor)).toEqual({ errorKey: 'crash.invalidAuto' });
    expect(readBetInput('1', 'x', limits, parseMinor)).toEqual({ errorKey: 'crash.invalidAuto' });
  });
});
