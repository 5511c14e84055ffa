import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgentTransactionDetailsPage } from './agent-transaction-details-page';
import { queriesSentTo, renderAgentReport } from './testing/render-agent-report';

const TX = '/wps/agent/reports/transactions';
const page = (list: unknown[]) => ({
  range: { startDate: '2025-05-01', endDate: '2025-05-01' },
  list,
  total: list.length,
  page: 1,
  pageSize: 20,
});

describe('agent transaction details', () => {
  it("lists the agent's own rows with times in the merchant's zone", async () => {
    const { user, fetchMock } = renderAgentReport(
      <AgentTransactionDetailsPage title="Transaction details" />,
      {
        [TX]: {
          value: page([
            {
              id: '2',
              kind: 'TRANSFER_DOWNLINE',
              amount: -10_000,
              balanceAfter: 90_000,
              memo: null,
              createdAt: '2025-05-01T17:30:00.000Z',
            },
            {
              id: '1',
              kind: 'AGENT_DIVIDEND',
              amount: 30_000,
              balanceAfter: 100_000,
              memo: null,
              createdAt: '2025-05-01T10:00:00.000Z',
            },
          ]),
        },
      },
      'Asia/Ho_Chi_Minh',
    );
    const rows = await screen.findAllByTestId('agent-transaction');
    expect(rows[0]).toHaveTextContent(/2025-05-02 00:30:00\s*Transfer to downline\s*-100\.00\s*900\.00/);
    expect(rows[1]).toHaveTextContent('Dividend');
    expect(screen.queryByTestId('agent-filter-username')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('agent-filter-period-THIS_MONTH'));
    await waitFor(() =>
      expect(queriesSentTo(fetchMock, TX).at(-1)).toEqual({
        period: 'THIS_MONTH',
        page: '1',
        pageSize: '20',
      }),
    );
  });

  it('says so when there is nothing in the period', async () => {
    renderAgentReport(<AgentTransactionDetailsPage title="Transaction details" />, {
      [TX]: { value: page([]) },
    });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No transactions in this period.');
  });
});
