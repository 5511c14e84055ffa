/** Minor units (integer) to the display form with two decimals and thousands commas: 123456 → "1,234.56". */
export function formatMinorUnits(minor: bigint | number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as `yyyy-MM-dd hh:mm:ss` (24-hour clock, local time of the viewer). */
export function formatDateTime(input: Date | string | number): string {
  const d = input instanceof Date ? input : new Date(input);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
