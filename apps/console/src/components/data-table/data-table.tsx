import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { flexRender, getCoreRowModel, useReactTable, type SortingState } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { ErrorNote } from '../ui/error-note';
import { buildCsv, downloadText } from './export-csv';
import { TableFilters } from './table-filters';
import { PAGE_SIZES, useTableState } from './table-state';
import type { TColumns, TPageAnswer, TPageRequest, TTableFilter } from './table-types';

export type TDataTableProps<TRow> = {
  /** The accessible name of the table. */
  caption: string;
  queryKey: readonly unknown[];
  fetchPage: (request: TPageRequest, signal?: AbortSignal) => Promise<TPageAnswer<TRow>>;
  columns: TColumns<TRow>;
  getRowId: (row: TRow) => string;
  filters?: readonly TTableFilter[];
  /** Without a name the table offers no CSV export. */
  csvFileName?: string;
  /** Address parameter prefix, for a page with two tables. */
  stateKey?: string;
  toolbar?: ReactNode;
  emptyText?: string;
};

/**
 * The console's one list: server-side paging, sorting (columns that enable it) and filters, its state in the
 * address, and CSV export of the whole filtered view. TanStack Table does the headless work.
 */
export function DataTable<TRow>(props: TDataTableProps<TRow>) {
  const { t } = useTranslation();
  const { request, setPage, setPageSize, setSort, setFilters } = useTableState(
    props.stateKey ?? '',
    (props.filters ?? []).map((filter) => filter.id),
  );
  const query = useQuery({
    queryKey: [...props.queryKey, request],
    queryFn: ({ signal }) => props.fetchPage(request, signal),
    placeholderData: keepPreviousData,
  });
  const [csvState, setCsvState] = useState<{ isBusy: boolean; error?: unknown; note?: string }>({
    isBusy: false,
  });

  const sorting: SortingState = request.sort
    ? [{ id: request.sort.id, desc: request.sort.isDescending }]
    : [];
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / request.pageSize));
  const table = useReactTable({
    data: query.data?.list ?? [],
    columns: props.columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    // Only the columns the server can sort by say so (enableSorting: true).
    defaultColumn: { enableSorting: false },
    enableSortingRemoval: true,
    pageCount,
    state: { sorting, pagination: { pageIndex: request.page - 1, pageSize: request.pageSize } },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      setSort(first ? { id: first.id, isDescending: first.desc } : undefined);
    },
  });

  async function exportCsv() {
    setCsvState({ isBusy: true });
    try {
      const { csv, isTruncated } = await buildCsv(props.columns, request, props.fetchPage);
      downloadText(`${props.csvFileName}.csv`, csv);
      setCsvState({ isBusy: false, note: isTruncated ? t('table.csvTruncated') : undefined });
    } catch (error) {
      setCsvState({ isBusy: false, error });
    }
  }

  const colSpan = props.columns.length;
  return (
    <section className="data-table" aria-busy={query.isFetching || undefined}>
      <div className="table-toolbar">
        {props.filters?.length ? (
          <TableFilters filters={props.filters} values={request.filters} onApply={setFilters} />
        ) : null}
        <div className="table-toolbar-end">
          {props.toolbar}
          {props.csvFileName ? (
            <Button onClick={exportCsv} isBusy={csvState.isBusy}>
              {t('table.exportCsv')}
            </Button>
          ) : null}
        </div>
      </div>
      {csvState.note ? <p className="note">{csvState.note}</p> : null}
      <ErrorNote error={csvState.error ?? query.error} />
      <div className="table-scroll">
        <table>
          <caption className="visually-hidden">{props.caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={header.column.columnDef.meta?.align === 'end' ? 'align-end' : undefined}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className="sort-button"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {query.isPending ? (
              <tr>
                <td colSpan={colSpan} className="table-message">
                  {t('table.loading')}
                </td>
              </tr>
            ) : table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={colSpan} className="table-message">
                  {props.emptyText ?? t('table.empty')}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cell.column.columnDef.meta?.align === 'end' ? 'align-end' : undefined}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav className="pager" aria-label={t('table.pages')}>
        <span>{t('table.summary', { page: request.page, pages: pageCount, total })}</span>
        <Button onClick={() => setPage(request.page - 1)} disabled={request.page <= 1}>
          {t('table.previous')}
        </Button>
        <Button onClick={() => setPage(request.page + 1)} disabled={request.page >= pageCount}>
          {t('table.next')}
        </Button>
        <label>
          {t('table.pageSize')}{' '}
          <select value={request.pageSize} onChange={(event) => setPageSize(Number(event.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </nav>
    </section>
  );
}
