import { describe, expect, it } from 'vitest';
import { PATTERN_EXAMPLES } from './pattern-examples.js';
import { PATTERN_FAMILIES } from './patterns.js';

describe('pattern families', () => {
  it('covers all 19 families of the spec', () => {
    expect(Object.keys(PATTERN_FAMILIES).map(Number)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(Object.keys(PATTERN_EXAMPLES).map(Number)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
  });

  for (const [id, { accepts, rejects }] of Object.entries(PATTERN_EXAMPLES)) {
    const family = PATTERN_FAMILIES[Number(id)]!;
    describe(`${id}: ${family.name}`, () => {
      it.each(accepts)('accepts %j', (value) => expect(family.test(value)).toBe(true));
      if (rejects.length) it.each(rejects)('rejects %j', (value) => expect(family.test(value)).toBe(false));
    });
  }
});
