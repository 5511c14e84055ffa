import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render-console';
import { merchantDetail } from '../test/merchant-detail.fixture';
import { mockMerchantOps } from '../test/merchant-ops';

describe('languages page', () => {
  it('offers another language and makes it the default, in the brand it sends', async () => {
    const ops = mockMerchantOps('owner', {
      'PUT /merchants/demo/brand': (call: { body: unknown }) => call.body,
    });
    renderConsole('/demo/merchant/languages');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Vietnamese (VI)' }));
    await user.selectOptions(screen.getByLabelText('Default language'), 'VI');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(ops.callsTo('PUT /merchants/demo/brand')[0]?.body).toEqual({
      ...merchantDetail().brand,
      languages: ['TW', 'EN', 'VI'],
      defaultLanguage: 'VI',
    });
  });

  it('refuses a brand without any language', async () => {
    const ops = mockMerchantOps('owner');
    renderConsole('/demo/merchant/languages');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Traditional Chinese (TW)' }));
    await user.click(screen.getByRole('checkbox', { name: 'English (EN)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too short or too small.')).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/brand')).toHaveLength(0);
  });
});
