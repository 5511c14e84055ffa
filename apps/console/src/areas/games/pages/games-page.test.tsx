import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';
import { game, gamePage, group, lane } from '../test/games-fixtures';

const base = (role: Parameters<typeof signInAs>[0]) => {
  const operator = signInAs(role);
  return {
    'GET /merchants': DEMO_MERCHANTS,
    'GET /auth/me': meAnswer(operator),
    'GET /merchants/demo/game-vendors': [lane('KIRIN'), lane('PG', { gameCategory: 'RNG' })],
    'GET /merchants/demo/game-groups': [group('NEW'), group('TABLES', { gameCategory: 'LIVE' })],
  };
};

describe('games list', () => {
  it('lists the games the server answers, and filters and pages them there', async () => {
    const ops = mockOps({
      ...base('content'),
      'GET /merchants/demo/games': gamePage(
        [game('1', { isHot: true }), game('2', { isEnabled: false })],
        45,
      ),
    });
    renderConsole('/demo/games/games');
    const table = await screen.findByRole('table', { name: 'Games' });
    expect(await within(table).findByText('GAME_1')).toBeInTheDocument();
    expect(within(table).getByText('Game 2')).toBeInTheDocument();
    expect(within(table).getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3 · 45 rows')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Vendor'), 'PG');
    await user.selectOptions(screen.getByLabelText('Category'), 'LIVE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const last = ops.callsTo('GET /merchants/demo/games').at(-1);
      expect(last?.query.get('vassalage')).toBe('PG');
      expect(last?.query.get('gameCategory')).toBe('LIVE');
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(ops.callsTo('GET /merchants/demo/games').at(-1)?.query.get('page')).toBe('2'));
  });

  it('edits the hot flag, order and group of a game, then shows the list as the server has it', async () => {
    let rows = [game('1')];
    const ops = mockOps({
      ...base('content'),
      'GET /merchants/demo/games': () => gamePage(rows)({ query: new URLSearchParams() } as never),
      'PUT /merchants/demo/games/1': () => {
        rows = [game('1', { isHot: true, sortOrder: 5, groupCode: 'NEW' })];
        return rows[0];
      },
    });
    renderConsole('/demo/games/games');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit: KIRIN GAME_1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Hot'));
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.type(within(dialog).getByLabelText('Order'), '5');
    await user.selectOptions(within(dialog).getByLabelText('Group'), 'NEW');
    // Only the category's groups are offered.
    expect(within(dialog).queryByRole('option', { name: /TABLES/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ops.callsTo('PUT /merchants/demo/games/1')[0]?.body).toEqual({
      isHot: true,
      isMaintenance: false,
      isEnabled: true,
      sortOrder: 5,
      groupCode: 'NEW',
    });
    // The list is read again: the row shows the group and the hot badge the server now answers.
    const table = screen.getByRole('table', { name: 'Games' });
    expect(await within(table).findByText('NEW')).toBeInTheDocument();
    expect(within(table).getAllByText('Hot')).toHaveLength(2);
  });

  it('keeps the dialog open on an order that is not a number, and sends nothing', async () => {
    const ops = mockOps({ ...base('owner'), 'GET /merchants/demo/games': gamePage([game('1')]) });
    renderConsole('/demo/games/games');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit: KIRIN GAME_1' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required.')).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/games/1')).toHaveLength(0);
  });

  it('shows the server refusing a change in the dialog', async () => {
    mockOps({
      ...base('owner'),
      'GET /merchants/demo/games': gamePage([game('1')]),
      'PUT /merchants/demo/games/1': { success: false, code: 'NOT_FOUND', message: 'not_found' },
    });
    renderConsole('/demo/games/games');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit: KIRIN GAME_1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each(['auditor', 'support'] as const)('shows %s the games without any edit control', async (role) => {
    mockOps({ ...base(role), 'GET /merchants/demo/games': gamePage([game('1')]) });
    renderConsole('/demo/games/games');
    expect(await screen.findByText('GAME_1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });
});
