import type { ColumnDef, RowData } from '@tanstack/react-table';

/** What a table asks its server route for: one page, one sort, the filters set. */
export type TPageRequest = {
  page: number;
  pageSize: number;
  sort?: { id: string; isDescending: boolean };
  filters: Record<string, string>;
};

/** What the operator list routes answer (ZPaged in the contracts). */
export type TPageAnswer<TRow> = { list: TRow[]; total: number; page: number; pageSize: number };

/**
 * A table's columns: of different value types in one list, which TanStack's own examples type with any.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TColumns<TRow> = ColumnDef<TRow, any>[];

export type TTableFilter = {
  id: string;
  label: string;
  type: 'text' | 'select' | 'date';
  options?: readonly { value: string; label: string }[];
};

declare module '@tanstack/react-table' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The cell as CSV text; without it the column's value is written as it is. */
    csv?: (row: TData) => string;
    /** Left out of the CSV (action buttons). */
    isExcludedFromCsv?: boolean;
    align?: 'end';
  }
}
