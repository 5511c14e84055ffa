import type { TPageAnswer, TPageRequest } from './table-types';

/**
 * For the few operator routes that answer a whole, bounded list (configuration: payment methods, vendors,
 * lottery games): the table pages, sorts and filters it here, with the same controls as a server-paged one.
 * `matches` decides whether a row passes the filters; sorting compares the column's plain values.
 */
export function pageLocally<TRow>(
  load: (signal?: AbortSignal) => Promise<TRow[]>,
  matches: (row: TRow, filters: Record<string, string>) => boolean = () => true,
) {
  return async (request: TPageRequest, signal?: AbortSignal): Promise<TPageAnswer<TRow>> => {
    const rows = (await load(signal)).filter((row) => matches(row, request.filters));
    if (request.sort) {
      const { id, isDescending } = request.sort;
      const value = (row: TRow) => (row as Record<string, unknown>)[id];
      rows.sort((a, b) => {
        const [x, y] = [value(a), value(b)];
        const order =
          typeof x === 'number' && typeof y === 'number'
            ? x - y
            : String(x ?? '').localeCompare(String(y ?? ''));
        return isDescending ? -order : order;
      });
    }
    const start = (request.page - 1) * request.pageSize;
    return {
      list: rows.slice(start, start + request.pageSize),
      total: rows.length,
      page: request.page,
      pageSize: request.pageSize,
    };
  };
}
