/** Minor units per display unit: amounts show two decimals (spec section 9). */
const MINOR_DIGITS = 2;

// Digits with optional thousands commas (groups of three), then up to two decimals; ".5" and "5." too.
const AMOUNT_PATTERN = /^(?:(\d{1,3}(?:,\d{3})+)|(\d*))(?:\.(\d{0,2}))?$/;

/**
 * Reads an amount typed in display units ("1,234.5") as integer minor units (123450), by string arithmetic so
 * no float rounding can creep in. Null when it is not an amount: empty, negative, more than two decimals,
 * badly grouped commas, or too large to be a safe integer.
 */
export function parseAmountToMinor(text: string): number | null {
  const match = AMOUNT_PATTERN.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? match[2] ?? '').replace(/,/g, '');
  const fraction = match[3] ?? '';
  if (whole === '' && fraction === '') return null;
  const minor =
    BigInt(whole || '0') * 10n ** BigInt(MINOR_DIGITS) + BigInt(fraction.padEnd(MINOR_DIGITS, '0'));
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}

/** Minor units as the plain text an amount field accepts back ("1234.50"), for prefilling inputs. */
export function minorToAmountText(minor: number): string {
  const value = BigInt(minor);
  return `${value / 100n}.${(value % 100n).toString().padStart(MINOR_DIGITS, '0')}`;
}
