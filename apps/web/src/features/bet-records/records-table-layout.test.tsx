import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BetRecordPage } from './components/bet-record-page';
import { PersonalProfitPage } from './components/personal-profit-page';
import { betRecordPage, personalProfit } from './testing/bet-record-fixtures';
import { renderRecords } from './testing/render-records';

/** The row's header and data cells, in order. */
function cellsOf(row: HTMLElement): HTMLElement[] {
  return Array.from(row.querySelectorAll<HTMLElement>('th, td'));
}

/** Each cell's column name, as the phone cards print it beside the value. */
function expectLabelledCells(table: HTMLElement, row: HTMLElement) {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  const cells = cellsOf(row);
  expect(cells.map((cell) => cell.dataset.label)).toEqual(headers);
}

describe('records tables on narrow screens', () => {
  it('betting record: time pinned at the start, profit and status at the end, each cell labelled', async () => {
    renderRecords(<BetRecordPage title="Betting record" />, {
      '/wps/relay/ODSFE2_betRecords': { value: betRecordPage() },
    });
    const rows = await screen.findAllByTestId('records-row');
    const table = screen.getByTestId('records-table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers[0]).toHaveAttribute('data-pin', 'start');
    expect(headers.at(-2)).toHaveAttribute('data-pin', 'end-2');
    expect(headers.at(-1)).toHaveAttribute('data-pin', 'end');
    for (const row of rows) {
      expectLabelledCells(table, row);
      const cells = within(row).getAllByRole('cell');
      expect(cells[0]).toHaveAttribute('data-pin', 'start');
      expect(cells.at(-2)).toHaveAttribute('data-pin', 'end-2');
      expect(within(cells.at(-2)!).getByTestId('records-profit')).toBeInTheDocument();
      expect(cells.at(-1)).toHaveAttribute('data-pin', 'end');
      expect(cells.slice(1, -2).every((cell) => !cell.dataset.pin)).toBe(true);
    }
    const totals = screen.getByTestId('records-totals');
    expect(within(totals).getByRole('rowheader')).toHaveAttribute('data-pin', 'start');
    expect(screen.getByTestId('records-total-profit')).toHaveAttribute('data-pin', 'end-2');
  });

  it('personal profit: day pinned at the start, profit at the end, each cell labelled', async () => {
    renderRecords(<PersonalProfitPage title="Personal profit" />, {
      '/wps/relay/ODSFE2_personalProfit': { value: personalProfit() },
    });
    const days = await screen.findAllByTestId('profit-day');
    const table = screen.getByTestId('profit-table');
    for (const row of [...days, screen.getByTestId('profit-total')]) {
      expectLabelledCells(table, row);
      const cells = cellsOf(row);
      expect(cells[0]).toHaveAttribute('data-pin', 'start');
      expect(cells.at(-1)).toHaveAttribute('data-pin', 'end');
    }
  });
});
