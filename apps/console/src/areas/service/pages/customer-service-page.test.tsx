import type { TCustomerServiceConfig } from '@kirin/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

const STORED: TCustomerServiceConfig[] = [
  { csType: 'LIVECHAT', path: '/livechat' },
  {
    csType: 'VIP',
    path: 'https://vip.example/chat',
    version: { pathList: [{ type: 'PC', path: 'https://vip.example/pc' }] },
  },
];

function entries(role: 'owner' | 'support' | 'auditor') {
  const operator = signInAs(role);
  return mockOps({
    'GET /merchants': DEMO_MERCHANTS,
    'GET /auth/me': meAnswer(operator),
    'GET /merchants/demo/customer-service': STORED,
    'PUT /merchants/demo/customer-service': (call: TMockCall) => call.body,
  });
}

describe('customer service entries', () => {
  it('lets an owner change a path and add a phone address, and sends every entry', async () => {
    const ops = entries('owner');
    renderConsole('/demo/service/customer-service');
    const user = userEvent.setup();
    const vip = await screen.findByRole('group', { name: 'Entry 2' });
    const address = within(vip).getAllByLabelText('Address')[0]!;
    await user.clear(address);
    await user.type(address, 'https://vip.example/new');
    await user.click(within(vip).getByRole('button', { name: 'Add client address' }));
    const addresses = within(vip).getAllByLabelText('Address');
    await user.type(addresses.at(-1)!, 'https://m.vip.example/chat');
    await user.click(screen.getByRole('button', { name: 'Save entries' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/customer-service')[0]?.body).toEqual([
      { csType: 'LIVECHAT', path: '/livechat' },
      {
        csType: 'VIP',
        path: 'https://vip.example/new',
        version: {
          pathList: [
            { type: 'PC', path: 'https://vip.example/pc' },
            { type: 'H5', path: 'https://m.vip.example/chat' },
          ],
        },
      },
    ]);
  });

  it('keeps an unsafe address on the form', async () => {
    const ops = entries('owner');
    renderConsole('/demo/service/customer-service');
    const user = userEvent.setup();
    const first = await screen.findByRole('group', { name: 'Entry 1' });
    const address = within(first).getByLabelText('Address');
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save entries' }));
    expect(
      await within(first).findByText('Use a page of the site (/…) or an http(s) address.'),
    ).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/customer-service')).toHaveLength(0);
  });

  it('shows support the entries read-only (owners change them)', async () => {
    entries('support');
    renderConsole('/demo/service/customer-service');
    expect(await screen.findByText('https://vip.example/chat')).toBeInTheDocument();
    expect(screen.getByText('https://vip.example/pc')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save entries|Add entry|Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
