/**
 * Money arrives in integer minor units (a string or a number); it is shown with two decimals and never goes
 * through a float for its digits.
 */
export function formatMinorUnits(value: string | number | bigint | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const minor = BigInt(value);
  const sign = minor < 0n ? '-' : '';
  const absolute = minor < 0n ? -minor : minor;
  const whole = (absolute / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (absolute % 100n).toString().padStart(2, '0');
  return `${sign}${whole}.${cents}`;
}

/** A timestamp in the operator's own zone, to the second, in a sortable shape. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
