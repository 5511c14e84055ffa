import { describe, expect, it } from 'vitest';
import { minorToAmountText, parseAmountToMinor } from './money-input';

describe('parseAmountToMinor', () => {
  it.each([
    ['1,234.5', 123450],
    ['1234.56', 123456],
    ['0.1', 10],
    ['0.29', 29],
    ['.5', 50],
    ['5.', 500],
    ['  42 ', 4200],
    ['1,000,000', 100000000],
    ['0', 0],
    // 0.1 + 0.2 style float traps stay exact.
    ['1.15', 115],
    ['90071992547409.91', 9007199254740991],
  ])('%s → %s minor units', (text, minor) => expect(parseAmountToMinor(text)).toBe(minor));

  it.each([
    '',
    ' ',
    '.',
    '-1',
    '1.234',
    '12,34',
    '1,2345',
    'abc',
    '1e3',
    '1,234,5',
    '90071992547409.92',
    '+1',
  ])('refuses %j', (text) => expect(parseAmountToMinor(text)).toBeNull());
});

describe('minorToAmountText', () => {
  it('gives plain text the parser reads back', () => {
    expect(minorToAmountText(123450)).toBe('1234.50');
    expect(minorToAmountText(7)).toBe('0.07');
    expect(parseAmountToMinor(minorToAmountText(9007199254740991))).toBe(9007199254740991);
  });
});
