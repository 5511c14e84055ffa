import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render-console';
import { merchantDetail } from '../test/merchant-detail.fixture';
import { mockMerchantOps } from '../test/merchant-ops';

describe('brand page', () => {
  it('sends the whole stored brand with the changed fields, then reads the merchant again', async () => {
    const ops = mockMerchantOps('owner', {
      'PUT /merchants/demo/brand': (call: { body: unknown }) => call.body,
    });
    renderConsole('/demo/merchant/brand');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Brand name');
    expect(name).toHaveValue('Kirin');
    await user.clear(name);
    await user.type(name, 'Kirin Club');
    await user.click(screen.getByRole('checkbox', { name: 'Pop-ups (PU)' }));
    await user.click(screen.getByRole('button', { name: 'Add to Footer: certification logos' }));
    const certification = screen.getByRole('group', { name: 'Footer: certification logos' });
    await user.type(within(certification).getByLabelText('Name'), 'Curaçao eGaming');
    await user.type(within(certification).getByLabelText('Image address'), '/logos/curacao.svg');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    const stored = merchantDetail().brand;
    expect(ops.callsTo('PUT /merchants/demo/brand')[0]?.body).toEqual({
      ...stored,
      brandName: 'Kirin Club',
      announcementTypes: ['B', 'PL', 'PU'],
      footerLogos: {
        ...stored.footerLogos,
        certification: [{ name: 'Curaçao eGaming', imageUrl: '/logos/curacao.svg' }],
      },
    });
    await waitFor(() => expect(ops.callsTo('GET /merchants/demo')).toHaveLength(2));
  });

  it('keeps a time zone the schema refuses, and sends nothing', async () => {
    const ops = mockMerchantOps('owner');
    renderConsole('/demo/merchant/brand');
    const user = userEvent.setup();
    const zone = await screen.findByLabelText('Time zone');
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An IANA time zone such as Asia/Taipei.')).toBeInTheDocument();
    expect(screen.getByText('Some fields need attention; nothing was sent.')).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/brand')).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    mockMerchantOps('owner', {
      'PUT /merchants/demo/brand': { success: false, code: 'FORBIDDEN', message: 'forbidden' },
    });
    renderConsole('/demo/merchant/brand');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the auditor the brand read-only, with no save or add button', async () => {
    mockMerchantOps('auditor');
    renderConsole('/demo/merchant/brand');
    expect(await screen.findByLabelText('Brand name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});
