import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The words for a field's schema error: the field's own (validation.<field>.<code>, e.g. the end before the
 * start) or the code's (validation.<code>). The schema's English message is never shown as it is.
 */
export function useFieldError<TForm extends FieldValues>(errors: FieldErrors<TForm>) {
  const { t } = useTranslation('content');
  return (name: keyof TForm & string): string | undefined => {
    const error = errors[name];
    if (!error) return undefined;
    const code = typeof error.type === 'string' ? error.type : 'invalid';
    return t([`validation.${name}.${code}`, `validation.${code}`, 'validation.invalid']);
  };
}
