import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { TransactionHistoryPage } from '../wallet/components/transaction-history-page';
import { transactionPage } from '../wallet/testing/wallet-fixtures';
import { renderWallet } from '../wallet/testing/wallet.test-support';
import { HistoryExportForm } from './components/history-export-form';

const EXPORT = '/wps/protection/history.csv';
const CSV = '\uFEFFBet time (GMT+7),Game\r\n2025-06-01 10:00:00,Slot\r\n';

type TExportAnswer = { csv: string } | { failure: { code: string; message: string; details?: object } };

/** The site with the export path answering like the server: a CSV file, or a refusal in the envelope. */
function renderExport(answer: TExportAnswer = { csv: CSV }) {
  const view = renderWallet(<HistoryExportForm type="bets" />);
  const others = view.fetchMock;
  const fetchMock: Mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname !== EXPORT) return others(input, init);
    if ('csv' in answer)
      return new Response(answer.csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="bets-2025-05-17-2025-06-15.csv"',
        },
      });
    return new Response(JSON.stringify({ success: false, ...answer.failure }), {
      status: 400,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { ...view, fetchMock };
}

const exportCalls = (fetchMock: Mock) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init: init as RequestInit }))
    .filter(({ url }) => url.pathname === EXPORT);

let saved: { name: string; blob: Blob }[];
beforeEach(() => {
  // Today is 2025-06-15 in the merchant's zone (the fixtures' whitelabel: UTC).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
  saved = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs: each blob gets a name the saved-file spy can look up.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('history export form', () => {
  it('starts with the last 30 days and lets the picker go 12 months back to today', () => {
    renderExport();
    expect(screen.getByTestId('bets-export-from')).toHaveValue('2025-05-17');
    expect(screen.getByTestId('bets-export-to')).toHaveValue('2025-06-15');
    expect(screen.getByTestId('bets-export-from')).toHaveAttribute('min', '2024-06-15');
    expect(screen.getByTestId('bets-export-to')).toHaveAttribute('max', '2025-06-15');
    expect(
      screen.getByText("Any range within the last 12 months; days and times are in the site's time zone."),
    ).toBeVisible();
  });

  it('downloads the file with the token in the header, never in the URL, under the server’s name', async () => {
    const { user, fetchMock } = renderExport();
    await user.click(screen.getByTestId('bets-export-submit'));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [call] = exportCalls(fetchMock);
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      type: 'bets',
      from: '2025-05-17',
      to: '2025-06-15',
    });
    expect(new Headers(call!.init.headers).get('Authorization')).toBe('t-1');
    expect(call!.url.search).not.toContain('t-1');
    expect(saved[0]!.name).toBe('bets-2025-05-17-2025-06-15.csv');
    expect(await saved[0]!.blob.text()).toBe(CSV.slice(1));
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    expect(screen.queryByTestId('bets-export-error')).toBeNull();
  });

  it.each([
    ['2024-06-14', '2025-06-15', 'The start date can be at most 12 months ago.'],
    ['2025-06-01', '2025-06-16', 'The end date cannot be after today.'],
    ['2025-06-10', '2025-06-09', 'The start date must not be after the end date.'],
    ['', '2025-06-09', 'Enter a date as yyyy-MM-dd.'],
  ])('refuses %s to %s on the page, sending nothing', async (from, to, message) => {
    const { user, fetchMock } = renderExport();
    await user.clear(screen.getByTestId('bets-export-from'));
    if (from) await user.type(screen.getByTestId('bets-export-from'), from);
    await user.clear(screen.getByTestId('bets-export-to'));
    await user.type(screen.getByTestId('bets-export-to'), to);
    await user.click(screen.getByTestId('bets-export-submit'));
    expect(screen.getByTestId('bets-export-error')).toHaveTextContent(message);
    expect(exportCalls(fetchMock)).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('shows the rule the server named, or its error, and saves nothing', async () => {
    const { user } = renderExport({
      failure: {
        code: 'VALIDATION_FAILED',
        message: 'validation_failed',
        details: { to: 'history_export_future' },
      },
    });
    await user.click(screen.getByTestId('bets-export-submit'));
    expect(await screen.findByTestId('bets-export-error')).toHaveTextContent(
      'The end date cannot be after today.',
    );
    expect(saved).toEqual([]);
  });

  it('shows a refusal without details by its message, and can try again', async () => {
    const { user, fetchMock } = renderExport({
      failure: { code: 'RATE_LIMITED', message: 'too_many_requests' },
    });
    await user.click(screen.getByTestId('bets-export-submit'));
    expect(await screen.findByTestId('bets-export-error')).toHaveTextContent(
      'Too many requests. Please try again in 5 minutes.',
    );
    expect(saved).toEqual([]);
    await user.click(screen.getByTestId('bets-export-submit'));
    await waitFor(() => expect(exportCalls(fetchMock)).toHaveLength(2));
  });
});

describe('the record pages', () => {
  it('offers the export on the account record, for transactions', async () => {
    const { user, fetchMock } = renderWallet(<TransactionHistoryPage title="Account record" />, {
      '/wps/relay/ODSFE2_MemTransDet': { value: transactionPage() },
    });
    await user.click(await screen.findByTestId('transactions-export-submit'));
    await waitFor(() => expect(exportCalls(fetchMock)).toHaveLength(1));
    expect(exportCalls(fetchMock)[0]!.url.searchParams.get('type')).toBe('transactions');
  });
});
