import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render-console';
import { merchantDetail } from '../test/merchant-detail.fixture';
import { mockMerchantOps } from '../test/merchant-ops';

describe('account and wallet rules page', () => {
  it('sends limits as integers in minor units and shows them as money', async () => {
    const ops = mockMerchantOps('owner', {
      'PUT /merchants/demo/settings': (call: { body: unknown }) => call.body,
    });
    renderConsole('/demo/merchant/rules');
    const user = userEvent.setup();
    const minimum = await screen.findByLabelText('Smallest withdrawal (minor units)');
    expect(screen.getByText('= 100.00')).toBeInTheDocument();
    await user.clear(minimum);
    await user.type(minimum, '25000');
    expect(screen.getByText('= 250.00')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Verification from a new IP'), 'SMS');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');

    const stored = merchantDetail().settings;
    expect(ops.callsTo('PUT /merchants/demo/settings')[0]?.body).toEqual({
      ...stored,
      accounts: { ...stored.accounts, ipVerification: 'SMS' },
      wallet: { ...stored.wallet, withdrawMinMinor: 25000 },
    });
  });

  it('sets the KYC threshold for withdrawals, an empty box meaning off', async () => {
    const ops = mockMerchantOps('owner', {
      'PUT /merchants/demo/settings': (call: { body: unknown }) => call.body,
    });
    renderConsole('/demo/merchant/rules');
    const user = userEvent.setup();
    const threshold = await screen.findByLabelText(
      'KYC required for withdrawals above (minor units, 0 = off)',
    );
    expect(screen.getByText('0 = off')).toBeInTheDocument();
    await user.clear(threshold);
    await user.type(threshold, '500000');
    expect(screen.getByText('= 5,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    await user.clear(threshold);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const sent = ops.callsTo('PUT /merchants/demo/settings').map((call) => call.body as { wallet: object });
    expect(sent.map((body) => body.wallet)).toEqual([
      expect.objectContaining({ kycWithdrawThresholdMinor: 500000 }),
      expect.objectContaining({ kycWithdrawThresholdMinor: 0 }),
    ]);
  });

  it('refuses a code lifetime above ten minutes and a fractional amount', async () => {
    const ops = mockMerchantOps('owner');
    renderConsole('/demo/merchant/rules');
    const user = userEvent.setup();
    const lifetime = await screen.findByLabelText('Code lifetime (minutes, 1–10)');
    await user.clear(lifetime);
    await user.type(lifetime, '11');
    const minimum = screen.getByLabelText('Smallest withdrawal (minor units)');
    await user.clear(minimum);
    await user.type(minimum, '10.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too long or too large.')).toBeInTheDocument();
    expect(screen.getByText('A whole number, without decimals.')).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/settings')).toHaveLength(0);
  });
});
