import { describe, expect, it } from 'vitest';
import { FishSchool, fishRadius } from './fish-school.js';

const SPECS = [
  { kind: 'CLOWNFISH', multiplier: 2 },
  { kind: 'WHALE', multiplier: 50 },
] as const;

/** A fixed sequence instead of Math.random, so each fish lands where the test expects. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('FishSchool', () => {
  it('fills the sea, swims fish across and drops those that left it', () => {
    const school = new FishSchool(SPECS, 360, 640, sequence(0.1, 0.2, 0.5, 0.5, 0.5));
    school.update(0, 0);
    expect(school.fish.length).toBeGreaterThanOrEqual(6);
    const first = school.fish[0]!;
    const x = first.x;
    school.update(0.5, 500);
    expect(first.x).not.toBe(x);
    // Long enough for every first fish to cross 360 px: they are replaced, the school stays full.
    for (let t = 1; t <= 40; t++) school.update(0.05 * 10, 500 + t * 500);
    expect(school.fish.some((fish) => fish.id === first.id)).toBe(false);
    expect(school.fish.length).toBeGreaterThanOrEqual(6);
  });

  it('hits a fish inside its body only, and not once it is caught', () => {
    const school = new FishSchool(SPECS, 360, 640, sequence(0.99, 0.9, 0.5, 0.5, 0.5));
    const whale = school.spawn();
    expect(whale.kind).toBe('WHALE');
    expect(whale.radius).toBe(fishRadius(50, 1));
    whale.x = 180;
    whale.y = 200;
    expect(school.hitTest(180 + whale.radius * 0.9, 200)?.id).toBe(whale.id);
    expect(school.hitTest(180, 200 + whale.radius * 0.7)).toBeNull();
    school.markCaught(whale.id, 1_000);
    expect(school.hitTest(180, 200)).toBeNull();
  });
});
