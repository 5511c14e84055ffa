import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';
import { lotteryGame, SSC } from '../test/lottery-fixtures';

describe('lottery games', () => {
  it('lists the games with their limits and links to their issues, odds, caps and report', async () => {
    const operator = signInAs('support');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/lottery/games': [
        lotteryGame('VN_MB', { maxPayoutMinor: 50_000_000, isSuspended: true }),
        SSC,
      ],
    });
    renderConsole('/demo/lottery/games');
    const table = await screen.findByRole('table', { name: 'Lottery games' });
    expect(await within(table).findByText('Miền Bắc')).toBeInTheDocument();
    expect(within(table).getByText('500,000.00')).toBeInTheDocument();
    expect(within(table).getByText('Suspended')).toBeInTheDocument();
    expect(within(table).getByText('Every 1 min')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Issues: VN_MB' })).toHaveAttribute(
      'href',
      '/console/demo/lottery/games/VN_MB/issues',
    );
    // Support reads games and enters results, but only owners change a game.
    expect(screen.queryByRole('button', { name: /Settings/ })).not.toBeInTheDocument();
  });

  it('sends only the settings the owner changed, and shows the list as the server has it', async () => {
    const operator = signInAs('owner');
    let games = [lotteryGame('VN_MB')];
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/lottery/games': () => games,
      'PATCH /merchants/demo/lottery/games/VN_MB': (call: TMockCall) => {
        games = [lotteryGame('VN_MB', call.body as object)];
        return games[0];
      },
    });
    renderConsole('/demo/lottery/games');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Settings: VN_MB' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Suspended'));
    await user.type(within(dialog).getByLabelText('Most payout per bet'), '250,000');
    await user.selectOptions(within(dialog).getByLabelText('Results'), 'HTTP_FEED');
    await user.type(within(dialog).getByLabelText('Results feed address'), 'https://results.example/vn');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ops.callsTo('PATCH /merchants/demo/lottery/games/VN_MB')[0]?.body).toEqual({
      isSuspended: true,
      maxPayoutMinor: 25_000_000,
      resultSource: 'HTTP_FEED',
      feedUrl: 'https://results.example/vn',
    });
    expect(await screen.findByText('250,000.00')).toBeInTheDocument();
  });

  it('says so when nothing was changed, and shows field problems the server answers', async () => {
    const operator = signInAs('owner');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/lottery/games': [lotteryGame('VN_MB')],
      'PATCH /merchants/demo/lottery/games/VN_MB': {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'validation_failed',
        details: { maxBetStakeMinor: 'must be at least the minimum unit stake' },
      },
    });
    renderConsole('/demo/lottery/games');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Settings: VN_MB' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Change something first.')).toBeInTheDocument();
    expect(ops.callsTo('PATCH /merchants/demo/lottery/games/VN_MB')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Most stake per bet'), '0.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/must be at least the minimum unit stake/)).toBeInTheDocument();
    expect(ops.callsTo('PATCH /merchants/demo/lottery/games/VN_MB')[0]?.body).toEqual({
      maxBetStakeMinor: 50,
    });
  });

  it('offers a fast game no result source and a tie rule per bet type that can tie', async () => {
    const operator = signInAs('owner');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/lottery/games': [SSC],
      'PATCH /merchants/demo/lottery/games/SSC_1M': SSC,
    });
    renderConsole('/demo/lottery/games');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Settings: SSC_1M' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Results')).not.toBeInTheDocument();
    const tieRules = within(dialog).getByRole('group', { name: 'Tie rules' });
    const [first] = within(tieRules).getAllByRole('combobox');
    await user.selectOptions(first!, 'REFUND');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(ops.callsTo('PATCH /merchants/demo/lottery/games/SSC_1M')).toHaveLength(1));
    const body = ops.callsTo('PATCH /merchants/demo/lottery/games/SSC_1M')[0]?.body as { tieRules: object };
    expect(Object.values(body.tieRules)).toEqual(['REFUND']);
    expect(Object.keys(body)).toEqual(['tieRules']);
  });
});
