import { useCallback } from 'react';
import { useFieldErrorText } from '../../../lib/field-error';

type TFieldErrorLike = { message?: string; type?: string | number } | undefined;

/** An amount field's error: text that is not an amount says so, rather than "required". */
export function useAmountErrorText() {
  const errorText = useFieldErrorText('lottery');
  return useCallback(
    (error: TFieldErrorLike) =>
      // AmountField holds NaN while the text is not an amount; an empty required one is undefined.
      error?.type === 'invalid_type' && /NaN/.test(error.message ?? '')
        ? errorText({ type: 'amount_format' })
        : errorText(error),
    [errorText],
  );
}
