import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';
import { lotteryGame } from '../test/lottery-fixtures';

type TCap = {
  betCode: string;
  pick: string;
  mode: string;
  liabilityCapMinor: number | null;
  updatedAt: string;
};
const cap = (
  betCode: string,
  pick: string,
  mode = 'HALF_PAY',
  liabilityCapMinor: number | null = null,
): TCap => ({
  betCode,
  pick,
  mode,
  liabilityCapMinor,
  updatedAt: '2026-11-27T00:00:00.000Z',
});

function capsServer(role: Parameters<typeof signInAs>[0]) {
  const operator = signInAs(role);
  let caps = [cap('VN_MB_LO2', '07'), cap('VN_MB_DE', '68', 'CLOSED')];
  const ops = mockOps({
    'GET /merchants': DEMO_MERCHANTS,
    'GET /auth/me': meAnswer(operator),
    'GET /merchants/demo/lottery/games': [lotteryGame('VN_MB')],
    'GET /merchants/demo/lottery/games/VN_MB/caps': () => caps,
    'PUT /merchants/demo/lottery/games/VN_MB/caps': (call: TMockCall) => {
      const body = call.body as TCap;
      const saved = cap(body.betCode, body.pick, body.mode, body.liabilityCapMinor ?? null);
      caps = [...caps, saved];
      return saved;
    },
    'DELETE /merchants/demo/lottery/games/VN_MB/caps/VN_MB_LO2/07': () => {
      caps = caps.filter((c) => c.pick !== '07');
      return { isDeleted: true };
    },
  });
  return ops;
}

describe('capped numbers', () => {
  it('caps a number with a liability limit, sent in minor units', async () => {
    const ops = capsServer('owner');
    renderConsole('/demo/lottery/games/VN_MB/caps');
    const table = await screen.findByRole('table', { name: 'Capped numbers of VN_MB' });
    expect(await within(table).findByText('Closed to bets')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cap a number' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Bet type'), 'VN_MB_LO2');
    await user.type(within(dialog).getByLabelText('Number'), '99');
    await user.selectOptions(within(dialog).getByLabelText('Cap'), 'LIMIT');
    await user.click(within(dialog).getByRole('button', { name: 'Cap a number' }));
    expect(await within(dialog).findByText('A liability limit needs its amount.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Liability limit'), '20,000');
    await user.click(within(dialog).getByRole('button', { name: 'Cap a number' }));
    expect(await within(table).findByText('20,000.00')).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/lottery/games/VN_MB/caps')[0]?.body).toEqual({
      betCode: 'VN_MB_LO2',
      pick: '99',
      mode: 'LIMIT',
      liabilityCapMinor: 2_000_000,
    });
  });

  it('lifts a cap', async () => {
    const ops = capsServer('owner');
    renderConsole('/demo/lottery/games/VN_MB/caps');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lift the cap: VN_MB_LO2 07' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Lift the cap' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Lift the cap: VN_MB_LO2 07' })).not.toBeInTheDocument(),
    );
    expect(ops.callsTo('DELETE /merchants/demo/lottery/games/VN_MB/caps/VN_MB_LO2/07')).toHaveLength(1);
  });

  it('shows the auditor the caps without changes', async () => {
    capsServer('auditor');
    renderConsole('/demo/lottery/games/VN_MB/caps');
    expect(await screen.findByText('Closed to bets')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cap a number|Lift/ })).not.toBeInTheDocument();
  });
});
