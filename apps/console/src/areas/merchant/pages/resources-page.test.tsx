import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render-console';
import { merchantDetail } from '../test/merchant-detail.fixture';
import { mockMerchantOps } from '../test/merchant-ops';

describe('downloads and links page', () => {
  it('adds a download with its QR address, sets the analytics id and the CDN hosts', async () => {
    const ops = mockMerchantOps('owner', {
      'PUT /merchants/demo/settings': (call: { body: unknown }) => call.body,
    });
    renderConsole('/demo/merchant/resources');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add download' }));
    const rows = within(screen.getByRole('group', { name: 'App downloads' })).getAllByRole('listitem');
    const added = rows[1]!;
    await user.type(within(added).getByLabelText('Download address'), 'https://apps.example.com/app.apk');
    await user.type(within(added).getByLabelText('QR code address'), 'https://apps.example.com/qr');
    await user.type(within(added).getByLabelText('Label'), 'Android');
    expect(within(added).getByRole('figure', { name: 'The QR code members scan' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Google tag id'), 'G-ABC123');
    await user.type(
      screen.getByLabelText('Image CDN hosts'),
      'img1.example.com{Enter}{Enter}img2.example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');

    const stored = merchantDetail().settings;
    expect(ops.callsTo('PUT /merchants/demo/settings')[0]?.body).toEqual({
      ...stored,
      resources: [
        ...stored.resources,
        {
          resourceType: 'ANDROID',
          url: 'https://apps.example.com/app.apk',
          qrCodeUrl: 'https://apps.example.com/qr',
          labelNameCn: 'Android',
        },
      ],
      analytics: { gtagId: 'G-ABC123' },
      imageCDNs: ['img1.example.com', 'img2.example.com'],
    });
  });
});
