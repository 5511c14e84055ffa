import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render-console';
import { merchantDetail } from '../test/merchant-detail.fixture';
import { mockMerchantOps } from '../test/merchant-ops';

describe('maintenance and regions page', () => {
  it('switches maintenance on and blocks countries picked from the list', async () => {
    const ops = mockMerchantOps('owner', {
      'PATCH /merchants/demo/status': (call: { body: unknown }) => call.body,
    });
    renderConsole('/demo/merchant/status');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Maintenance' }));
    await user.type(screen.getByLabelText('Find a country'), 'singa');
    const countries = screen.getByRole('group', { name: 'Countries' });
    expect(within(countries).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(countries).getByRole('checkbox', { name: 'Singapore (SG)' }));
    await user.clear(screen.getByLabelText('Find a country'));
    await user.type(screen.getByLabelText('Find a country'), 'CN');
    await user.click(within(countries).getByRole('checkbox', { name: 'China (CN)' }));
    expect(within(screen.getByRole('list', { name: 'Blocked now' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(ops.callsTo('PATCH /merchants/demo/status')[0]?.body).toEqual({
      maintenance: true,
      blockedCountries: ['CN', 'SG'],
      loginRequired: false,
    });
  });

  it('unblocks a country from its chip', async () => {
    const detail = { ...merchantDetail(), blockedCountries: ['CN', 'KP'] };
    const ops = mockMerchantOps(
      'owner',
      { 'PATCH /merchants/demo/status': (call: { body: unknown }) => call.body },
      detail,
    );
    renderConsole('/demo/merchant/status');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unblock China (CN)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(ops.callsTo('PATCH /merchants/demo/status')[0]?.body).toMatchObject({ blockedCountries: ['KP'] });
  });

  it('shows the auditor the blocked countries without the picker', async () => {
    mockMerchantOps('auditor', {}, { ...merchantDetail(), blockedCountries: ['CN'] });
    renderConsole('/demo/merchant/status');
    expect(await screen.findByText('China (CN)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Maintenance' })).toBeDisabled();
    expect(screen.queryByLabelText('Find a country')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Unblock|Save/ })).not.toBeInTheDocument();
  });
});
