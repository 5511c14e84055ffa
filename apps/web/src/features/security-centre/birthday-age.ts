/** The latest birthday (yyyy-MM-dd) that shows at least `years` years on `today`: the date input's max. */
export function latestBirthdayFor(years: number, today: Date = new Date()): string {
  const limit = new Date(today.getFullYear() - years, today.getMonth(), today.getDate());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${limit.getFullYear()}-${pad(limit.getMonth() + 1)}-${pad(limit.getDate())}`;
}
