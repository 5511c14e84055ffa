import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DomainSuggestion } from './components/domain-suggestion';
import { DOMAIN_PROBE_TIMEOUT_MS, measureDomains, suggestDomain } from './domain-probe';
import { DOMAIN_PROBE_DELAY_MS } from './use-domain-suggestion';

/** A fetch whose answer for each host arrives after the given milliseconds (never when absent). */
function timedFetch(delays: Record<string, number>, routes: string[] = []) {
  return vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.href);
    if (url.pathname === '/wps/system/domainRoute') {
      const body = { success: true, value: routes.map((domain) => ({ domain, speed: 0 })) };
      return Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      );
    }
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      const delay = delays[url.host];
      if (delay !== undefined) setTimeout(() => resolve(new Response(null, { status: 200 })), delay);
    });
  });
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] }));
afterEach(() => vi.useRealTimers());

describe('measuring the addresses of the site', () => {
  it('fills speed with the milliseconds each took, 0 for one that did not answer in time', async () => {
    const fetchImpl = timedFetch({ 'a.example.com': 300, 'b.example.com': 80 });
    const measuring = measureDomains(['a.example.com', 'b.example.com', 'c.example.com'], {
      fetchImpl,
      protocol: 'https:',
    });
    await vi.advanceTimersByTimeAsync(DOMAIN_PROBE_TIMEOUT_MS);
    expect(await measuring).toEqual([
      { domain: 'a.example.com', speed: 300 },
      { domain: 'b.example.com', speed: 80 },
      { domain: 'c.example.com', speed: 0 },
    ]);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/^https:\/\/a\.example\.com\/favicon\.svg\?probe=/);
    expect(init).toMatchObject({ mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
  });

  it('suggests the fastest only when it is another address and clearly faster', () => {
    const measured = (current: number) => [
      { domain: 'here.example.com', speed: current },
      { domain: 'fast.example.com', speed: 100 },
      { domain: 'down.example.com', speed: 0 },
    ];
    expect(suggestDomain(measured(900), 'here.example.com')).toEqual({
      domain: 'fast.example.com',
      speed: 100,
      currentSpeed: 900,
    });
    expect(suggestDomain(measured(250), 'here.example.com')).toBeNull();
    expect(suggestDomain(measured(0), 'here.example.com')?.domain).toBe('fast.example.com');
    expect(suggestDomain(measured(50), 'here.example.com')).toBeNull();
    expect(suggestDomain([{ domain: 'down.example.com', speed: 0 }], 'here.example.com')).toBeNull();
  });
});

describe('the faster-address bar', () => {
  const renderBar = () =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DomainSuggestion />
      </QueryClientProvider>,
    );

  it('probes after the page has opened, links to the fastest address and remembers it for the tab', async () => {
    const here = window.location.host;
    const fetchMock = timedFetch({ [here]: 900, 'a.example.com': 400, 'b.example.com': 100 }, [
      'a.example.com',
      'b.example.com',
    ]);
    vi.stubGlobal('fetch', fetchMock);
    renderBar();
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_PROBE_DELAY_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The list's answer is read off a stream (real ticks); then the three probes start together.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    await act(() => vi.advanceTimersByTimeAsync(1000));

    const bar = screen.getByTestId('domain-suggestion');
    expect(bar).toHaveTextContent(
      'b.example.com answered faster from your network (100 ms; this address 900 ms)',
    );
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      `${window.location.protocol}//b.example.com${window.location.pathname}`,
    );

    // The same tab later: the stored speeds, no new probe; closing it keeps it closed.
    fetchMock.mockClear();
    fireEvent.click(screen.getByText('Close'));
    await act(async () => {});
    expect(screen.queryByTestId('domain-suggestion')).not.toBeInTheDocument();
    renderBar();
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_PROBE_DELAY_MS + DOMAIN_PROBE_TIMEOUT_MS));
    expect(screen.queryByTestId('domain-suggestion')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says nothing and probes nothing when the merchant lists one address', async () => {
    const fetchMock = timedFetch({}, ['only.example.com']);
    vi.stubGlobal('fetch', fetchMock);
    renderBar();
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_PROBE_DELAY_MS));
    await vi.waitFor(() => expect(sessionStorage.getItem('domainRoute')).not.toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_PROBE_TIMEOUT_MS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('domain-suggestion')).not.toBeInTheDocument();
  });
});
