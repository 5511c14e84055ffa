import type { TVendor } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

const SABA: TVendor = {
  vassalage: 'SABA',
  displayName: 'Saba Sports',
  walletMode: 'TRANSFER',
  isMaintenance: false,
  isEnabled: true,
  sortOrder: 1,
  launchUrl: 'https://saba.example/launch',
  ipAllowList: ['203.0.113.7'],
  maxRoundPayoutMinor: 100_000_000,
  maxPayoutMultiple: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

function setUp(role: Parameters<typeof signInAs>[0]) {
  const operator = signInAs(role);
  let vendors = [SABA];
  const ops = mockOps({
    'GET /merchants': DEMO_MERCHANTS,
    'GET /auth/me': meAnswer(operator),
    'GET /merchants/demo/vendors': () => vendors,
    'PUT /merchants/demo/vendors/SABA': (call: TMockCall) => {
      vendors = [{ ...SABA, ...(call.body as object) }];
      return vendors[0];
    },
    'PUT /merchants/demo/vendors/INHOUSE': (call: TMockCall) => ({
      ...SABA,
      vassalage: 'INHOUSE',
      ...(call.body as object),
    }),
  });
  renderConsole('/demo/money/vendor-wallets');
  return ops;
}

describe('vendor wallets', () => {
  it('lists the integrations with their wallet mode and limits', async () => {
    setUp('finance');
    const table = await screen.findByRole('table', { name: 'Vendor wallets' });
    expect(await within(table).findByText('Saba Sports')).toBeInTheDocument();
    expect(within(table).getByText('Transfer')).toBeInTheDocument();
    expect(within(table).getByText('1,000,000.00')).toBeInTheDocument();
    expect(within(table).getByText('No limit')).toBeInTheDocument();
  });

  it('replaces an integration with the whole body, addresses one a line and empty limits as none', async () => {
    const ops = setUp('finance');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit: SABA' }));
    const dialog = await screen.findByRole('dialog');
    const ips = within(dialog).getByLabelText('Allowed addresses');
    await user.type(ips, '\n198.51.100.0/24');
    await user.clear(within(dialog).getByLabelText('Most a round pays'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(ops.callsTo('PUT /merchants/demo/vendors/SABA')).toHaveLength(1));
    expect(ops.callsTo('PUT /merchants/demo/vendors/SABA')[0]?.body).toEqual({
      displayName: 'Saba Sports',
      walletMode: 'TRANSFER',
      isEnabled: true,
      sortOrder: 1,
      launchUrl: 'https://saba.example/launch',
      ipAllowList: ['203.0.113.7', '198.51.100.0/24'],
      maxRoundPayoutMinor: null,
      maxPayoutMultiple: null,
    });
  });

  it('refuses what the contracts schema refuses before sending a new one', async () => {
    const ops = setUp('owner');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'New vendor' });
    await user.type(within(dialog).getByLabelText('Vendor code'), 'INHOUSE');
    await user.type(within(dialog).getByLabelText('Name'), 'In-house games');
    await user.type(within(dialog).getByLabelText('Allowed addresses'), 'not-an-ip');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Not in the expected format.')).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/vendors/INHOUSE')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Allowed addresses'));
    await user.type(within(dialog).getByLabelText('Launch address'), '/inhouse/launch');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(ops.callsTo('PUT /merchants/demo/vendors/INHOUSE')).toHaveLength(1));
    expect(ops.callsTo('PUT /merchants/demo/vendors/INHOUSE')[0]?.body).toMatchObject({
      launchUrl: '/inhouse/launch',
      ipAllowList: [],
      maxPayoutMultiple: 1_000_000,
    });
  });

  it('shows the auditor the integrations without edit or new', async () => {
    setUp('auditor');
    expect(await screen.findByText('Saba Sports')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|New vendor/ })).not.toBeInTheDocument();
  });
});
