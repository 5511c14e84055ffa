import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';
import { group } from '../test/games-fixtures';

function groupsServer(role: Parameters<typeof signInAs>[0], initial = [group('NEW'), group('HOT')]) {
  const operator = signInAs(role);
  let groups = initial;
  const ops = mockOps({
    'GET /merchants': DEMO_MERCHANTS,
    'GET /auth/me': meAnswer(operator),
    'GET /merchants/demo/game-groups': () => groups,
    'PUT /merchants/demo/game-groups': (call: TMockCall) => {
      groups = (call.body as { groups: typeof groups }).groups;
      return groups;
    },
  });
  return ops;
}

describe('game groups', () => {
  it('adds a group by sending the whole set with it', async () => {
    const ops = groupsServer('content');
    renderConsole('/demo/games/groups');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add group' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Group code'), 'FISHY');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'FISH');
    await user.type(within(dialog).getByLabelText('Heading (Traditional Chinese)'), '捕魚精選');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const table = screen.getByRole('table', { name: 'Game groups' });
    expect(await within(table).findByText('捕魚精選')).toBeInTheDocument();
    // The empty English heading is left out rather than sent blank.
    expect(ops.callsTo('PUT /merchants/demo/game-groups')[0]?.body).toEqual({
      groups: [
        group('NEW'),
        group('HOT'),
        { code: 'FISHY', gameCategory: 'FISH', labelNames: { TW: '捕魚精選' }, sortOrder: 0 },
      ],
    });
  });

  it('needs the Traditional Chinese heading', async () => {
    const ops = groupsServer('owner');
    renderConsole('/demo/games/groups');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit group: NEW' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Heading (Traditional Chinese)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The Traditional Chinese name is required.')).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/game-groups')).toHaveLength(0);
  });

  it('removes a group by sending the set without it', async () => {
    const ops = groupsServer('owner');
    renderConsole('/demo/games/groups');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove group: NEW' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove group' }));
    await waitFor(() => expect(screen.queryByText('Group NEW')).not.toBeInTheDocument());
    expect(ops.callsTo('PUT /merchants/demo/game-groups')[0]?.body).toEqual({ groups: [group('HOT')] });
  });

  it('shows the auditor the groups without changes', async () => {
    groupsServer('auditor');
    renderConsole('/demo/games/groups');
    expect(await screen.findByText('Group NEW')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Add group|Edit group|Remove group/ }),
    ).not.toBeInTheDocument();
  });
});
