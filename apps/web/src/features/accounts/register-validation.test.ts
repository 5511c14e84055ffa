import type { TRegisterRule } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import {
  buildRegisterSchema,
  listRegisterFields,
  translateFieldMessage,
  type TRegisterFormValues,
} from './register-validation';

const rule = (over: Partial<TRegisterRule> & Pick<TRegisterRule, 'field'>): TRegisterRule => ({
  patternId: 1,
  acceptedPattern: '*',
  minLength: 0,
  maxLength: 255,
  enabled: true,
  required: false,
  ...over,
});

const RULES: TRegisterRule[] = [
  rule({ field: 'username', patternId: 2, minLength: 6, maxLength: 16, required: true }),
  rule({ field: 'password', patternId: 8, minLength: 8, maxLength: 20, required: true }),
  rule({ field: 'email', patternId: 6, minLength: 5, maxLength: 100 }),
  rule({ field: 'mobileNum', patternId: 9, minLength: 9, maxLength: 11 }),
  rule({ field: 'qqNum', patternId: 9, enabled: false }),
  rule({ field: 'paymentPassword', patternId: 9, minLength: 6, maxLength: 6 }),
  rule({ field: 'birthday', patternId: 13, minLength: 10, maxLength: 10 }),
];

const VALID: TRegisterFormValues = {
  username: 'player1',
  password: 'secret123',
  confirmPassword: 'secret123',
  paymentPassword: '123456',
  agreeTerms: true,
};

function errorsOf(values: TRegisterFormValues, tab: 'username' | 'mobile' = 'username', isSms = false) {
  const result = buildRegisterSchema(listRegisterFields(RULES, tab, isSms)).safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('listRegisterFields', () => {
  it('always has username and passwords, and the enabled rules in display order', () => {
    const fields = listRegisterFields(RULES, 'username', true).map((spec) => spec.field);
    expect(fields).toEqual([
      'username',
      'password',
      'confirmPassword',
      'paymentPassword',
      'birthday',
      'email',
      'mobileNum',
    ]);
  });

  it('leads the mobile tab with the number and, with SMS on, its code; no username field', () => {
    const fields = listRegisterFields(RULES, 'mobile', true);
    expect(fields.slice(0, 2)).toEqual([
      expect.objectContaining({ field: 'mobileNum', isRequired: true }),
      expect.objectContaining({ field: 'verificationCode', isRequired: true }),
    ]);
    expect(fields.map((spec) => spec.field)).not.toContain('username');
    expect(listRegisterFields(RULES, 'mobile', false).map((spec) => spec.field)).not.toContain(
      'verificationCode',
    );
  });

  it('checks username and password by their rule even when it is switched off, as the server does', () => {
    const off = RULES.map((r) => (r.field === 'username' ? { ...r, enabled: false, required: false } : r));
    const username = listRegisterFields(off, 'username', false)[0];
    expect(username).toMatchObject({ field: 'username', isRequired: true, rule: { enabled: true } });
  });

  it('requires a shown payment password even when its rule does not', () => {
    const payment = listRegisterFields(RULES, 'username', false).find((s) => s.field === 'paymentPassword');
    expect(payment?.isRequired).toBe(true);
  });
});

describe('buildRegisterSchema', () => {
  it('accepts a valid form', () => {
    expect(errorsOf(VALID)).toEqual({});
  });

  it('checks each value with the shared rule and packs its bounds', () => {
    expect(errorsOf({ ...VALID, username: '1player' })).toEqual({ username: 'reg_pattern_2|6|16' });
    expect(errorsOf({ ...VALID, email: 'not-mail' })).toEqual({ email: 'reg_pattern_6|5|100' });
  });

  it('requires username and passwords, and refuses a different confirmation', () => {
    expect(errorsOf({ agreeTerms: true, paymentPassword: '123456' })).toEqual({
      username: 'field_required',
      password: 'field_required',
      confirmPassword: 'field_required',
    });
    expect(errorsOf({ ...VALID, confirmPassword: 'secret124' })).toEqual({
      confirmPassword: 'inconsistent_twice',
    });
  });

  it('caps text at 255 characters and ignores disabled rules', () => {
    const long = rule({ field: 'username', patternId: 1, maxLength: 255 });
    const schema = buildRegisterSchema([{ field: 'username', rule: long, isRequired: true }]);
    const result = schema.safeParse({ agreeTerms: true, username: 'x'.repeat(256) });
    expect(result.error?.issues[0]?.message).toBe('text_too_long||255');
    expect(errorsOf({ ...VALID, qqNum: '!!' })).toEqual({});
  });

  it('needs a birthday showing at least 21 years and the terms agreement', () => {
    expect(errorsOf({ ...VALID, birthday: '2020-01-01' })).toEqual({ birthday: 'birthday_min_age' });
    expect(errorsOf({ ...VALID, birthday: '1990-01-01' })).toEqual({});
    expect(errorsOf({ ...VALID, agreeTerms: false })).toEqual({ agreeTerms: 'terms_agreement_required' });
  });

  it('requires the sms code on the mobile tab when SMS verification is on', () => {
    const values = { ...VALID, username: undefined, mobileNum: '0912345678' };
    expect(errorsOf(values, 'mobile', true)).toEqual({ verificationCode: 'field_required' });
    expect(errorsOf({ ...values, mobileNum: '12' }, 'mobile', false)).toEqual({
      mobileNum: 'reg_pattern_9|9|11',
    });
  });
});

describe('translateFieldMessage', () => {
  const t = i18n.getFixedT('EN');
  it('fills (min) and (max), with one number when they are equal', () => {
    expect(translateFieldMessage(t, 'reg_pattern_9|9|11')).toBe('Digits only, 9-11 digits');
    expect(translateFieldMessage(t, 'reg_pattern_9|6|6')).toBe('Digits only, 6 digits');
    expect(translateFieldMessage(t, 'text_too_long||255')).toBe('At most 255 characters');
  });

  it("takes a server key's bounds from the field's rule", () => {
    expect(translateFieldMessage(t, 'reg_pattern_2', RULES[0])).toBe(
      'Must start with a letter, followed by letters or digits, 6-16 characters',
    );
    expect(translateFieldMessage(t, 'inconsistent_twice')).toBe(
      'The two passwords you entered are different.',
    );
  });
});
