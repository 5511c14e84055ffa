import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';
import { vendor } from '../test/games-fixtures';

describe('vendors', () => {
  it('puts a vendor in maintenance and shows its state as the server answers it', async () => {
    const operator = signInAs('finance');
    let vendors = [vendor('PG'), vendor('SABA', { isMaintenance: true })];
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/vendors': () => vendors,
      'PUT /merchants/demo/vendors/PG/maintenance': () => {
        vendors = vendors.map((v) => (v.vassalage === 'PG' ? { ...v, isMaintenance: true } : v));
        return { vassalage: 'PG', isMaintenance: true };
      },
    });
    renderConsole('/demo/games/vendors');
    const table = await screen.findByRole('table', { name: 'Vendors' });
    expect(await within(table).findByText('PG Gaming')).toBeInTheDocument();
    expect(within(table).getAllByText('Maintenance')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'End maintenance: SABA' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start maintenance: PG' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Start maintenance' }));
    expect(await screen.findByRole('button', { name: 'End maintenance: PG' })).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/vendors/PG/maintenance')[0]?.body).toEqual({
      isMaintenance: true,
    });
  });

  it('edits an integration sending every field, so the replace keeps what was not changed', async () => {
    const operator = signInAs('owner');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/vendors': [vendor('PG', { maxRoundPayoutMinor: 5_000_000 })],
      'PUT /merchants/demo/vendors/PG': vendor('PG'),
    });
    renderConsole('/demo/games/vendors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit vendor: PG' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Most a round may pay'));
    await user.type(within(dialog).getByLabelText('Most a round may pay'), '80,000.5');
    await user.type(within(dialog).getByLabelText(/Allowed addresses/), '\n198.51.100.7');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(ops.callsTo('PUT /merchants/demo/vendors/PG')[0]?.body).toEqual({
        displayName: 'PG Gaming',
        walletMode: 'SEAMLESS',
        isEnabled: true,
        sortOrder: 0,
        launchUrl: 'https://vendor.example/launch',
        ipAllowList: ['203.0.113.0/24', '198.51.100.7'],
        maxRoundPayoutMinor: 8_000_050,
        maxPayoutMultiple: 1_000_000,
      }),
    );
  });

  it('refuses an address list with a bad line before sending it', async () => {
    const operator = signInAs('owner');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/vendors': [vendor('PG')],
    });
    renderConsole('/demo/games/vendors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit vendor: PG' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Allowed addresses/), '\nnot-an-ip');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Not in the expected form.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Allowed addresses/)).toHaveAttribute('aria-invalid', 'true');
    expect(ops.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('tells a content operator the vendor list is in the money area, and asks nothing of the server', async () => {
    const operator = signInAs('content');
    const ops = mockOps({ 'GET /merchants': DEMO_MERCHANTS, 'GET /auth/me': meAnswer(operator) });
    renderConsole('/demo/games/vendors');
    expect(await screen.findByText(/read through the money area/)).toBeInTheDocument();
    expect(ops.callsTo('GET /merchants/demo/vendors')).toHaveLength(0);
  });

  it('shows the auditor the vendors without maintenance or edit controls', async () => {
    const operator = signInAs('auditor');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/vendors': [vendor('PG')],
    });
    renderConsole('/demo/games/vendors');
    expect(await screen.findByText('PG Gaming')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /maintenance|Edit vendor|Add vendor/i }),
    ).not.toBeInTheDocument();
  });
});
