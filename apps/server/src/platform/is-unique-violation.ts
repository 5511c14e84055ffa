/** PostgreSQL's unique_violation: a concurrent request took the value between our check and our write. */
const UNIQUE_VIOLATION = '23505';

/** Whether `error` is a unique-index violation (of `indexName`, when given). */
export function isUniqueViolation(error: unknown, indexName?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && (indexName === undefined || constraint === indexName);
}
