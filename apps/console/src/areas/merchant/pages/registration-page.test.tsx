import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render-console';
import { merchantDetail } from '../test/merchant-detail.fixture';
import { mockMerchantOps } from '../test/merchant-ops';

describe('registration rules page', () => {
  it('changes a rule and adds one for another field', async () => {
    const ops = mockMerchantOps('owner', {
      'PUT /merchants/demo/settings': (call: { body: unknown }) => call.body,
    });
    renderConsole('/demo/merchant/registration');
    const user = userEvent.setup();
    const rules = await screen.findByRole('list', { name: 'Rules' });
    const minimum = within(rules).getByLabelText('Minimum length');
    await user.clear(minimum);
    await user.type(minimum, '4');
    await user.selectOptions(screen.getByLabelText('Add a rule for'), 'email');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const emailRule = within(rules).getAllByRole('listitem')[1]!;
    await user.selectOptions(within(emailRule).getByLabelText('Pattern family'), '6');
    await user.click(within(emailRule).getByRole('checkbox', { name: 'Required' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');

    const stored = merchantDetail().settings;
    expect(ops.callsTo('PUT /merchants/demo/settings')[0]?.body).toEqual({
      ...stored,
      registerRules: [
        { ...stored.registerRules[0], minLength: 4 },
        {
          field: 'email',
          patternId: 6,
          acceptedPattern: '*',
          minLength: 0,
          maxLength: 255,
          enabled: true,
          required: true,
        },
      ],
    });
  });

  it('refuses a maximum length above 255', async () => {
    const ops = mockMerchantOps('owner');
    renderConsole('/demo/merchant/registration');
    const user = userEvent.setup();
    const maximum = await screen.findByLabelText('Maximum length');
    await user.clear(maximum);
    await user.type(maximum, '300');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too long or too large.')).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/settings')).toHaveLength(0);
  });
});
