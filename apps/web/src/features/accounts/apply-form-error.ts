import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessageKey, isApiError } from '../../lib/api-error';

/** Where an account form shows an answer that belongs to no single field. */
export const FORM_ERROR = 'root.server';

/**
 * Shows a failed call on its form: VALIDATION_FAILED details under the fields the form shows, a code that
 * `fieldByCode` names under that field, anything else as the form's message. Messages stay keys.
 */
export function applyFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  shownFields: readonly string[],
  fieldByCode: Partial<Record<string, Path<T>>> = {},
): void {
  if (isApiError(error, 'VALIDATION_FAILED') && error.details) {
    // Schema failures name the field by its place in the request (`body.agreeTerms`).
    const details = Object.entries(error.details).map(([field, key]): [string, string] => [
      field.replace(/^body\./, ''),
      key,
    ]);
    const known = details.filter(([field]) => shownFields.includes(field));
    for (const [field, key] of known) setError(field as Path<T>, { type: 'server', message: key });
    // Details for fields this form does not show still need saying.
    const unknown = details.filter(([field]) => !shownFields.includes(field));
    if (unknown.length === 0 && known.length > 0) return;
    const [, firstUnknown] = unknown[0] ?? [];
    setError(FORM_ERROR as Path<T>, { type: 'server', message: firstUnknown ?? errorMessageKey(error) });
    return;
  }
  const field = isApiError(error) ? fieldByCode[error.code] : undefined;
  setError(field ?? (FORM_ERROR as Path<T>), { type: 'server', message: errorMessageKey(error) });
}
