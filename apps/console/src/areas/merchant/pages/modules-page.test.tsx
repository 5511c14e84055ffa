import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render-console';
import { merchantDetail } from '../test/merchant-detail.fixture';
import { mockMerchantOps } from '../test/merchant-ops';

describe('modules page', () => {
  it('switches a flag in the tree and adds a missing module, sending the rest of the settings unchanged', async () => {
    const ops = mockMerchantOps('owner', {
      'PUT /merchants/demo/settings': (call: { body: unknown }) => call.body,
    });
    renderConsole('/demo/merchant/modules');
    const user = userEvent.setup();
    const mobileTab = await screen.findByRole('checkbox', { name: /Mobile tab first at registration/ });
    expect(mobileTab).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Cashback and messages/ })).toBeChecked();
    await user.click(mobileTab);
    await user.click(screen.getByRole('checkbox', { name: /Sign-in by SMS code/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');

    const stored = merchantDetail().settings;
    expect(ops.callsTo('PUT /merchants/demo/settings')[0]?.body).toEqual({
      ...stored,
      modules: [
        {
          modId: 'COMM3',
          enabled: '1',
          childrenNodes: [
            { modId: 'MANPLAYREB3', enabled: '1', childrenNodes: [] },
            { modId: 'MOBILENUMREG3', enabled: '1', childrenNodes: [] },
          ],
        },
        { modId: 'SMSLOGIN3', enabled: '1', childrenNodes: [] },
      ],
    });
  });

  it('shows the auditor the switches without letting them change', async () => {
    mockMerchantOps('auditor');
    renderConsole('/demo/merchant/modules');
    expect(await screen.findByRole('checkbox', { name: /Cashback and messages/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
