const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO time as a datetime-local input's value, in the operator's own zone (the zone the console shows every
 * time in), to the minute. Empty for no time.
 */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local value as the ISO time the routes take. What is not a time stays as typed, so the route's
 * schema reports it on its field rather than this guessing a value.
 */
export function fromLocalInput(local: string): string {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : local;
}

/** An optional end: empty means none (null). */
export const fromOptionalLocalInput = (local: string): string | null =>
  local.trim() ? fromLocalInput(local) : null;

/** Now, as a datetime-local value (to the minute, so it is already past: "publish now" is live at once). */
export const nowLocalInput = (): string => toLocalInput(new Date().toISOString());
