import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/mock-ops';
import { renderConsole } from '../../../test/render-console';
import { mockMerchantOps } from '../test/merchant-ops';

describe('domains page', () => {
  it('reorders, adds and removes hosts, and sends them in their new order', async () => {
    const ops = mockMerchantOps('owner', {
      'PUT /merchants/demo/domains': (call: { body: unknown }) => call.body,
    });
    renderConsole('/demo/merchant/domains');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move kirin.example up' }));
    await user.click(screen.getByRole('button', { name: 'Add host' }));
    await user.type(screen.getByLabelText('Host 3'), '  Line2.Kirin.Example ');
    const hosts = screen.getByRole('list', { name: 'Domains' });
    await user.click(within(within(hosts).getAllByRole('listitem')[2]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Remove www.kirin.example' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    // The schema trims and lowercases the host, as the server stores it.
    expect(ops.callsTo('PUT /merchants/demo/domains')[0]?.body).toEqual([
      { domain: 'kirin.example', isRoute: false },
      { domain: 'line2.kirin.example', isRoute: true },
    ]);
  });

  it('refuses a malformed host and a repeated one before sending', async () => {
    const ops = mockMerchantOps('owner');
    renderConsole('/demo/merchant/domains');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add host' }));
    await user.type(screen.getByLabelText('Host 3'), 'not a host!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/A host name such as www.example.com/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Host 3'));
    await user.type(screen.getByLabelText('Host 3'), 'kirin.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Each host may appear only once.')).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/domains')).toHaveLength(0);
  });

  it("says so when another merchant has the host (the server's refusal)", async () => {
    mockMerchantOps('owner', {
      'PUT /merchants/demo/domains': failure('CONFLICT', 'domain_taken'),
    });
    renderConsole('/demo/merchant/domains');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another merchant already has this host.')).toBeInTheDocument();
  });

  it('shows the auditor the hosts without reorder, add or remove buttons', async () => {
    mockMerchantOps('auditor');
    renderConsole('/demo/merchant/domains');
    expect(await screen.findByLabelText('Host 1')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Move|Add host|Remove|Save/ })).not.toBeInTheDocument();
  });
});
