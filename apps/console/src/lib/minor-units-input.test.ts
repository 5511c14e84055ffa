import { describe, expect, it } from 'vitest';
import { minorUnitsToInput, parseMinorUnits } from './minor-units-input';

describe('parseMinorUnits', () => {
  it('reads typed amounts as exact minor units', () => {
    expect(parseMinorUnits('1,500.5')).toBe(150050);
    expect(parseMinorUnits('-25')).toBe(-2500);
    expect(parseMinorUnits('0.07')).toBe(7);
    // 0.1 + 0.2 style float errors cannot happen: 1.15 * 100 is 114.99999999999999 as a float.
    expect(parseMinorUnits('1.15')).toBe(115);
    expect(parseMinorUnits('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses what is not an amount with at most two decimals', () => {
    for (const text of ['', '1.234', 'abc', '1e5', '--1', '90071992547409.92', undefined])
      expect(parseMinorUnits(text)).toBeNaN();
  });

  it('writes minor units back as input text', () => {
    expect(minorUnitsToInput(150050)).toBe('1500.50');
    expect(minorUnitsToInput(-7)).toBe('-0.07');
    expect(minorUnitsToInput(null)).toBe('');
    expect(parseMinorUnits(minorUnitsToInput(123456789))).toBe(123456789);
  });
});
