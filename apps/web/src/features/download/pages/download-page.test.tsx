import type { TResource } from '@kirin/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../../test/render-site';

const RESOURCES: TResource[] = [
  {
    resourceType: 'ANDROID',
    url: 'https://dl.example.com/app.apk',
    qrCodeUrl: 'https://dl.example.com/qr-android',
    labelNameCn: '安卓',
  },
  { resourceType: 'IOS', url: 'https://dl.example.com/app.ipa', qrCodeUrl: '', labelNameCn: '蘋果' },
  { resourceType: 'DESKTOP', url: 'https://dl.example.com/app.exe', qrCodeUrl: '', labelNameCn: '桌面' },
];

describe('app download', () => {
  it('shows a 125 px QR code and a link for each iOS, MOBILECONFIG and Android resource, iOS first', async () => {
    renderSite('/down', { permission: { resources: RESOURCES } });
    const page = await screen.findByTestId('page-down');
    const items = page.querySelectorAll('[data-resource]');
    expect(Array.from(items, (item) => item.getAttribute('data-resource'))).toEqual(['IOS', 'ANDROID']);
    const qr = within(page).getByTitle('Android').closest('svg');
    expect(qr).toHaveAttribute('height', '125');
    expect(within(page).getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      'https://dl.example.com/app.apk',
    );
  });

  it('says honestly that there is nothing to download without resources', async () => {
    renderSite('/down');
    const page = await screen.findByTestId('page-down');
    expect(within(page).getByTestId('empty-state')).toHaveTextContent('No app downloads are available yet.');
  });

  it('puts the QR codes on the right bar beside customer service and app download', async () => {
    const { user } = renderSite('/index', { permission: { resources: RESOURCES } });
    const bar = await screen.findByTestId('right-bar');
    expect(within(bar).getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/down');
    expect(
      Array.from(bar.querySelectorAll('[data-resource]'), (item) => item.getAttribute('data-resource')),
    ).toEqual(['IOS', 'ANDROID']);
    // A code is drawn when pointed at (its library is fetched then), and stays.
    await user.hover(bar.querySelector('[data-resource="IOS"]') as HTMLElement);
    expect(await within(bar).findByTitle('iOS')).toBeInTheDocument();
    await user.hover(bar.querySelector('[data-resource="ANDROID"]') as HTMLElement);
    expect(await within(bar).findByTitle('Android')).toBeInTheDocument();
    expect(within(bar).getByTitle('iOS')).toBeInTheDocument();
    expect(within(bar).queryByTitle('Desktop')).not.toBeInTheDocument();
  });
});
