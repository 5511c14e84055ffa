import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransferFundPage } from './components/transfer-fund-page';
import { MERCHANT_WALLET, walletBalance } from './testing/wallet-fixtures';
import { BALANCE_PATH, failure, renderWallet, REQUEST_ID, sentTo } from './testing/wallet.test-support';

const TRANSFER = '/wps/relay/GCS_walletTransfer';
const WALLETS = { '/wps/relay/GCS_merchantWallet': { value: MERCHANT_WALLET } };

function renderPage(extra = {}) {
  return renderWallet(<TransferFundPage title="My wallet" />, { ...WALLETS, ...extra });
}

describe('my wallet (transferFund)', () => {
  it('shows the sum and each wallet under its merchant name, and the sum in the header', async () => {
    renderPage();
    expect(await screen.findByTestId('wallet-sum')).toHaveTextContent('1,234.56 VND');
    expect(screen.getByTestId('wallet-line-MAIN')).toHaveTextContent('Main wallet');
    expect(screen.getByTestId('wallet-line-MAIN')).toHaveTextContent('1,000.00 VND');
    expect(await screen.findByTestId('wallet-line-PG')).toHaveTextContent('PG Soft');
    expect(screen.getByTestId('wallet-line-PG')).toHaveTextContent('234.56 VND');
    expect(screen.getByTestId('header-balance')).toHaveTextContent('1,234.56 VND');
  });

  it('transfers an amount in minor units, then shows the new balances in the page and the header', async () => {
    const { user, fetchMock, answers } = renderPage({ [TRANSFER]: { value: walletBalance(87_655, 35_801) } });
    await user.type(await screen.findByTestId('transfer-amount'), '123.45');
    answers[BALANCE_PATH] = { value: walletBalance(87_655, 35_801) };
    await user.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByTestId('transfer-success')).toHaveTextContent('The transfer is done.');
    const [sent] = sentTo(fetchMock, TRANSFER);
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({
      fromWallet: 'MAIN',
      toWallet: 'PG',
      isAll: false,
      amount: 12_345,
      requestId: expect.stringMatching(REQUEST_ID),
    });
    await waitFor(() => expect(screen.getByTestId('wallet-line-PG')).toHaveTextContent('358.01 VND'));
    expect(screen.getByTestId('header-balance')).toHaveTextContent('1,234.56 VND');
    expect(sentTo(fetchMock, BALANCE_PATH).length).toBeGreaterThanOrEqual(2);
  });

  it('moves the whole balance with "all", sending no amount', async () => {
    const { user, fetchMock } = renderPage({ [TRANSFER]: { value: walletBalance() } });
    await user.selectOptions(await screen.findByTestId('transfer-from'), 'PG');
    await user.selectOptions(screen.getByTestId('transfer-to'), 'MAIN');
    await user.click(screen.getByTestId('transfer-all'));
    expect(screen.queryByTestId('transfer-amount')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('transfer-submit'));
    await screen.findByTestId('transfer-success');
    expect(sentTo(fetchMock, TRANSFER)[0]?.body).toEqual({
      fromWallet: 'PG',
      toWallet: 'MAIN',
      isAll: true,
      requestId: expect.stringMatching(REQUEST_ID),
    });
  });

  it('refuses the same wallet twice and an amount above the source balance before sending', async () => {
    const { user, fetchMock } = renderPage();
    await user.selectOptions(await screen.findByTestId('transfer-to'), 'MAIN');
    await user.type(screen.getByTestId('transfer-amount'), '1.234');
    await user.click(screen.getByTestId('transfer-submit'));
    const form = screen.getByTestId('wallet-transfer');
    const alerts = await within(form).findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Choose two different wallets.',
      'Enter an amount above zero with at most two decimals.',
    ]);
    await user.selectOptions(screen.getByTestId('transfer-to'), 'PG');
    await user.clear(screen.getByTestId('transfer-amount'));
    await user.type(screen.getByTestId('transfer-amount'), '1,000.01');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The available balance is not enough for this amount.',
    );
    expect(sentTo(fetchMock, TRANSFER)).toHaveLength(0);
  });

  it('shows the envelope error and keeps the request id only when the outcome is unknown', async () => {
    const { user, fetchMock, answers } = renderPage({ [TRANSFER]: { networkError: true } });
    await user.type(await screen.findByTestId('transfer-amount'), '10');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByTestId('transfer-error')).toHaveTextContent('network');
    answers[TRANSFER] = failure('WALLET_UNKNOWN', 'wallet_unknown');
    await user.click(screen.getByTestId('transfer-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('transfer-error')).toHaveTextContent('This wallet does not exist.'),
    );
    await user.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(sentTo(fetchMock, TRANSFER)).toHaveLength(3));
    const ids = sentTo(fetchMock, TRANSFER).map((s) => (s.body as { requestId: string }).requestId);
    // The retry after a network failure is the same request; after the server's answer it is a new one.
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('offers no transfer for a single-wallet merchant', async () => {
    renderWallet(<TransferFundPage title="My wallet" />, {
      '/wps/relay/GCS_merchantWallet': { value: { isSingle: true, wallets: [MERCHANT_WALLET.wallets[0]] } },
    });
    await screen.findByTestId('wallet-sum');
    await waitFor(() => expect(screen.getByTestId('wallet-line-MAIN')).toHaveTextContent('Main wallet'));
    expect(screen.queryByTestId('transfer-submit')).not.toBeInTheDocument();
  });
});
