import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { mockApi } from '../../../test/fetch-mock';
import { PERMISSION, STATUS_NORMAL, WHITELABEL } from '../../../test/fixtures';
import { BootGate } from './boot-gate';

function renderGate() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Providers queryClient={queryClient}>
      <BootGate>
        <p>the site</p>
      </BootGate>
    </Providers>,
  );
  return userEvent.setup();
}

const answers = (status: typeof STATUS_NORMAL) => ({
  '/wps/system/status': { value: status },
  '/wps/system/whitelabel': { value: WHITELABEL },
  '/wps/system/permission': { value: { info: PERMISSION } },
});

describe('boot gate', () => {
  it('shows only a loading screen until status, whitelabel and permission have answered', async () => {
    const fetchMock = mockApi(answers(STATUS_NORMAL));
    renderGate();
    expect(screen.getByTestId('loading-screen')).toBeInTheDocument();
    expect(screen.queryByText('the site')).not.toBeInTheDocument();
    expect(await screen.findByText('the site')).toBeInTheDocument();
    const statusCall = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.startsWith('/wps/system/status'));
    expect(statusCall).toBe(`/wps/system/status?url=${encodeURIComponent(window.location.host)}`);
  });

  it('keeps the merchant in session storage; its calls carry the device and language headers', async () => {
    const fetchMock = mockApi(answers(STATUS_NORMAL));
    renderGate();
    await screen.findByText('the site');
    expect(window.sessionStorage.getItem('merchant')).toBe('demo');
    expect(window.sessionStorage.getItem('merchantCode')).toBe('demo');
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Device')).toBe('WEB');
    expect(headers.get('Language')).toBe('EN');
  });

  it('starts in the merchant default language and theme unless the visitor chose others', async () => {
    mockApi({
      ...answers(STATUS_NORMAL),
      '/wps/system/whitelabel': { value: { ...WHITELABEL, defaultLanguage: 'TW', defaultTheme: 'light' } },
    });
    renderGate();
    await screen.findByText('the site');
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBeNull();
  });

  it('starts in a merchant default that is loaded on demand (VI) without showing English texts first', async () => {
    mockApi({
      ...answers(STATUS_NORMAL),
      '/wps/system/whitelabel': {
        value: { ...WHITELABEL, languages: ['TW', 'EN', 'VI'], defaultLanguage: 'VI' },
      },
    });
    const seen: string[] = [];
    function Site() {
      const { t } = useTranslation();
      seen.push(t('lottery_group_DAU_DUOI'));
      return <p>{t('lottery_group_DAU_DUOI')}</p>;
    }
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <Providers queryClient={queryClient}>
        <BootGate>
          <Site />
        </BootGate>
      </Providers>,
    );
    expect(await screen.findByText('Đầu đuôi')).toBeInTheDocument();
    expect(seen.every((text) => text === 'Đầu đuôi')).toBe(true);
    expect(document.documentElement.lang).toBe('vi');
    expect(window.localStorage.getItem('lang')).toBe('VI');
  });

  it('shows the maintenance page for status 1, whose Contact Us opens customer service', async () => {
    window.localStorage.setItem('lang', 'EN');
    mockApi(answers({ ...STATUS_NORMAL, status: 1, maintenance: true }));
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const user = renderGate();
    const page = await screen.findByTestId('status-maintenance');
    expect(page).toHaveTextContent('We are currently performing a system maintenance');
    expect(screen.queryByText('the site')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('contact-us'));
    // Blank while the encrypted path is still being decrypted, else the address itself.
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^(\/helpmc)?$/),
      'customerService',
      'width=440,height=500',
    );
  });

  it('still serves /helpmc, the customer-service window the status pages open', async () => {
    window.history.pushState({}, '', '/helpmc');
    try {
      mockApi(answers({ ...STATUS_NORMAL, status: 1, maintenance: true }));
      renderGate();
      expect(await screen.findByText('the site')).toBeInTheDocument();
      expect(screen.queryByTestId('status-maintenance')).not.toBeInTheDocument();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('shows the IP restriction page for status 2 with the visitor IP and country', async () => {
    window.localStorage.setItem('lang', 'EN');
    mockApi(answers({ ...STATUS_NORMAL, status: 2, regionRestriction: true }));
    const user = renderGate();
    await screen.findByTestId('status-restricted');
    expect(screen.getByTestId('status-ip')).toHaveTextContent('203.0.113.7');
    expect(screen.getByTestId('status-country')).toHaveTextContent('VN');
    // A pop-up blocker that throws must not break the page.
    vi.stubGlobal('open', () => {
      throw new Error('blocked');
    });
    await user.click(screen.getByTestId('contact-us'));
    expect(screen.getByTestId('status-restricted')).toBeInTheDocument();
  });

  it('shows the invalid domain page when the server knows no merchant for this address', async () => {
    mockApi({
      '/wps/system/status': { failure: { code: 'INVALID_DOMAIN', message: 'invalid_url_domain' } },
      '/wps/system/whitelabel': { failure: { code: 'INVALID_DOMAIN', message: 'invalid_url_domain' } },
      '/wps/system/permission': { failure: { code: 'INVALID_DOMAIN', message: 'invalid_url_domain' } },
    });
    renderGate();
    expect(await screen.findByTestId('status-invalid-domain')).toHaveTextContent(
      'Invalid URL domain. Please contact customer service.',
    );
  });

  it('explains a network failure and loads again on retry', async () => {
    mockApi({ ...answers(STATUS_NORMAL), '/wps/system/permission': { networkError: true } });
    const user = renderGate();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The network connection is abnormal. Please try again.',
    );
    mockApi(answers(STATUS_NORMAL));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the site')).toBeInTheDocument();
  });
});
