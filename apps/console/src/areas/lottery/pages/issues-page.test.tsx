import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';
import { issue, lotteryGame, NORTH_BOARD } from '../test/lottery-fixtures';

const ISSUES = 'GET /merchants/demo/lottery/games/VN_MB/issues';
const page =
  (rows: ReturnType<typeof issue>[], total = rows.length) =>
  (call: TMockCall) => ({
    list: rows,
    total,
    page: Number(call.query.get('page') ?? 1),
    pageSize: Number(call.query.get('pageSize') ?? 50),
  });

describe('issues of a game', () => {
  it('lists issues from the server with their results, and pages and filters them there', async () => {
    const operator = signInAs('support');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/lottery/games': [lotteryGame('VN_MB')],
      [ISSUES]: page(
        [
          issue('27', {
            status: 'DRAWN',
            results: [{ stationId: 'ha-noi', source: 'OPERATOR', result: NORTH_BOARD }],
          }),
          issue('26', { status: 'CLOSED', lastFeedError: 'feed timed out' }),
        ],
        60,
      ),
    });
    renderConsole('/demo/lottery/games/VN_MB/issues');
    const table = await screen.findByRole('table', { name: 'Issues of Miền Bắc' });
    expect(await within(table).findByText('ĐB 86421')).toBeInTheDocument();
    expect(within(table).getByText('feed timed out')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Result entry: 20261126' })).toHaveAttribute(
      'href',
      '/console/demo/lottery/issues/26/results',
    );
    expect(screen.getByText('Page 1 of 3 · 60 rows')).toBeInTheDocument();
    // Support enters results but cannot cancel a draw.
    expect(screen.queryByRole('button', { name: /Cancel the draw/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'CLOSED');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(ops.callsTo(ISSUES).at(-1)?.query.get('status')).toBe('CLOSED'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(ops.callsTo(ISSUES).at(-1)?.query.get('page')).toBe('2'));
  });

  it('cancels a draw only with a reason, and shows the issue as the server has it then', async () => {
    const operator = signInAs('owner');
    let rows = [issue('26', { status: 'CLOSED' })];
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/lottery/games': [lotteryGame('VN_MB')],
      [ISSUES]: () => page(rows)({ query: new URLSearchParams() } as TMockCall),
      'POST /merchants/demo/lottery/issues/26/cancel': () => {
        rows = [issue('26', { status: 'CANCELLED', cancelReason: 'Typhoon: the draw did not take place' })];
        return { previousStatus: 'CLOSED', status: 'CANCELLED' };
      },
    });
    renderConsole('/demo/lottery/games/VN_MB/issues');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel the draw: 20261126' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the draw' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/lottery/issues/26/cancel')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Typhoon: the draw did not take place');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the draw' }));
    expect(await screen.findByText('Typhoon: the draw did not take place')).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/lottery/issues/26/cancel')[0]?.body).toEqual({
      reason: 'Typhoon: the draw did not take place',
    });
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel the draw: 20261126' })).not.toBeInTheDocument();
  });

  it('shows the server refusing a cancel of a draw being settled', async () => {
    const operator = signInAs('owner');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/lottery/games': [lotteryGame('VN_MB')],
      [ISSUES]: page([issue('26', { status: 'DRAWN' })]),
      'POST /merchants/demo/lottery/issues/26/cancel': {
        success: false,
        code: 'INVALID_STATE',
        message: 'invalid_state',
        details: { status: 'SETTLING' },
      },
    });
    renderConsole('/demo/lottery/games/VN_MB/issues');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel the draw: 20261126' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'wrong result');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the draw' }));
    expect(
      await within(dialog).findByText('This can no longer be done in its current status.'),
    ).toBeInTheDocument();
  });

  it('shows the auditor the issues without cancel', async () => {
    const operator = signInAs('auditor');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/lottery/games': [lotteryGame('VN_MB')],
      [ISSUES]: page([issue('26')]),
    });
    renderConsole('/demo/lottery/games/VN_MB/issues');
    expect(await screen.findByText('20261126')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });
});
