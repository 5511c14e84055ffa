import { describe, expect, it } from 'vitest';
import { checkRegisterRule } from './register-rules.js';
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
