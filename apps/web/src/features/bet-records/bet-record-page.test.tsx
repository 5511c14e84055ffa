import { formatDateTime } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useModalStore } from '../../lib/modal-store';
import { BetRecordPage } from './components/bet-record-page';
import { dayRangeOf } from './day-range';
import { betRecordPage } from './testing/bet-record-fixtures';
import { queriesSentTo, renderRecords } from './testing/render-records';

const RECORDS = '/wps/relay/ODSFE2_betRecords';

function renderPage(page = betRecordPage()) {
  return renderRecords(<BetRecordPage title="Betting record" />, { [RECORDS]: { value: page } });
}

describe('betting record (personalHistoryCopy)', () => {
  it('shows each round with its amounts, signed profit and status, and the totals of the filter', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('records-row');
    expect(rows).toHaveLength(2);
    const [win, loss] = rows as [HTMLElement, HTMLElement];
    expect(win).toHaveTextContent(formatDateTime('2025-05-02T10:15:30Z', 'UTC'));
    expect(win).toHaveTextContent(/Kirin Games.*Kirin Fortune Reels.*S1001/);
    expect(win).toHaveTextContent('10.00');
    expect(win).toHaveTextContent('25.50');
    expect(within(win).getByTestId('records-profit')).toHaveTextContent('+15.50');
    expect(within(win).getByTestId('records-profit')).toHaveAttribute('data-sign', 'positive');
    expect(win).toHaveTextContent('Settled');
    expect(within(loss).getByTestId('records-profit')).toHaveTextContent('-1,234.56');
    expect(within(loss).getByTestId('records-profit')).toHaveAttribute('data-sign', 'negative');

    const totals = screen.getByTestId('records-totals');
    expect(totals).toHaveTextContent('Total (25 rounds)');
    expect(screen.getByTestId('records-total-stake')).toHaveTextContent('12,345.67');
    expect(screen.getByTestId('records-total-valid-bet')).toHaveTextContent('12,000.00');
    expect(screen.getByTestId('records-total-payout')).toHaveTextContent('10,000.00');
    expect(screen.getByTestId('records-total-profit')).toHaveTextContent('-2,345.67');
    expect(screen.getByTestId('records-pager-status')).toHaveTextContent('Page 1 of 3');
  });

  it('offers "verify" for in-house rounds only, leading to the fairness page with the member centre closed', async () => {
    const { user, router } = renderPage();
    useModalStore.getState().openModal({ name: 'memberCentre', page: 'personalHistoryCopy' });
    const [win, loss] = (await screen.findAllByTestId('records-row')) as [HTMLElement, HTMLElement];
    expect(within(loss).queryByTestId('records-verify')).not.toBeInTheDocument();
    const verify = within(win).getByTestId('records-verify');
    expect(verify).toHaveAttribute('href', '/fairness?round=S1001');

    await user.click(verify);
    expect(await screen.findByTestId('fairness-stand-in')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?round=S1001');
    expect(useModalStore.getState().stack).toEqual([]);
  });

  it('asks for the last 7 days first, then the next page, then the filters chosen, back on page 1', async () => {
    const { user, fetchMock, answers } = renderPage();
    await screen.findAllByTestId('records-row');
    const week = dayRangeOf('LAST_7_DAYS');
    expect(queriesSentTo(fetchMock, RECORDS)).toEqual([{ ...week, page: '1', pageSize: '10' }]);

    answers[RECORDS] = { value: betRecordPage({ page: 2 }) };
    await user.click(screen.getByTestId('records-pager-next'));
    await waitFor(() => expect(screen.getByTestId('records-pager-status')).toHaveTextContent('Page 2 of 3'));
    expect(queriesSentTo(fetchMock, RECORDS).at(-1)?.page).toBe('2');

    await user.selectOptions(screen.getByTestId('records-category'), 'LIVE');
    await user.selectOptions(screen.getByTestId('records-range'), 'TODAY');
    await user.selectOptions(screen.getByTestId('records-status'), 'SETTLED');
    await user.click(screen.getByTestId('records-search'));
    const today = dayRangeOf('TODAY');
    await waitFor(() =>
      expect(queriesSentTo(fetchMock, RECORDS).at(-1)).toEqual({
        gameCategory: 'LIVE',
        status: 'SETTLED',
        ...today,
        page: '1',
        pageSize: '10',
      }),
    );
  });

  it('takes a custom range of inclusive days and refuses a start after the end', async () => {
    const { user, fetchMock } = renderPage();
    await screen.findAllByTestId('records-row');
    expect(screen.queryByTestId('records-start')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByTestId('records-range'), 'CUSTOM');
    await user.type(screen.getByTestId('records-start'), '2025-05-03');
    await user.type(screen.getByTestId('records-end'), '2025-05-02');
    const sent = queriesSentTo(fetchMock, RECORDS).length;
    await user.click(screen.getByTestId('records-search'));
    expect(screen.getByTestId('records-filter-error')).toHaveTextContent(
      'The start date must not be after the end date.',
    );
    expect(queriesSentTo(fetchMock, RECORDS)).toHaveLength(sent);

    await user.clear(screen.getByTestId('records-start'));
    await user.type(screen.getByTestId('records-start'), '2025-04-20');
    await user.click(screen.getByTestId('records-search'));
    await waitFor(() =>
      expect(queriesSentTo(fetchMock, RECORDS).at(-1)).toEqual({
        startDate: '2025-04-20',
        endDate: '2025-05-02',
        page: '1',
        pageSize: '10',
      }),
    );
    expect(screen.queryByTestId('records-filter-error')).not.toBeInTheDocument();
  });

  it('says so when nothing matches, without a table or pager', async () => {
    renderPage(
      betRecordPage({
        list: [],
        total: 0,
        totals: { rounds: 0, stake: 0, validBet: 0, payout: 0, profit: 0 },
      }),
    );
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No records for these filters.');
    expect(screen.queryByTestId('records-table')).not.toBeInTheDocument();
    expect(screen.queryByTestId('records-pager-status')).not.toBeInTheDocument();
  });

  it('shows the server refusal and tries again on demand', async () => {
    const { user, answers } = renderRecords(<BetRecordPage title="Betting record" />, {
      [RECORDS]: { failure: { code: 'TRIAL_ACCOUNT', message: 'in_need_true_account' } },
    });
    const failure = await screen.findByTestId('records-error');
    expect(failure).not.toHaveTextContent('in_need_true_account');
    answers[RECORDS] = { value: betRecordPage() };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('records-row')).toHaveLength(2);
  });
});
