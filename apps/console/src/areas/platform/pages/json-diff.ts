/** One field of a before/after pair: its dotted path, both values, and how it changed. */
export type TDiffRow = {
  path: string;
  before: unknown;
  after: unknown;
  change: 'added' | 'removed' | 'changed' | 'same';
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects become their leaves by dotted path; arrays and plain values are leaves (compared whole). */
function leavesOf(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value))
      leavesOf(inner, prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  into.set(prefix, value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of two JSON documents (an audit row's before and after), side by side, in the order they first
 * appear. A field missing on one side is `undefined` there (added or removed); null before a creation
 * counts as missing, so a new operator's fields read as added.
 */
export function diffJson(before: unknown, after: unknown): TDiffRow[] {
  const beforeLeaves = new Map<string, unknown>();
  const afterLeaves = new Map<string, unknown>();
  if (before !== null && before !== undefined) leavesOf(before, '', beforeLeaves);
  if (after !== null && after !== undefined) leavesOf(after, '', afterLeaves);
  const paths = [...new Set([...beforeLeaves.keys(), ...afterLeaves.keys()])];
  return paths.map((path) => {
    const [isBefore, isAfter] = [beforeLeaves.has(path), afterLeaves.has(path)];
    const [b, a] = [beforeLeaves.get(path), afterLeaves.get(path)];
    const change = !isBefore ? 'added' : !isAfter ? 'removed' : same(b, a) ? 'same' : 'changed';
    return { path, before: b, after: a, change };
  });
}
