import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';
import { lane } from '../test/games-fixtures';

describe('vendor lanes', () => {
  it('adds a lane at its vendor and category, then lists it as the server has it', async () => {
    const operator = signInAs('content');
    let lanes = [lane('KIRIN')];
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/game-vendors': () => lanes,
      'PUT /merchants/demo/game-vendors/PG_SOFT/FISH': () => {
        const saved = lane('PG_SOFT', {
          gameCategory: 'FISH',
          displayName: 'PG Fishing',
          isHot: true,
          sortOrder: 3,
        });
        lanes = [...lanes, saved];
        return saved;
      },
    });
    renderConsole('/demo/games/lanes');
    const table = await screen.findByRole('table', { name: 'Vendor lanes' });
    expect(await within(table).findByText('KIRIN slots')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add lane' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Vendor code'), 'PG_SOFT');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'FISH');
    await user.type(within(dialog).getByLabelText('Name on the card'), 'PG Fishing');
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.type(within(dialog).getByLabelText('Order'), '3');
    await user.click(within(dialog).getByLabelText('Hot'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(table).findByText('PG Fishing')).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/game-vendors/PG_SOFT/FISH')[0]?.body).toEqual({
      displayName: 'PG Fishing',
      isHot: true,
      isMaintenance: false,
      isEnabled: true,
      imagePath: null,
      sortOrder: 3,
    });
  });

  it('tells the operator which lanes players see, and how they play them', async () => {
    const operator = signInAs('content');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/game-vendors': [
        lane('KIRIN'),
        lane('TCG_SEA', { gameCategory: 'LOTT', displayName: 'Kirin Lottery', playerReach: 'OWN_LOTTERY' }),
        lane('SHARK', { gameCategory: 'FISH', displayName: 'Shark Fishing', playerReach: 'HIDDEN' }),
      ],
    });
    renderConsole('/demo/games/lanes');
    const table = await screen.findByRole('table', { name: 'Vendor lanes' });
    const rowOf = async (name: string) => (await within(table).findByText(name)).closest('tr') as HTMLElement;
    expect(within(await rowOf('KIRIN slots')).getByText('Launch at the vendor')).toBeInTheDocument();
    expect(within(await rowOf('Kirin Lottery')).getByText('Open our own lottery')).toBeInTheDocument();
    expect(
      within(await rowOf('Shark Fishing')).getByText('Hidden: the vendor has no launch URL'),
    ).toBeInTheDocument();
  });

  it('puts an existing lane in maintenance without changing its address', async () => {
    const operator = signInAs('owner');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/game-vendors': [lane('KIRIN', { imagePath: 'vendors/kirin.png' })],
      'PUT /merchants/demo/game-vendors/KIRIN/RNG': lane('KIRIN', { isMaintenance: true }),
    });
    renderConsole('/demo/games/lanes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit lane: KIRIN Slots (RNG)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Vendor code')).toHaveAttribute('readonly');
    await user.click(within(dialog).getByLabelText('Maintenance'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(ops.callsTo('PUT /merchants/demo/game-vendors/KIRIN/RNG')[0]?.body).toMatchObject({
        isMaintenance: true,
        imagePath: 'vendors/kirin.png',
        displayName: 'KIRIN slots',
      }),
    );
  });

  it('refuses a vendor code the route would refuse, before sending it', async () => {
    const operator = signInAs('content');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/game-vendors': [],
    });
    renderConsole('/demo/games/lanes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add lane' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Vendor code'), 'pg soft');
    await user.type(within(dialog).getByLabelText('Name on the card'), 'PG');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Capitals, digits and _ only (2 to 32).')).toBeInTheDocument();
    expect(ops.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('shows the auditor the lanes without add or edit', async () => {
    const operator = signInAs('auditor');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/game-vendors': [lane('KIRIN')],
    });
    renderConsole('/demo/games/lanes');
    expect(await screen.findByText('KIRIN slots')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add lane|Edit lane/ })).not.toBeInTheDocument();
  });
});
