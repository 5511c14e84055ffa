import {
  BIRTHDAY_MIN_AGE_YEARS,
  characterCount,
  checkRegisterRule,
  hasMinimumAge,
  PATTERN_FAMILIES,
  REGISTER_FIELDS,
  TEXT_FIELD_MAX_LENGTH,
  type TRegisterField,
  type TRegisterRule,
  type TRuleFailure,
} from '@kirin/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { fillLengthBounds } from '../../lib/i18n';

/** The register modal's tabs: `register` (username) and `registerMobile` (username = the mobile number). */
export type TRegisterTab = 'username' | 'mobile';

/** One field on the form: its merchant rule (if any) and whether it must be filled. */
export type TRegisterFieldSpec = {
  field: TRegisterField;
  rule: TRegisterRule | undefined;
  isRequired: boolean;
};

/** Fields the merchant's rules switch on, in the order the form shows them (captcha last, by the button). */
const RULE_DRIVEN_FIELDS: readonly TRegisterField[] = [
  'paymentPassword',
  'payeeName',
  'nickname',
  'birthday',
  'email',
  'mobileNum',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
];

/** Passwords are sent as typed; every other value is trimmed, as the server trims it. */
export const UNTRIMMED_FIELDS: readonly TRegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];

export function findRule(rules: readonly TRegisterRule[], field: TRegisterField): TRegisterRule | undefined {
  return rules.find((rule) => rule.field === field);
}

const isEnabled = (rule: TRegisterRule | undefined): rule is TRegisterRule => rule?.enabled === true;

/** Username and password are checked by their rule even when it is switched off, as the server does. */
const ALWAYS_CHECKED_FIELDS: readonly TRegisterField[] = ['username', 'password'];
const alwaysOn = (rule: TRegisterRule | undefined) => rule && { ...rule, enabled: true, required: true };

/**
 * The fields of one tab. username (username tab), password and confirmPassword are always there and
 * required; the mobile tab leads with the mobile number and, with SMS verification on, its code; the other
 * fields show only when their rule is enabled and are required when it says so (a payment password always).
 */
export function listRegisterFields(
  rules: readonly TRegisterRule[],
  tab: TRegisterTab,
  isSmsRequired: boolean,
): TRegisterFieldSpec[] {
  const spec = (field: TRegisterField, isRequired: boolean) => ({
    field,
    rule: ALWAYS_CHECKED_FIELDS.includes(field) ? alwaysOn(findRule(rules, field)) : findRule(rules, field),
    isRequired,
  });
  const head: TRegisterFieldSpec[] =
    tab === 'username'
      ? [spec('username', true)]
      : [spec('mobileNum', true), ...(isSmsRequired ? [spec('verificationCode', true)] : [])];
  const optional = RULE_DRIVEN_FIELDS.filter((field) => !(tab === 'mobile' && field === 'mobileNum'))
    .map((field) => findRule(rules, field))
    .filter(isEnabled)
    .map((rule) => ({
      field: rule.field,
      rule,
      isRequired: rule.field === 'paymentPassword' || rule.required,
    }));
  return [...head, spec('password', true), spec('confirmPassword', true), ...optional];
}

/** Packs a failure and its bounds into the one string a form error carries; see translateFieldMessage. */
export function encodeFailure({ key, min, max }: TRuleFailure): string {
  return min === undefined && max === undefined ? key : `${key}|${min ?? ''}|${max ?? ''}`;
}

/**
 * Translates a form error at render time (a language switch re-translates it): the key, with (min) and (max)
 * from the packed bounds or, for a bare key such as the server's `reg_pattern_2`, from the field's rule.
 */
export function translateFieldMessage(t: TFunction, message: string, rule?: TRegisterRule): string {
  const [key = message, min, max] = message.split('|');
  const low = min ? Number(min) : undefined;
  const high = max ? Number(max) : undefined;
  if (low !== undefined || high !== undefined)
    return fillLengthBounds(t(key), low ?? high ?? 0, high ?? low ?? 0);
  if (rule && key.startsWith('reg_pattern_')) return fillLengthBounds(t(key), rule.minLength, rule.maxLength);
  return t(key);
}

/** Checks a value against its rule with the shared code the server runs; null when it passes. */
export function checkValue(spec: TRegisterFieldSpec, raw: string | undefined): string | null {
  const value = raw ?? '';
  if (value === '') return spec.isRequired ? 'field_required' : null;
  if (characterCount(value) > TEXT_FIELD_MAX_LENGTH)
    return encodeFailure({ key: 'text_too_long', max: TEXT_FIELD_MAX_LENGTH });
  const failure = spec.rule ? checkRegisterRule(spec.rule, value) : null;
  return failure ? encodeFailure(failure) : null;
}

/** The e-mail family of the pattern rules, for forms without a merchant rule (forgot password). */
export function isEmail(value: string): boolean {
  return PATTERN_FAMILIES[6]?.test(value) === true;
}

export type TRegisterFormValues = Partial<Record<TRegisterField, string>> & {
  countryDialingCode?: string;
  captchaId?: string;
  agreeTerms: boolean;
};

const textShape = Object.fromEntries(
  REGISTER_FIELDS.map((field) => [field, z.string().optional()]),
) as Record<TRegisterField, z.ZodOptional<z.ZodString>>;

/** Reads a form value the way it is sent: trimmed unless it is a password. */
export function readFormValue(values: TRegisterFormValues, field: TRegisterField): string {
  const raw = values[field] ?? '';
  return UNTRIMMED_FIELDS.includes(field) ? raw : raw.trim();
}

/**
 * The zod schema of one tab's form, built from the merchant's rules. Messages are translation keys (with
 * packed bounds), translated when shown.
 */
export function buildRegisterSchema(fields: readonly TRegisterFieldSpec[]) {
  return z
    .object({
      ...textShape,
      countryDialingCode: z.string().optional(),
      captchaId: z.string().optional(),
      agreeTerms: z.boolean(),
    })
    .superRefine((values, ctx) => {
      for (const spec of fields) {
        const value = readFormValue(values, spec.field);
        const message = checkValue(spec, value) ?? checkCrossField(spec.field, value, values);
        if (message) ctx.addIssue({ code: 'custom', path: [spec.field], message });
      }
      if (!values.agreeTerms)
        ctx.addIssue({ code: 'custom', path: ['agreeTerms'], message: 'terms_agreement_required' });
    });
}

function checkCrossField(field: TRegisterField, value: string, values: TRegisterFormValues): string | null {
  if (value === '') return null;
  if (field === 'confirmPassword' && value !== (values.password ?? '')) return 'inconsistent_twice';
  if (field === 'birthday' && !hasMinimumAge(value, BIRTHDAY_MIN_AGE_YEARS)) return 'birthday_min_age';
  return null;
}
