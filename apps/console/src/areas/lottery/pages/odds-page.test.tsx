import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

const version = (n: number, odds: Record<string, Record<string, string>>, label = `v${n}`) => ({
  version: n,
  label,
  createdBy: n === 1 ? null : '7',
  createdAt: '2026-11-20T00:00:00.000Z',
  odds,
});
const V1 = version(1, { VN_MB_LO2: { WIN: '3.400' }, VN_MB_DE: { WIN: '70.000' } }, 'kirin-default-1');
const V2 = version(2, { VN_MB_LO2: { WIN: '3.500' }, VN_MB_DE: { WIN: '70.000' } }, 'Tết promotion');
const summary = ({ odds: _odds, ...rest }: ReturnType<typeof version>) => rest;
const answer = { gameCode: 'VN_MB', current: V2, versions: [summary(V2), summary(V1)] };

describe('odds', () => {
  it('shows the prices sold now and every version, and one earlier version on request', async () => {
    const operator = signInAs('finance');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/lottery/games/VN_MB/odds': answer,
      'GET /merchants/demo/lottery/games/VN_MB/odds/1': V1,
    });
    renderConsole('/demo/lottery/games/VN_MB/odds');
    const prices = await screen.findByRole('table', { name: 'Prices sold now' });
    expect(await within(prices).findByText('3.500')).toBeInTheDocument();
    const versions = screen.getByRole('table', { name: 'Versions' });
    expect(await within(versions).findByText('Tết promotion')).toBeInTheDocument();
    expect(within(versions).getByText('the standard table')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'View: Version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version 1' });
    expect(await within(dialog).findByText('3.400')).toBeInTheDocument();
    // Finance reads odds; only owners write a version.
    expect(screen.queryByRole('button', { name: 'New odds version' })).not.toBeInTheDocument();
  });

  it('writes a new version with only the prices changed and its label', async () => {
    const operator = signInAs('owner');
    let current = answer;
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/lottery/games/VN_MB/odds': () => current,
      'PUT /merchants/demo/lottery/games/VN_MB/odds': () => {
        const v3 = version(3, { VN_MB_LO2: { WIN: '3.500' }, VN_MB_DE: { WIN: '72.500' } }, 'Summer');
        current = { gameCode: 'VN_MB', current: v3, versions: [summary(v3), ...answer.versions] };
        return current;
      },
    });
    renderConsole('/demo/lottery/games/VN_MB/odds');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New odds version' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Label'), 'Summer');
    await user.click(within(dialog).getByRole('button', { name: 'Write the new version' }));
    expect(await within(dialog).findByText('Change at least one price.')).toBeInTheDocument();

    const price = within(dialog).getByLabelText('New price: VN_MB_DE WIN');
    await user.clear(price);
    await user.type(price, '72.5001');
    await user.click(within(dialog).getByRole('button', { name: 'Write the new version' }));
    expect(
      await within(dialog).findByText('A price above 0 with at most three decimals.'),
    ).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/lottery/games/VN_MB/odds')).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '72.500');
    await user.click(within(dialog).getByRole('button', { name: 'Write the new version' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ops.callsTo('PUT /merchants/demo/lottery/games/VN_MB/odds')[0]?.body).toEqual({
      label: 'Summer',
      odds: { VN_MB_DE: { WIN: '72.500' } },
    });
    expect(await screen.findByText('Version 3 · Summer')).toBeInTheDocument();
  });
});
