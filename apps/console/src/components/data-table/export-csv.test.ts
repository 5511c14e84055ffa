import { createColumnHelper } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { buildCsv } from './export-csv';

type TRow = { id: string; name: string; amount: string };
const column = createColumnHelper<TRow>();
const columns = [
  column.accessor('id', { header: 'No.' }),
  column.accessor('name', { header: 'Name' }),
  column.accessor('amount', { header: 'Amount', meta: { csv: (row) => `${row.amount}.00` } }),
  column.display({ id: 'actions', header: 'Actions', meta: { isExcludedFromCsv: true } }),
];

describe('buildCsv', () => {
  it('reads every page of the view with its filters and writes quoted, formula-safe CSV', async () => {
    const rows: TRow[] = Array.from({ length: 130 }, (_, i) => ({
      id: String(i + 1),
      name: `m${i + 1}`,
      amount: '5',
    }));
    rows[0] = { id: '1', name: 'Lin, "Kai"', amount: '5' };
    rows[1] = { id: '2', name: '=HYPERLINK("x")', amount: '5' };
    const fetchPage = vi.fn(async ({ page, pageSize }: { page: number; pageSize: number }) => ({
      list: rows.slice((page - 1) * pageSize, page * pageSize),
      total: rows.length,
      page,
      pageSize,
    }));
    const { csv, isTruncated } = await buildCsv(
      columns,
      { page: 3, pageSize: 20, filters: { status: 'PAID' } },
      fetchPage,
    );
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage.mock.calls[0]?.[0]).toMatchObject({
      page: 1,
      pageSize: 100,
      filters: { status: 'PAID' },
    });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('No.,Name,Amount');
    expect(lines[1]).toBe('1,"Lin, ""Kai""",5.00');
    // A spreadsheet would run the cell as a formula: Papa Parse prefixes it with a quote.
    expect(lines[2]).toBe(`2,"'=HYPERLINK(""x"")",5.00`);
    expect(lines).toHaveLength(131);
    expect(isTruncated).toBe(false);
  });
});
