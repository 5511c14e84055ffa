import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type TFieldErrorLike = { message?: string; type?: string | number } | undefined;

/** A schema message written as a key ('domain_pattern'), not zod's own English sentence. */
const MESSAGE_KEY = /^[a-z0-9_]+$/;

/**
 * The words for a react-hook-form error from a contracts schema: the schema's own message key when it has one
 * (in the area's `validation` words, else the error catalogue), else the zod issue code (too_small, too_big,
 * invalid_format..., not_integer), else the area's generic `validation.invalid`. Never zod's English default
 * message.
 */
export function useFieldErrorText(namespace: string) {
  const { t } = useTranslation(namespace);
  return useCallback(
    (error: TFieldErrorLike): string | undefined => {
      if (!error) return undefined;
      const keys: string[] = [];
      if (error.message && MESSAGE_KEY.test(error.message))
        keys.push(`${namespace}:validation.${error.message}`, `errors:${error.message}`);
      if (error.type !== undefined) {
        // zod says "invalid_type" both for a blank number (NaN) and for a fraction where an integer is asked.
        const code =
          error.type === 'invalid_type' && /expected int\b/.test(error.message ?? '')
            ? 'not_integer'
            : String(error.type);
        keys.push(`${namespace}:validation.${code}`, `console:validation.${code}`);
      }
      keys.push(`${namespace}:validation.invalid`);
      return t(keys);
    },
    [t, namespace],
  );
}

/** An amount field's error: text that is not an amount says so (amount_format), rather than "required". */
export function useAmountErrorText(namespace: string) {
  const errorText = useFieldErrorText(namespace);
  return useCallback(
    (error: TFieldErrorLike) =>
      // AmountField holds NaN while the text is not an amount; an empty required one is undefined.
      error?.type === 'invalid_type' && /NaN/.test(error.message ?? '')
        ? errorText({ type: 'amount_format' })
        : errorText(error),
    [errorText],
  );
}
