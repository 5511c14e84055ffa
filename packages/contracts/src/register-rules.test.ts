import { describe, expect, it } from 'vitest';
import { toIsoDate } from './patterns.js';
import {
  checkRegisterRule,
  FALLBACK_PASSWORD_RULE,
  findNewPasswordRule,
  hasMinimumAge,
} from './register-rules.js';
import type { TRegisterRule } from './system.js';

const rule = (over: Partial<TRegisterRule> = {}): TRegisterRule => ({
  field: 'username',
  patternId: 2,
  acceptedPattern: '*',
  minLength: 6,
  maxLength: 16,
  enabled: true,
  required: true,
  ...over,
});

describe('checkRegisterRule', () => {
  it('accepts a value inside the bounds, both ends inclusive', () => {
    expect(checkRegisterRule(rule(), 'abcdef')).toBeNull();
    expect(checkRegisterRule(rule(), 'a'.repeat(16))).toBeNull();
  });

  it('refuses a length outside the bounds with reg_pattern_{id} and the bounds', () => {
    expect(checkRegisterRule(rule(), 'abcde')).toEqual({ key: 'reg_pattern_2', min: 6, max: 16 });
    expect(checkRegisterRule(rule(), 'a'.repeat(17))).toEqual({ key: 'reg_pattern_2', min: 6, max: 16 });
  });

  it('refuses a value outside the family', () => {
    expect(checkRegisterRule(rule(), '1abcdef')).toEqual({ key: 'reg_pattern_2', min: 6, max: 16 });
  });

  it("applies acceptedPattern unless it is '*'", () => {
    const digitsEnd = rule({ acceptedPattern: '^[a-z]+[0-9]{2}$' });
    expect(checkRegisterRule(digitsEnd, 'player12')).toBeNull();
    expect(checkRegisterRule(digitsEnd, 'player1x')).toMatchObject({ key: 'reg_pattern_2' });
  });

  it('requires a value only when the rule says so, and ignores disabled rules', () => {
    expect(checkRegisterRule(rule(), '')).toEqual({ key: 'field_required' });
    expect(checkRegisterRule(rule({ required: false }), '')).toBeNull();
    expect(checkRegisterRule(rule({ enabled: false }), '!!')).toBeNull();
  });

  it('counts characters, not bytes', () => {
    const chinese = rule({ patternId: 3, minLength: 2, maxLength: 3 });
    expect(checkRegisterRule(chinese, '王小明')).toBeNull();
    expect(checkRegisterRule(chinese, '王小明王')).toMatchObject({ key: 'reg_pattern_3' });
  });

  it('caps every text field at 255 characters', () => {
    const any = rule({ patternId: 1, minLength: 0, maxLength: 255 });
    expect(checkRegisterRule(any, 'x'.repeat(255))).toBeNull();
    expect(checkRegisterRule({ ...any, maxLength: 255 }, 'x'.repeat(256))).toEqual({
      key: 'text_too_long',
      max: 255,
    });
  });

  it('treats a broken acceptedPattern as refusing, not crashing', () => {
    expect(checkRegisterRule(rule({ acceptedPattern: '([' }), 'abcdef')).toMatchObject({
      key: 'reg_pattern_2',
    });
  });
});

describe('hasMinimumAge', () => {
  const today = new Date(2025, 5, 15);
  it('counts whole years up to and including the birthday itself', () => {
    expect(hasMinimumAge('2004-06-15', 21, today)).toBe(true);
    expect(hasMinimumAge('2004-06-16', 21, today)).toBe(false);
    expect(hasMinimumAge('06-14-2004', 21, today)).toBe(true);
    expect(hasMinimumAge('07-01-2004', 21, today)).toBe(false);
  });

  it('refuses a date that does not exist or cannot be read', () => {
    expect(hasMinimumAge('1990-02-30', 21, today)).toBe(false);
    expect(hasMinimumAge('15/06/1990', 21, today)).toBe(false);
  });
});

describe('toIsoDate', () => {
  it('stores either pattern as yyyy-MM-dd', () => {
    expect(toIsoDate('12-31-1999')).toBe('1999-12-31');
    expect(toIsoDate('1999-12-31')).toBe('1999-12-31');
    expect(toIsoDate('1999-02-30')).toBeNull();
  });
});

describe('findNewPasswordRule', () => {
  it("enforces the merchant's password rule even when switched off, else the fallback", () => {
    const off = rule({ field: 'password', patternId: 8, enabled: false, required: false });
    expect(findNewPasswordRule([off])).toEqual({ ...off, enabled: true, required: true });
    expect(findNewPasswordRule([rule()])).toBe(FALLBACK_PASSWORD_RULE);
    expect(checkRegisterRule(FALLBACK_PASSWORD_RULE, 'short')).toMatchObject({ key: 'reg_pattern_1' });
  });
});
