import { describe, expect, it } from 'vitest';
import { diffJson } from './json-diff';

describe('diffJson', () => {
  it('pairs the leaves of two objects by dotted path and says which changed', () => {
    const rows = diffJson(
      { role: 'finance', limits: { daily: 100, single: 50 }, tags: ['a'], gone: true },
      { role: 'owner', limits: { daily: 100, single: 80 }, tags: ['a'], added: 'x' },
    );
    expect(rows).toEqual([
      { path: 'role', before: 'finance', after: 'owner', change: 'changed' },
      { path: 'limits.daily', before: 100, after: 100, change: 'same' },
      { path: 'limits.single', before: 50, after: 80, change: 'changed' },
      { path: 'tags', before: ['a'], after: ['a'], change: 'same' },
      { path: 'gone', before: true, after: undefined, change: 'removed' },
      { path: 'added', before: undefined, after: 'x', change: 'added' },
    ]);
  });

  it('compares arrays whole, and reads a creation (before null) as every field added', () => {
    expect(diffJson({ kids: ['k1'] }, { kids: ['k1', 'k2'] })).toEqual([
      { path: 'kids', before: ['k1'], after: ['k1', 'k2'], change: 'changed' },
    ]);
    expect(diffJson(null, { username: 'lin', role: 'support' }).map((row) => row.change)).toEqual([
      'added',
      'added',
    ]);
  });

  it('keeps a plain value at the root, and a field that became null as changed', () => {
    expect(diffJson(1, 2)).toEqual([{ path: '', before: 1, after: 2, change: 'changed' }]);
    expect(diffJson({ at: '2026-01-01' }, { at: null })).toEqual([
      { path: 'at', before: '2026-01-01', after: null, change: 'changed' },
    ]);
  });
});
