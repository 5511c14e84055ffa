import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Field messages that mean "empty": the login form's own keys and the register rules' one. */
const EMPTY_KEYS: readonly string[] = [
  'field_required',
  'login_username_required',
  'login_password_required',
];

const keyOf = (message: unknown) => (typeof message === 'string' ? message.split('|')[0] : undefined);

/**
 * The form-wide message of spec section 8 for a refused login or registration: `username_password_required`
 * when the username or the password is empty, `account_format_incorrect` when the account, the password or
 * the e-mail is in the wrong format; null when neither (the field messages say the rest).
 */
export function credentialsMessageOf<T extends FieldValues>(errors: FieldErrors<T>): string | null {
  const messages = errors as Partial<Record<string, { message?: unknown }>>;
  const keys = (fields: string[]) => fields.map((field) => keyOf(messages[field]?.message));
  if (keys(['username', 'password']).some((key) => key !== undefined && EMPTY_KEYS.includes(key)))
    return 'username_password_required';
  if (keys(['username', 'password', 'email']).some((key) => key !== undefined && !EMPTY_KEYS.includes(key)))
    return 'account_format_incorrect';
  return null;
}
