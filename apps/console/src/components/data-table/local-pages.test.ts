import { describe, expect, it } from 'vitest';
import { pageLocally } from './local-pages';

describe('pageLocally', () => {
  it('filters, sorts and pages a whole list the way a server would', async () => {
    const rows = [
      { code: 'b', rank: 2, isActive: true },
      { code: 'a', rank: 10, isActive: false },
      { code: 'c', rank: 1, isActive: true },
    ];
    const fetchPage = pageLocally(
      async () => rows,
      (row, filters) => !filters.active || String(row.isActive) === filters.active,
    );
    const page = await fetchPage({
      page: 1,
      pageSize: 1,
      sort: { id: 'rank', isDescending: true },
      filters: { active: 'true' },
    });
    expect(page).toEqual({ list: [{ code: 'b', rank: 2, isActive: true }], total: 2, page: 1, pageSize: 1 });
    const second = await fetchPage({
      page: 2,
      pageSize: 1,
      sort: { id: 'rank', isDescending: true },
      filters: { active: 'true' },
    });
    expect(second.list.map((row) => row.code)).toEqual(['c']);
  });
});
