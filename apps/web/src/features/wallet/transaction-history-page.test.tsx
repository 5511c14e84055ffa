import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransactionHistoryPage } from './components/transaction-history-page';
import { transactionPage } from './testing/wallet-fixtures';
import { renderWallet, sentTo } from './testing/wallet.test-support';

const HISTORY = '/wps/relay/ODSFE2_MemTransDet';

function renderPage(page = transactionPage()) {
  return renderWallet(<TransactionHistoryPage title="Account record" />, { [HISTORY]: { value: page } });
}

describe('account record (transactionHistory)', () => {
  it('shows each line with its type and signed amount, and the page count', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('history-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Deposit');
    expect(rows[0]).toHaveTextContent('+1,234.50');
    expect(rows[0]).toHaveTextContent('2,234.50');
    expect(rows[1]).toHaveTextContent('Withdrawal');
    expect(rows[1]).toHaveTextContent('-200.00');
    expect(rows[1]).toHaveTextContent('W701');
    expect(screen.getByTestId('history-status')).toHaveTextContent('Page 1 of 3');
    expect(screen.getByTestId('history-prev')).toBeDisabled();
  });

  it('asks for the next page and filters by type and days, back on page 1', async () => {
    const { user, fetchMock, answers } = renderPage();
    await screen.findAllByTestId('history-row');
    answers[HISTORY] = { value: transactionPage({ page: 2 }) };
    await user.click(screen.getByTestId('history-next'));
    await waitFor(() => expect(screen.getByTestId('history-status')).toHaveTextContent('Page 2 of 3'));
    expect(sentTo(fetchMock, HISTORY).at(-1)?.query.get('page')).toBe('2');

    await user.selectOptions(screen.getByTestId('history-type'), 'WITHDRAWAL');
    await user.type(screen.getByTestId('history-start'), '2025-05-01');
    await user.type(screen.getByTestId('history-end'), '2025-05-02');
    await user.click(screen.getByTestId('history-search'));
    await waitFor(() => expect(sentTo(fetchMock, HISTORY).at(-1)?.query.get('type')).toBe('WITHDRAWAL'));
    const query = sentTo(fetchMock, HISTORY).at(-1)?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      type: 'WITHDRAWAL',
      startDate: '2025-05-01',
      endDate: '2025-05-02',
      page: '1',
      pageSize: '10',
    });
  });

  it('refuses a start after the end', async () => {
    const { user, fetchMock } = renderPage();
    await screen.findAllByTestId('history-row');
    const before = sentTo(fetchMock, HISTORY).length;
    await user.type(screen.getByTestId('history-start'), '2025-05-03');
    await user.type(screen.getByTestId('history-end'), '2025-05-02');
    await user.click(screen.getByTestId('history-search'));
    expect(screen.getByTestId('history-filter-error')).toHaveTextContent(
      'The start date must not be after the end date.',
    );
    expect(sentTo(fetchMock, HISTORY)).toHaveLength(before);
  });

  it('says so when nothing matches, without a pager', async () => {
    renderPage(transactionPage({ list: [], total: 0 }));
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No records for these filters.');
    expect(screen.queryByTestId('history-status')).not.toBeInTheDocument();
  });
});
