/** A form's text field as an optional value: blank is none (null). */
export const blankToNull = (text: string): string | null => (text.trim() ? text.trim() : null);

/**
 * A number input's text as the route's integer: blank leaves the schema's default; anything else is sent as
 * the number it reads as, so the schema reports a fraction or a word on the field.
 */
export const toOptionalNumber = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);
