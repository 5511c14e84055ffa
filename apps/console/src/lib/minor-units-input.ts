const AMOUNT_PATTERN = /^(-)?(\d{1,16})(?:\.(\d{1,2}))?$/;

/**
 * An amount typed by an operator ("1,500.5", "-25") as integer minor units, read digit by digit so no float
 * rounds it; NaN when it is not an amount with at most two decimals (the form's schema then refuses it).
 * Thousands separators and spaces are ignored.
 */
export function parseMinorUnits(text: unknown): number {
  if (typeof text === 'number') return text;
  if (typeof text !== 'string') return Number.NaN;
  const match = AMOUNT_PATTERN.exec(text.replaceAll(',', '').replaceAll(' ', ''));
  if (!match) return Number.NaN;
  const [, sign, whole = '0', cents = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0'));
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return Number.NaN;
  return Number(sign ? -minor : minor);
}

/** Minor units as an input's text ("1500.50"), without separators, so parseMinorUnits reads it back. */
export function minorUnitsToInput(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const minor = BigInt(value);
  const absolute = minor < 0n ? -minor : minor;
  return `${minor < 0n ? '-' : ''}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}
