import { zonedPartsOf } from './time-zone.js';

/** Minor units (integer) to the display form with two decimals and thousands commas: 123456 → "1,234.56". */
export function formatMinorUnits(minor: bigint | number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

/**
 * A time as `yyyy-MM-dd hh:mm:ss` (24-hour clock) in `timeZone`: the site passes the merchant's zone
 * (useMerchantTimeZone), so every member sees the merchant's clock whatever their device says; without a
 * zone, the viewer's own.
 */
export function formatDateTime(input: Date | string | number, timeZone?: string): string {
  const d = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(d.getTime())) return '';
  const p = zonedPartsOf(d, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
