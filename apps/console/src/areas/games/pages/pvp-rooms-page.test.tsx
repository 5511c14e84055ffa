import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';
import { game, gamePage, room } from '../test/games-fixtures';
import { toRoomSave } from '../api/pvp-rooms';

function roomsServer(role: Parameters<typeof signInAs>[0]) {
  const operator = signInAs(role);
  let rooms = [room('NIU_100'), room('NIU_500', { id: '2', minBetMinor: 50000 })];
  const ops = mockOps({
    'GET /merchants': DEMO_MERCHANTS,
    'GET /auth/me': meAnswer(operator),
    'GET /merchants/demo/games': gamePage([
      game('31', { vassalage: 'KIRIN', code: 'NIU_NIU', gameCategory: 'PVP' }),
    ]),
    'GET /merchants/demo/pvp-rooms': () => rooms,
    'PUT /merchants/demo/pvp-rooms': (call: TMockCall) => {
      const saved = (call.body as { rooms: ReturnType<typeof toRoomSave>[] }).rooms;
      rooms = saved.map((r, i) => ({ ...r, id: String(i + 1) }));
      return rooms;
    },
  });
  return ops;
}

describe('PvP rooms', () => {
  it('lists rooms with their game and minimum bet', async () => {
    const ops = roomsServer('content');
    renderConsole('/demo/games/pvp-rooms');
    const table = await screen.findByRole('table', { name: 'PvP rooms' });
    expect(await within(table).findByText('500.00')).toBeInTheDocument();
    expect(within(table).getAllByText('KIRIN NIU_NIU')).toHaveLength(2);
    expect(ops.callsTo('GET /merchants/demo/games')[0]?.query.get('gameCategory')).toBe('PVP');
  });

  it('closes a room by sending every room, that one closed', async () => {
    const ops = roomsServer('owner');
    renderConsole('/demo/games/pvp-rooms');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close room: NIU_100' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close room' }));
    expect(await screen.findByRole('button', { name: 'Reopen room: NIU_100' })).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/pvp-rooms')[0]?.body).toEqual({
      rooms: [
        { ...toRoomSave(room('NIU_100')), isEnabled: false },
        toRoomSave(room('NIU_500', { id: '2', minBetMinor: 50000 })),
      ],
    });
  });

  it('adds a room with its minimum bet typed as an amount, sent in minor units', async () => {
    const ops = roomsServer('content');
    renderConsole('/demo/games/pvp-rooms');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add room' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Room code'), 'NIU_1000');
    await user.type(within(dialog).getByLabelText('Name (Traditional Chinese)'), '千元房');
    await user.type(within(dialog).getByLabelText('Name (English)'), 'Thousand');
    await user.type(within(dialog).getByLabelText('Minimum bet'), '1,000.50');
    await user.clear(within(dialog).getByLabelText('Seats'));
    await user.type(within(dialog).getByLabelText('Seats'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(ops.callsTo('PUT /merchants/demo/pvp-rooms')).toHaveLength(1));
    expect(
      (ops.callsTo('PUT /merchants/demo/pvp-rooms')[0]?.body as { rooms: unknown[] }).rooms.at(-1),
    ).toEqual({
      roomCode: 'NIU_1000',
      gameId: '31',
      names: { TW: '千元房', EN: 'Thousand' },
      minBetMinor: 100050,
      seats: 5,
      isEnabled: true,
      sortOrder: 0,
    });
  });

  it('refuses a minimum bet that is not an amount', async () => {
    const ops = roomsServer('content');
    renderConsole('/demo/games/pvp-rooms');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit room: NIU_100' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Minimum bet'));
    await user.type(within(dialog).getByLabelText('Minimum bet'), '1.234');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An amount with at most two decimals.')).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/pvp-rooms')).toHaveLength(0);
  });

  it('shows the auditor the rooms without changes', async () => {
    roomsServer('auditor');
    renderConsole('/demo/games/pvp-rooms');
    expect(await screen.findByText('NIU_500')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /room/ })).not.toBeInTheDocument();
  });
});
