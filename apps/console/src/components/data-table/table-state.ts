import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TPageRequest } from './table-types';

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [20, 50, 100] as const;

/**
 * A table's page, sort and filters live in the address (prefixed when a page shows two tables), so a view can
 * be bookmarked or sent to a colleague and the back button steps through it.
 */
export function useTableState(prefix: string, filterIds: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const key = (name: string) => `${prefix}${name}`;

  const request = useMemo<TPageRequest>(() => {
    const page = Math.max(1, Number.parseInt(params.get(key('page')) ?? '1', 10) || 1);
    const size = Number.parseInt(params.get(key('size')) ?? '', 10);
    const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
    const sortParam = params.get(key('sort'));
    const sort = sortParam
      ? { id: sortParam.replace(/^-/, ''), isDescending: sortParam.startsWith('-') }
      : undefined;
    const filters: Record<string, string> = {};
    for (const id of filterIds) {
      const value = params.get(key(`f.${id}`));
      if (value) filters[id] = value;
    }
    return { page, pageSize, sort, filters };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, prefix, filterIds.join(',')]);

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(`${prefix}${name}`);
            else next.set(`${prefix}${name}`, value);
          }
          return next;
        },
        { replace: false },
      ),
    [prefix, setParams],
  );

  return {
    request,
    setPage: (page: number) => update({ page: page <= 1 ? null : String(page) }),
    setPageSize: (size: number) =>
      update({ size: size === DEFAULT_PAGE_SIZE ? null : String(size), page: null }),
    setSort: (sort: TPageRequest['sort']) =>
      update({ sort: sort ? `${sort.isDescending ? '-' : ''}${sort.id}` : null, page: null }),
    setFilters: (filters: Record<string, string>) =>
      update({
        page: null,
        ...Object.fromEntries(filterIds.map((id) => [`f.${id}`, filters[id]?.trim() || null])),
      }),
  };
}
