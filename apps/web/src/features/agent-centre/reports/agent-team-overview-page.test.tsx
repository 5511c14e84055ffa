import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgentTeamOverviewPage } from './agent-team-overview-page';
import { queriesSentTo, renderAgentReport } from './testing/render-agent-report';

const OVERVIEW = '/wps/agent/reports/overview';

function overview(teamSize = 12, validBet = 150_000) {
  return {
    range: { startDate: '2025-05-01', endDate: '2025-05-02' },
    subject: 'boss',
    figures: {
      teamSize,
      onlineNow: 3,
      registrations: 2,
      firstDepositCount: 1,
      firstDepositAmount: 50_000,
      depositCount: 4,
      depositAmount: 250_000,
      depositorDays: 2,
      withdrawalCount: 1,
      withdrawalAmount: 20_000,
      rounds: 9,
      stake: validBet,
      validBet,
      payout: 100_000,
      winLoss: 100_000 - validBet,
      bonus: 1_000,
      rebate: 500,
      dividend: 0,
      dailySalary: 2_000,
      hourlySalary: 0,
      realtimeSalary: 0,
      netProfit: validBet - 100_000 - 3_500,
    },
    days: [
      {
        day: '2025-05-01',
        validBet: validBet > 0 ? 100_000 : 0,
        payout: 0,
        winLoss: validBet > 0 ? -100_000 : 0,
        depositAmount: 0,
        withdrawalAmount: 0,
      },
      {
        day: '2025-05-02',
        validBet: validBet > 0 ? 50_000 : 0,
        payout: validBet > 0 ? 100_000 : 0,
        winLoss: validBet > 0 ? 50_000 : 0,
        depositAmount: 0,
        withdrawalAmount: 0,
      },
    ],
  };
}

describe('agent team overview', () => {
  it("shows the team's figures and the period's days as a chart", async () => {
    renderAgentReport(<AgentTeamOverviewPage title="Team overview" />, { [OVERVIEW]: { value: overview() } });
    expect(await screen.findByTestId('agent-figure-teamSize')).toHaveTextContent(/Team size\s*12/);
    expect(screen.getByTestId('agent-figure-depositAmount')).toHaveTextContent('2,500.00');
    expect(screen.getByTestId('agent-figure-winLoss')).toHaveTextContent('-500.00');
    expect(screen.getByTestId('agent-figure-netProfit')).toHaveTextContent('+465.00');
    const chart = screen.getByTestId('agent-day-chart');
    expect(within(chart).getByRole('img', { name: 'Valid bet and win/loss by day' })).toBeInTheDocument();
    expect(
      within(chart)
        .getAllByTestId('agent-chart-day')
        .map((g) => g.dataset.day),
    ).toEqual(['2025-05-01', '2025-05-02']);
    expect(within(chart).getByRole('table')).toHaveTextContent('2025-05-02500.00500.00');
    expect(screen.getByText("Today's figures are updated every minute.")).toBeInTheDocument();
  });

  it('asks for today first, then the period, member, scope and category chosen', async () => {
    const { user, fetchMock } = renderAgentReport(<AgentTeamOverviewPage title="Team overview" />, {
      [OVERVIEW]: { value: overview() },
    });
    await screen.findByTestId('agent-figures');
    expect(queriesSentTo(fetchMock, OVERVIEW)).toEqual([{ period: 'TODAY', scope: 'TEAM' }]);
    await user.click(screen.getByTestId('agent-filter-period-LAST_7_DAYS'));
    await waitFor(() =>
      expect(queriesSentTo(fetchMock, OVERVIEW).at(-1)).toEqual({ period: 'LAST_7_DAYS', scope: 'TEAM' }),
    );
    await user.type(screen.getByTestId('agent-filter-username'), ' kid1 ');
    await user.selectOptions(screen.getByTestId('agent-filter-scope'), 'DIRECT');
    await user.selectOptions(screen.getByTestId('agent-filter-category'), 'LIVE');
    await user.click(screen.getByTestId('agent-filter-search'));
    await waitFor(() =>
      expect(queriesSentTo(fetchMock, OVERVIEW).at(-1)).toEqual({
        period: 'LAST_7_DAYS',
        scope: 'DIRECT',
        username: 'kid1',
        gameCategory: 'LIVE',
      }),
    );
  });

  it('refuses a custom range longer than 92 days before asking', async () => {
    const { user, fetchMock } = renderAgentReport(<AgentTeamOverviewPage title="Team overview" />, {
      [OVERVIEW]: { value: overview() },
    });
    await screen.findByTestId('agent-figures');
    await user.click(screen.getByTestId('agent-filter-period-CUSTOM'));
    await user.type(screen.getByTestId('agent-filter-start'), '2025-01-01');
    await user.type(screen.getByTestId('agent-filter-end'), '2025-04-03');
    await user.click(screen.getByTestId('agent-filter-search'));
    expect(screen.getByTestId('agent-filter-error')).toHaveTextContent('Choose at most 92 days.');
    expect(queriesSentTo(fetchMock, OVERVIEW)).toHaveLength(1);
  });

  it('says so honestly when there is no team and no play', async () => {
    renderAgentReport(<AgentTeamOverviewPage title="Team overview" />, {
      [OVERVIEW]: { value: overview(0, 0) },
    });
    const empties = await screen.findAllByTestId('empty-state');
    expect(empties.map((e) => e.textContent)).toEqual([
      'No members in this team yet.',
      'No settled bets in this period.',
    ]);
    expect(screen.queryByTestId('agent-day-chart')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a member outside the team", async () => {
    renderAgentReport(<AgentTeamOverviewPage title="Team overview" />, {
      [OVERVIEW]: { failure: { code: 'NOT_IN_AGENT_LINE', message: 'not_in_agent_line' } },
    });
    expect(await screen.findByTestId('agent-report-error')).toBeInTheDocument();
  });
});
