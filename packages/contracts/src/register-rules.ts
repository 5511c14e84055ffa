import { PATTERN_FAMILIES, characterCount } from './patterns.js';
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
