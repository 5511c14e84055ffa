import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TMockCall } from '../../../test/mock-ops';
import { mockOps } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

const ROWS = [
  {
    memberId: '7',
    username: 'linkai',
    kind: 'deposit',
    period: 'day',
    amount: 500_000,
    pendingAmount: 1_000_000,
    pendingEffectiveAt: '2026-03-02T08:30:00.000Z',
    updatedAt: '2026-03-01T08:30:00.000Z',
  },
  {
    memberId: '8',
    username: 'linmei',
    kind: 'loss',
    period: 'week',
    amount: 200_000,
    pendingAmount: null,
    pendingEffectiveAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
  },
  {
    memberId: '9',
    username: 'wang',
    kind: 'wager',
    period: 'month',
    amount: 3_000_000,
    pendingAmount: null,
    pendingEffectiveAt: null,
    updatedAt: '2026-02-20T09:00:00.000Z',
  },
];
const pageOf = (call: TMockCall) => ({
  list: ROWS,
  total: 3,
  page: Number(call.query.get('page') ?? 1),
  pageSize: 20,
});
const PATH = 'GET /merchants/demo/protection/limits';

describe('player protection: limits', () => {
  it('lists the limits in force with their pending changes, filtered by username and kind', async () => {
    const operator = signInAs('support');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      [PATH]: pageOf,
    });
    renderConsole('/demo/protection/limits');
    const table = await screen.findByRole('table', { name: 'Limits' });
    const first = (await within(table).findByRole('link', { name: 'linkai' })).closest('tr')!;
    expect(within(first).getByRole('link', { name: 'linkai' })).toHaveAttribute(
      'href',
      '/console/demo/members/7',
    );
    expect(within(first).getByText('Deposit')).toBeInTheDocument();
    expect(within(first).getByText('24 hours')).toBeInTheDocument();
    expect(within(first).getByText('5,000.00')).toBeInTheDocument();
    expect(within(first).getByText(/^10,000\.00 from /)).toBeInTheDocument();
    const second = within(table).getByRole('link', { name: 'linmei' }).closest('tr')!;
    expect(within(second).getByText(/^Removed from /)).toBeInTheDocument();
    const third = within(table).getByRole('link', { name: 'wang' }).closest('tr')!;
    expect(within(third).getByText('30 days')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'lin');
    await user.selectOptions(screen.getByLabelText('Limit'), 'loss');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const last = ops.callsTo(PATH).at(-1);
      expect(last?.query.get('username')).toBe('lin');
      expect(last?.query.get('kind')).toBe('loss');
      expect(last?.query.get('page')).toBe('1');
    });
  });

  it('is in the menu under Player protection for finance, and not reachable for a content operator', async () => {
    const finance = signInAs('finance');
    mockOps({ 'GET /merchants': DEMO_MERCHANTS, 'GET /auth/me': meAnswer(finance), [PATH]: pageOf });
    const { unmount } = renderConsole('/demo/protection/limits');
    expect(await screen.findByRole('link', { name: 'Limits' })).toBeInTheDocument();
    expect(screen.getByText('Player protection')).toBeInTheDocument();
    unmount();

    const content = signInAs('content');
    mockOps({ 'GET /merchants': DEMO_MERCHANTS, 'GET /auth/me': meAnswer(content) });
    renderConsole('/demo/protection/limits');
    expect(await screen.findByRole('heading', { name: 'Not your area' })).toBeInTheDocument();
  });
});
