import type { TColumns, TPageAnswer, TPageRequest } from './table-types';

/** A CSV export reads at most this many rows (100 pages of the routes' largest page). */
export const CSV_MAX_ROWS = 10_000;
const CSV_PAGE_SIZE = 100;

type TCsvColumn<TRow> = { header: string; value: (row: TRow) => string };

/** The exported columns: those with a header text, their CSV rendering or their plain value. */
export function csvColumnsOf<TRow>(columns: TColumns<TRow>): TCsvColumn<TRow>[] {
  return columns
    .filter((column) => !column.meta?.isExcludedFromCsv && typeof column.header === 'string')
    .map((column) => {
      const accessorKey = 'accessorKey' in column ? (column.accessorKey as string) : undefined;
      const accessorFn = 'accessorFn' in column ? column.accessorFn : undefined;
      const value = (row: TRow): string => {
        if (column.meta?.csv) return column.meta.csv(row);
        const raw = accessorFn
          ? accessorFn(row, 0)
          : accessorKey
            ? (row as Record<string, unknown>)[accessorKey]
            : '';
        return raw === null || raw === undefined ? '' : String(raw);
      };
      return { header: column.header as string, value };
    });
}

/**
 * Reads every page of the current view (same filters and sort) and writes it as CSV: RFC 4180 quoting by
 * Papa Parse, and cells that a spreadsheet would run as a formula (=, +, -, @) are escaped.
 */
export async function buildCsv<TRow>(
  columns: TColumns<TRow>,
  request: TPageRequest,
  fetchPage: (request: TPageRequest, signal?: AbortSignal) => Promise<TPageAnswer<TRow>>,
): Promise<{ csv: string; isTruncated: boolean }> {
  const rows: TRow[] = [];
  let total = 0;
  for (let page = 1; rows.length < CSV_MAX_ROWS; page++) {
    const answer = await fetchPage({ ...request, page, pageSize: CSV_PAGE_SIZE });
    total = answer.total;
    rows.push(...answer.list);
    if (answer.list.length < CSV_PAGE_SIZE || rows.length >= total) break;
  }
  const csvColumns = csvColumnsOf(columns);
  const { unparse } = await import('papaparse');
  const csv = unparse(
    {
      fields: csvColumns.map((column) => column.header),
      data: rows.slice(0, CSV_MAX_ROWS).map((row) => csvColumns.map((column) => column.value(row))),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
  return { csv, isTruncated: total > CSV_MAX_ROWS };
}

/** Hands a file to the browser as a download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Hands a text to the browser as a download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // A byte-order mark so spreadsheet programs read the Chinese text as UTF-8.
  downloadBlob(fileName, new Blob(['\uFEFF', text], { type }));
}
