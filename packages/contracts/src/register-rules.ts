import { PATTERN_FAMILIES, characterCount, parsePatternDate } from './patterns.js';
import type { TRegisterRule } from './system.js';

/** Every text field of the registration is at most this long, whatever its rule says. */
export const TEXT_FIELD_MAX_LENGTH = 255;

/** A failed rule: the message key and the bounds that fill its (min) and (max). */
export type TRuleFailure = { key: string; min?: number; max?: number };

/**
 * Checks one value against its merchant rule: required, the length bounds (inclusive), the pattern family
 * and the rule's acceptedPattern ('*' means any). Empty optional values pass. Returns null when valid.
 */
export function checkRegisterRule(rule: TRegisterRule, raw: string | undefined | null): TRuleFailure | null {
  const value = raw ?? '';
  if (!rule.enabled) return null;
  if (value === '') return rule.required ? { key: 'field_required' } : null;
  const failure = { key: `reg_pattern_${rule.patternId}`, min: rule.minLength, max: rule.maxLength };
  const length = characterCount(value);
  if (length > TEXT_FIELD_MAX_LENGTH) return { key: 'text_too_long', max: TEXT_FIELD_MAX_LENGTH };
  if (length < rule.minLength || length > rule.maxLength) return failure;
  const family = PATTERN_FAMILIES[rule.patternId];
  if (!family || !family.test(value)) return failure;
  if (rule.acceptedPattern !== '*' && !safeRegExp(rule.acceptedPattern)?.test(value)) return failure;
  return null;
}

function safeRegExp(source: string): RegExp | undefined {
  try {
    return new RegExp(source, 'u');
  } catch {
    return undefined;
  }
}

/**
 * Whether a birthday (yyyy-MM-dd or MM-dd-yyyy) shows at least `minYears` years on `today`'s calendar day;
 * an unreadable date does not. Site and server use it for the registration birthday (21 years).
 */
export function hasMinimumAge(birthday: string, minYears: number, today: Date = new Date()): boolean {
  const born = parsePatternDate(birthday);
  if (!born) return false;
  const [bornYear, bornMonth, bornDay] = born;
  const [year, month, day] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const years = year - bornYear - (month < bornMonth || (month === bornMonth && day < bornDay) ? 1 : 0);
  return years >= minYears;
}

/** The new-password rule when a merchant has no 'password' rule: any characters, 8 (OWASP's minimum) to 64. */
export const FALLBACK_PASSWORD_RULE: TRegisterRule = {
  field: 'password',
  patternId: 1,
  acceptedPattern: '*',
  minLength: 8,
  maxLength: 64,
  enabled: true,
  required: true,
};

/** The rule a new password (change, reset) must pass: the merchant's, always enforced, else the fallback. */
export function findNewPasswordRule(rules: readonly TRegisterRule[]): TRegisterRule {
  const rule = rules.find((r) => r.field === 'password');
  return rule ? { ...rule, enabled: true, required: true } : FALLBACK_PASSWORD_RULE;
}
