import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgentTeamBettingPage } from './agent-team-betting-page';
import { play, queriesSentTo, renderAgentReport } from './testing/render-agent-report';

const BETTING = '/wps/agent/reports/betting';
const betting = (total = 25) => ({
  range: { startDate: '2025-05-01', endDate: '2025-05-01' },
  list: total
    ? [
        { username: 'kid1', depth: 1, ...play(30_000, 10_000) },
        { username: 'kid2', depth: 2, ...play(1_000, 5_000) },
      ]
    : [],
  total,
  page: 1,
  pageSize: 20,
  totals: total ? play(31_000, 15_000) : play(0, 0),
  byCategory: total ? [{ gameCategory: 'RNG', ...play(31_000, 15_000) }] : [],
});

describe('agent team betting', () => {
  it("lists each member's play and the category totals, and pages", async () => {
    const { user, fetchMock } = renderAgentReport(<AgentTeamBettingPage title="Team betting" />, {
      [BETTING]: { value: betting() },
    });
    const members = await screen.findAllByTestId('agent-betting-member');
    expect(members[0]).toHaveTextContent(/kid1\s*1\s*300\.00\s*300\.00\s*100\.00\s*-200\.00/);
    expect(members[1]).toHaveTextContent('+40.00');
    const categories = screen.getByTestId('agent-betting-categories');
    expect(within(categories).getByTestId('agent-betting-category')).toHaveTextContent('Slots');
    expect(screen.getByTestId('agent-betting-total')).toHaveTextContent('-160.00');
    expect(screen.getByTestId('agent-pager')).toHaveTextContent('Page 1 of 2');
    await user.click(screen.getByTestId('agent-pager-next'));
    await waitFor(() =>
      expect(queriesSentTo(fetchMock, BETTING).at(-1)).toMatchObject({ page: '2', pageSize: '20' }),
    );
  });

  it('says so when nobody in the team bet in the period', async () => {
    renderAgentReport(<AgentTeamBettingPage title="Team betting" />, { [BETTING]: { value: betting(0) } });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No settled bets in this period.');
    expect(screen.queryByTestId('agent-betting-members')).not.toBeInTheDocument();
  });
});
