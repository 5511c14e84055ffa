import type { FieldError } from 'react-hook-form';

const MESSAGE_KEY = /^[a-z][a-z0-9_]*$/;

/**
 * A form field's schema failure as a message key for FieldFrame: the contracts schema's own key when it has one
 * ('amount_not_zero'), else zod's issue code ('too_small'), which `overrides` may rename for the field (an
 * amount that is not a number is 'amount_format', not 'invalid_type').
 */
export function fieldErrorKey(
  error: Pick<FieldError, 'message' | 'type'> | undefined,
  overrides: Record<string, string> = {},
): string | undefined {
  if (!error) return undefined;
  const key = error.message && MESSAGE_KEY.test(error.message) ? error.message : String(error.type);
  return overrides[key] ?? key;
}
