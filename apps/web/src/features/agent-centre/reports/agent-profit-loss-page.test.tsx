import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgentProfitLossPage } from './agent-profit-loss-page';
import { play, queriesSentTo, renderAgentReport } from './testing/render-agent-report';

const PL = '/wps/agent/reports/profit-loss';
const row = (username: string, isAgent: boolean, teamSize: number, validBet: number, payout: number) => ({
  username,
  isAgent,
  teamSize,
  ...play(validBet, payout),
  bonus: 0,
  rebate: 0,
  netProfit: validBet - payout,
});
const top = {
  range: { startDate: '2025-05-01', endDate: '2025-05-01' },
  trail: ['boss'],
  self: row('boss', true, 3, 100, 0),
  totals: { ...row('', true, 3, 7_600, 11_900) },
  list: [row('mid', true, 1, 3_500, 1_900), row('kid2', false, 0, 4_000, 10_000)],
  total: 2,
  page: 1,
  pageSize: 20,
};
const mid = {
  ...top,
  trail: ['boss', 'mid'],
  self: row('mid', true, 1, 1_000, 1_500),
  list: [row('kid1', false, 0, 2_500, 400)],
  total: 1,
};

describe('agent user profit and loss', () => {
  it('opens an agent row one level down and leads back with the trail', { timeout: 20_000 }, async () => {
    const answers = { [PL]: { value: top } };
    const { user, fetchMock } = renderAgentReport(
      <AgentProfitLossPage title="User profit and loss" />,
      answers,
    );
    const rows = await screen.findAllByTestId('agent-pl-row');
    expect(rows[0]).toHaveTextContent(/mid ›\s*1\s*35\.00\s*19\.00\s*-16\.00/);
    expect(rows[1]).toHaveTextContent('kid2');
    expect(screen.getAllByTestId('agent-pl-open')).toHaveLength(1); // a player row does not open
    expect(screen.getByTestId('agent-pl-self')).toHaveTextContent('boss (own bets)');

    answers[PL] = { value: mid };
    await user.click(screen.getByRole('button', { name: 'Open the downlines of mid' }));
    await waitFor(() => expect(queriesSentTo(fetchMock, PL).at(-1)).toMatchObject({ username: 'mid' }));
    expect(await screen.findByText('kid1')).toBeInTheDocument();
    expect(screen.getByTestId('agent-trail')).toHaveTextContent('boss› mid');

    answers[PL] = { value: top };
    await user.click(screen.getByTestId('agent-trail-link'));
    // Back at the top (its answer is cached): the caller's own downlines again.
    expect(await screen.findByText('kid2')).toBeInTheDocument();
    expect(screen.getByTestId('agent-trail')).toHaveTextContent(/^boss$/);
  });

  it('says so when the opened member has no direct downlines', async () => {
    renderAgentReport(<AgentProfitLossPage title="User profit and loss" />, {
      [PL]: { value: { ...top, list: [], total: 0 } },
    });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No direct downlines.');
  });
});
