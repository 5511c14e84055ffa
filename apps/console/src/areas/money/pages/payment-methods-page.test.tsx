import type { TOpsPaymentMethod } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

const BANK: TOpsPaymentMethod = {
  id: '1',
  code: 'BANK_TW',
  displayName: 'Bank transfer',
  gateway: 'MANUAL_BANK',
  minAmount: 10_000,
  maxAmount: 5_000_000,
  dailyMaxAmount: 20_000_000,
  bankDetails: {
    bankName: 'Bank of Taiwan',
    accountName: 'Kirin Ltd',
    accountNumber: '0012345',
    branch: null,
  },
  isEnabled: true,
  sortOrder: 1,
  hasGatewaySecret: false,
};
const SANDBOX: TOpsPaymentMethod = {
  ...BANK,
  id: '2',
  code: 'SANDBOX',
  displayName: 'Sandbox',
  gateway: 'SANDBOX',
  bankDetails: null,
  isEnabled: false,
  sortOrder: 2,
  hasGatewaySecret: true,
};

function setUp(role: Parameters<typeof signInAs>[0]) {
  const operator = signInAs(role);
  let methods = [BANK, SANDBOX];
  const ops = mockOps({
    'GET /merchants': DEMO_MERCHANTS,
    'GET /auth/me': meAnswer(operator),
    'GET /merchants/demo/payment-methods': () => methods,
    'PUT /merchants/demo/payment-methods/BANK_TW': (call: TMockCall) => {
      const saved = { ...BANK, ...(call.body as object) };
      methods = [saved, SANDBOX];
      return saved;
    },
    'PUT /merchants/demo/payment-methods/USDT_TRC': (call: TMockCall) => {
      const saved = { ...SANDBOX, id: '3', code: 'USDT_TRC', ...(call.body as object) };
      methods = [BANK, SANDBOX, saved];
      return saved;
    },
  });
  renderConsole('/demo/money/payment-methods');
  return ops;
}

describe('payment methods', () => {
  it('lists every method with its limits and bank account', async () => {
    setUp('finance');
    const table = await screen.findByRole('table', { name: 'Payment methods' });
    expect(await within(table).findByText('Bank of Taiwan 0012345 (Kirin Ltd)')).toBeInTheDocument();
    expect(within(table).getAllByText('50,000.00')).toHaveLength(2);
    expect(within(table).getByText('Off')).toBeInTheDocument();
  });

  it('edits a method with the whole body the PUT replaces, amounts in minor units', async () => {
    const ops = setUp('finance');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit: BANK_TW' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('readonly');
    const max = within(dialog).getByLabelText('Maximum');
    await user.clear(max);
    await user.type(max, '60000');
    await user.type(within(dialog).getByLabelText('Branch (optional)'), 'Xinyi');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ops.callsTo('PUT /merchants/demo/payment-methods/BANK_TW')[0]?.body).toEqual({
      displayName: 'Bank transfer',
      gateway: 'MANUAL_BANK',
      minAmount: 10_000,
      maxAmount: 6_000_000,
      dailyMaxAmount: 20_000_000,
      bankDetails: {
        bankName: 'Bank of Taiwan',
        accountName: 'Kirin Ltd',
        accountNumber: '0012345',
        branch: 'Xinyi',
      },
      isEnabled: true,
      sortOrder: 1,
    });
    expect(await screen.findByText('60,000.00')).toBeInTheDocument();
  });

  it('refuses a new method the contracts schema refuses, then creates a sandbox one without a bank', async () => {
    const ops = setUp('owner');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payment method' });
    await user.type(within(dialog).getByLabelText('Code'), 'usdt');
    await user.type(within(dialog).getByLabelText('Minimum'), '500');
    await user.type(within(dialog).getByLabelText('Maximum'), '100');
    await user.type(within(dialog).getByLabelText('Daily maximum per member'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('2 to 32 capital letters, digits or _.')).toBeInTheDocument();
    expect(within(dialog).getByText('The maximum is below the minimum.')).toBeInTheDocument();
    // A manual bank method needs its account: the bank fields are required.
    expect(within(dialog).getAllByText('Required.').length).toBeGreaterThanOrEqual(3);

    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'USDT_TRC');
    await user.type(within(dialog).getByLabelText('Name members see'), 'USDT');
    await user.selectOptions(within(dialog).getByLabelText('Gateway'), 'SANDBOX');
    await user.clear(within(dialog).getByLabelText('Maximum'));
    await user.type(within(dialog).getByLabelText('Maximum'), '800');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(ops.callsTo('PUT /merchants/demo/payment-methods/USDT_TRC')).toHaveLength(1));
    expect(ops.callsTo('PUT /merchants/demo/payment-methods/USDT_TRC')[0]?.body).toEqual({
      displayName: 'USDT',
      gateway: 'SANDBOX',
      minAmount: 50_000,
      maxAmount: 80_000,
      dailyMaxAmount: 100_000,
      bankDetails: null,
      isEnabled: true,
      sortOrder: 0,
    });
  });

  it('shows the auditor the methods without edit or new', async () => {
    setUp('auditor');
    expect(await screen.findByText('Bank of Taiwan 0012345 (Kirin Ltd)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|New payment method/ })).not.toBeInTheDocument();
  });
});
