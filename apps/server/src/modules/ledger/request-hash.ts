import { createHash } from 'node:crypto';

/** A stable digest of a request: keys sorted, bigints as strings, so the same request always hashes alike. */
export function hashRequest(request: unknown): string {
  const canonical = JSON.stringify(request, (_key, value: unknown) => {
    if (typeof value === 'bigint') return value.toString();
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return value;
  });
  return createHash('sha256').update(canonical).digest('hex');
}
