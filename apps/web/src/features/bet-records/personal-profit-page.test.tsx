import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonalProfitPage } from './components/personal-profit-page';
import { dayRangeOf } from './day-range';
import { personalProfit } from './testing/bet-record-fixtures';
import { queriesSentTo, renderRecords } from './testing/render-records';

const PROFIT = '/wps/relay/ODSFE2_personalProfit';

function renderPage(profit = personalProfit()) {
  return renderRecords(<PersonalProfitPage title="Personal profit" />, { [PROFIT]: { value: profit } });
}

describe('personal profit (personalProfit)', () => {
  it('groups the days under each category in menu order, with subtotals and the grand total', async () => {
    renderPage();
    const slots = await screen.findByTestId('profit-group-RNG');
    const live = screen.getByTestId('profit-group-LIVE');
    // RNG comes before LIVE in the menu: its group is first in the table.
    expect(slots.compareDocumentPosition(live) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(slots).toHaveTextContent('Slots');
    const slotDays = within(slots).getAllByTestId('profit-day');
    expect(slotDays.map((row) => row.dataset.day)).toEqual(['2025-05-02', '2025-05-01']);
    expect(slotDays[0]).toHaveTextContent(/2025-05-02\s*2\s*20\.00\s*20\.00\s*50\.00\s*\+30\.00/);
    expect(slotDays[1]).toHaveTextContent('-20.00');
    expect(within(slots).getByTestId('profit-subtotal')).toHaveTextContent(
      /Subtotal\s*5\s*50\.00\s*50\.00\s*60\.00\s*\+10\.00/,
    );
    expect(within(live).getAllByTestId('profit-day')).toHaveLength(1);
    expect(within(live).getByTestId('profit-subtotal')).toHaveTextContent('+95.00');
    expect(screen.getByTestId('profit-total')).toHaveTextContent(
      /Total\s*6\s*150\.00\s*150\.00\s*255\.00\s*\+105\.00/,
    );
  });

  it('asks for the last 7 days first and then the category and range chosen', async () => {
    const { user, fetchMock } = renderPage();
    await screen.findByTestId('profit-table');
    expect(queriesSentTo(fetchMock, PROFIT)).toEqual([dayRangeOf('LAST_7_DAYS')]);
    await user.selectOptions(screen.getByTestId('profit-category'), 'RNG');
    await user.selectOptions(screen.getByTestId('profit-range'), 'LAST_30_DAYS');
    await user.click(screen.getByTestId('profit-search'));
    await waitFor(() =>
      expect(queriesSentTo(fetchMock, PROFIT).at(-1)).toEqual({
        gameCategory: 'RNG',
        ...dayRangeOf('LAST_30_DAYS'),
      }),
    );
  });

  it('refuses a custom range longer than the server accepts', async () => {
    const { user, fetchMock } = renderPage();
    await screen.findByTestId('profit-table');
    await user.selectOptions(screen.getByTestId('profit-range'), 'CUSTOM');
    await user.type(screen.getByTestId('profit-start'), '2025-01-01');
    await user.type(screen.getByTestId('profit-end'), '2025-04-03');
    await user.click(screen.getByTestId('profit-search'));
    expect(screen.getByTestId('profit-filter-error')).toHaveTextContent('Choose at most 92 days.');
    expect(queriesSentTo(fetchMock, PROFIT)).toHaveLength(1);
  });

  it('says so when there is nothing settled in the range', async () => {
    renderPage({
      rows: [],
      byCategory: [],
      totals: { rounds: 0, stake: 0, validBet: 0, payout: 0, profit: 0 },
    });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No records for these filters.');
    expect(screen.queryByTestId('profit-table')).not.toBeInTheDocument();
  });
});
