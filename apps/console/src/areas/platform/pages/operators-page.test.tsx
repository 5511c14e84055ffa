import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, type TMockCall } from '../../../test/mock-ops';
import { renderConsole } from '../../../test/render-console';
import { mockPlatformOps, operatorRow } from '../test/platform-ops';

const ROWS = [
  operatorRow('1', 'root', 'owner'),
  operatorRow('2', 'lin.finance', 'finance', { merchants: ['demo'] }),
  operatorRow('3', 'new.support', 'support', { totpEnrolledAt: null }),
  operatorRow('4', 'gone', 'content', { isDisabled: true }),
];

describe('operators page', () => {
  it('lists the operators with their scope and whether they still have to enrol', async () => {
    mockPlatformOps('owner', { 'GET /operators': ROWS });
    renderConsole('/demo/platform/operators');
    const table = await screen.findByRole('table', { name: 'Operators' });
    const pending = (await within(table).findByText('new.support')).closest('tr')!;
    expect(within(pending).getByText('Enrols at next sign-in')).toBeInTheDocument();
    const finance = within(table).getByText('lin.finance').closest('tr')!;
    expect(within(finance).getByText('demo')).toBeInTheDocument();
    expect(
      within(within(table).getByText('root').closest('tr')!).getByText('Every merchant'),
    ).toBeInTheDocument();
    // A disabled operator has nothing left to change.
    expect(within(within(table).getByText('gone').closest('tr')!).queryByRole('button')).toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Role'), 'finance');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(table).queryByText('root')).not.toBeInTheDocument());
    expect(within(table).getByText('lin.finance')).toBeInTheDocument();
  });

  it('creates an operator for chosen merchants, then says it enrols at its first sign-in', async () => {
    let rows = ROWS;
    const ops = mockPlatformOps('owner', {
      'GET /operators': () => rows,
      'POST /operators': () => {
        const created = operatorRow('9', 'mai.support', 'support', {
          merchants: ['lucky'],
          totpEnrolledAt: null,
        });
        rows = [...rows, created];
        return { operator: created };
      },
    });
    renderConsole('/demo/platform/operators');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New operator' }));
    const dialog = await screen.findByRole('dialog', { name: 'New operator' });
    await user.type(within(dialog).getByLabelText('Username'), 'Mai.Support');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'support');
    await user.type(within(dialog).getByLabelText('First password'), 'amber-river-stone-42');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Every merchant' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'lucky' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create operator' }));

    const created = await screen.findByRole('dialog', { name: 'mai.support is created' });
    expect(within(created).getByRole('status')).toHaveTextContent('Give mai.support the username');
    expect(within(created).getByText(/scans it with an authenticator app/)).toBeInTheDocument();
    expect(ops.callsTo('POST /operators')[0]?.body).toEqual({
      username: 'mai.support',
      role: 'support',
      password: 'amber-river-stone-42',
      merchants: ['lucky'],
    });
    await user.click(within(created).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('mai.support')).toBeInTheDocument();
  });

  it('shows the schema errors of a new operator and sends nothing', async () => {
    const ops = mockPlatformOps('owner', { 'GET /operators': ROWS });
    renderConsole('/demo/platform/operators');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New operator' }));
    const dialog = await screen.findByRole('dialog', { name: 'New operator' });
    await user.type(within(dialog).getByLabelText('Username'), 'x!');
    await user.type(within(dialog).getByLabelText('First password'), 'short');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Every merchant' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create operator' }));
    expect(await within(dialog).findByText(/3 to 32 characters/)).toBeInTheDocument();
    expect(within(dialog).getByText('At least 12 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one merchant, or every merchant.')).toBeInTheDocument();
    expect(ops.callsTo('POST /operators')).toHaveLength(0);
  });

  it('changes a role, and keeps the dialog with the reason when the server refuses', async () => {
    const ops = mockPlatformOps('owner', {
      'GET /operators': ROWS,
      'PUT /operators/1/role': failure('CONFLICT', 'last_owner'),
      'PUT /operators/2/role': (call: TMockCall) => ({ ...ROWS[1], ...(call.body as object) }),
    });
    renderConsole('/demo/platform/operators');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change role: root' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change the role of root' });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'auditor');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(
      await within(dialog).findByText('At least one enabled owner of every merchant must remain.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Change role: lin.finance' }));
    dialog = await screen.findByRole('dialog', { name: 'Change the role of lin.finance' });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'support');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ops.callsTo('PUT /operators/2/role')[0]?.body).toEqual({ role: 'support' });
    expect(ops.callsTo('PUT /operators/1/role')[0]?.body).toEqual({ role: 'auditor' });
    await waitFor(() => expect(ops.callsTo('GET /operators').length).toBeGreaterThanOrEqual(2));
  });

  it('resets a password (refusing a short one first), resets an authenticator and disables', async () => {
    const ops = mockPlatformOps('owner', {
      'GET /operators': ROWS,
      'PUT /operators/2/password': ROWS[1],
      'POST /operators/2/totp-reset': { ...ROWS[1], totpEnrolledAt: null },
      'POST /operators/3/disable': { ...ROWS[2], isDisabled: true },
    });
    renderConsole('/demo/platform/operators');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset password: lin.finance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of lin.finance' });
    await user.type(within(dialog).getByLabelText('New password'), 'too-short');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await within(dialog).findByText('At least 12 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New password'), '-but-now-long');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(ops.callsTo('PUT /operators/2/password')).toHaveLength(1));
    expect(ops.callsTo('PUT /operators/2/password')[0]?.body).toEqual({ password: 'too-short-but-now-long' });

    await user.click(await screen.findByRole('button', { name: 'Reset authenticator: lin.finance' }));
    const totp = await screen.findByRole('dialog', { name: 'Reset authenticator: lin.finance' });
    await user.click(within(totp).getByRole('button', { name: 'Reset authenticator' }));
    await waitFor(() => expect(ops.callsTo('POST /operators/2/totp-reset')).toHaveLength(1));

    await user.click(await screen.findByRole('button', { name: 'Disable: new.support' }));
    const disable = await screen.findByRole('dialog', { name: 'Disable: new.support' });
    expect(within(disable).getByText(/can no longer sign in/)).toBeInTheDocument();
    await user.click(within(disable).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(ops.callsTo('POST /operators/3/disable')).toHaveLength(1));
  });

  it('shows the auditor the operators without any control that changes them', async () => {
    mockPlatformOps('auditor', { 'GET /operators': ROWS });
    renderConsole('/demo/platform/operators');
    expect(await screen.findByText('lin.finance')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New operator' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Change role|Reset password|Reset authenticator|Disable/ }),
    ).not.toBeInTheDocument();
  });
});
