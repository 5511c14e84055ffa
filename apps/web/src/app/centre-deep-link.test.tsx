import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { deposit, walletBalance } from '../features/wallet/testing/wallet-fixtures';
import { mockApi } from '../test/fetch-mock';
import { renderSite } from '../test/render-site';

const MEMBER = { token: 't-1', account: 'alice', isAgent: 0 };
const EMPTY_PAGE = { list: [], total: 0, page: 1, pageSize: 10 };

describe('?centre= links', () => {
  // The lazy centre body is transformed on first import; loaded once so the tests stay inside their timeout.
  beforeAll(() => import('../features/member-centre/components/member-centre-body'), 30_000);

  it('opens the member centre on the deposit the payment gateway returns to, with the balance refreshed', async () => {
    mockApi({
      '/wps/v2/wallets/balance': { value: walletBalance(223_450) },
      '/wps/payment/deposits/501': { value: deposit({ status: 'CREDITED' }) },
      '/wps/payment/deposits': { value: EMPTY_PAGE },
      '/wps/payment/methods': { value: [] },
    });
    const { router } = renderSite('/?centre=depositv2&deposit=501', { session: MEMBER });
    const centre = await screen.findByTestId('member-centre');
    expect(within(centre).getByRole('heading', { name: 'Deposit', level: 3 })).toBeInTheDocument();
    expect(await within(centre).findByTestId('deposit-status')).toHaveTextContent('Credited');
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('2,469.06 VND'));
    // Read once: a reload or back does not open it again.
    expect(router.state.location.pathname).toBe('/index');
    expect(router.state.location.search).toBe('');
  });

  it('opens any member page by name and keeps unrelated parameters', async () => {
    mockApi({ '/wps/relay/ODSFE2_MemTransDet': { value: EMPTY_PAGE } });
    const { router } = renderSite('/index?centre=transactionHistory&lang=EN', { session: MEMBER });
    const centre = await screen.findByTestId('member-centre');
    expect(within(centre).getByRole('heading', { name: 'Account record' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?lang=EN'));
  });

  it('asks a guest to log in', async () => {
    mockApi({});
    renderSite('/index?centre=withdraw');
    expect(await screen.findByTestId('modal-login')).toBeInTheDocument();
    expect(screen.queryByTestId('member-centre')).not.toBeInTheDocument();
  });

  it('ignores a page name that does not exist', async () => {
    mockApi({});
    const { router } = renderSite('/index?centre=nowhere', { session: MEMBER });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByTestId('member-centre')).not.toBeInTheDocument();
  });
});

describe('header balance', () => {
  it('shows the sum of the wallets and refreshes on demand', async () => {
    const answers = { '/wps/v2/wallets/balance': { value: walletBalance() } };
    const fetchMock = mockApi(answers);
    const { user } = renderSite('/index', { session: MEMBER });
    const balance = await screen.findByTestId('header-balance');
    await waitFor(() => expect(balance).toHaveTextContent('1,234.56 VND'));
    answers['/wps/v2/wallets/balance'] = { value: walletBalance(200_000) };
    await user.click(screen.getByTestId('header-balance-refresh'));
    await waitFor(() => expect(balance).toHaveTextContent('2,234.56 VND'));
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/wps/v2/wallets/balance')).toHaveLength(2);
  });

  it('shows a trial account its demo balance, marked as demo', async () => {
    mockApi({ '/wps/v2/wallets/balance': { value: { ...walletBalance(2_000_000, 0), isDemo: true } } });
    renderSite('/index', { session: { token: 't-trial', isAgent: 4 } });
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('20,000.00 VND'));
    expect(screen.getByTestId('header-balance-demo')).toHaveTextContent('Demo');
  });
});
