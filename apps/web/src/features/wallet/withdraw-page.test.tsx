import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPayloadKey } from '../../lib/sealed-request';
import { installTestPayloadKey, openSealedBody } from '../../test/sealed-body';
import { WithdrawPage } from './components/withdraw-page';
import { BANK_ACCOUNT, walletBalance, withdrawal, withdrawOverview } from './testing/wallet-fixtures';
import { BALANCE_PATH, failure, renderWallet, REQUEST_ID, sentTo } from './testing/wallet.test-support';
import { resetWithdrawalPrompts } from './use-withdrawal-prompt';

const OVERVIEW = '/wps/member/withdrawals/overview';
const WITHDRAWALS = '/wps/member/withdrawals';
const BANK_ACCOUNTS = '/wps/member/bank-accounts';
const EMPTY_LIST = { value: { list: [], total: 0, page: 1, pageSize: 10 } };

function renderPage(overview = withdrawOverview(), extra = {}) {
  return renderWallet(<WithdrawPage title="Withdrawal" />, {
    [OVERVIEW]: { value: overview },
    [WITHDRAWALS]: EMPTY_LIST,
    ...extra,
  });
}

describe('withdrawal page', () => {
  afterEach(() => {
    setPayloadKey(null);
    resetWithdrawalPrompts();
  });

  it('shows the available balance and the limits', async () => {
    renderPage(withdrawOverview({ usedToday: 30_000 }));
    expect(await screen.findByTestId('withdraw-available')).toHaveTextContent('1,000.00');
    const limits = screen.getByTestId('withdraw-limits');
    expect(limits).toHaveTextContent('Per withdrawal100.00 – 50,000.00');
    expect(limits).not.toHaveTextContent('deposit');
    expect(limits).toHaveTextContent('Daily limit200,000.00');
    expect(limits).toHaveTextContent('Used today300.00');
    expect(screen.getByTestId(`bank-account-${BANK_ACCOUNT.id}`)).toHaveTextContent('****7890');
  });

  it("asks for a bank account first, named as the member's real name, then offers the request form", async () => {
    const { user, fetchMock, answers } = renderPage(withdrawOverview({ bankAccounts: [] }), {
      [BANK_ACCOUNTS]: { value: BANK_ACCOUNT },
    });
    expect(await screen.findByTestId('bank-account-name')).toHaveValue('Alice Chen');
    expect(screen.queryByTestId('withdraw-submit')).not.toBeInTheDocument();
    await user.type(screen.getByTestId('bank-name'), 'Kirin Bank');
    await user.type(screen.getByTestId('bank-account-number'), '0012 3456 7890');
    answers[OVERVIEW] = { value: withdrawOverview() };
    await user.click(screen.getByTestId('bank-bind-submit'));
    expect(await screen.findByTestId('withdraw-submit')).toBeInTheDocument();
    expect(sentTo(fetchMock, BANK_ACCOUNTS)[0]?.body).toEqual({
      bankName: 'Kirin Bank',
      accountName: 'Alice Chen',
      accountNumber: '001234567890',
    });
  });

  it('shows a name mismatch from the server on the binding form', async () => {
    const { user } = renderPage(withdrawOverview({ bankAccounts: [], payeeName: null }), {
      [BANK_ACCOUNTS]: failure('BANK_ACCOUNT_NAME_MISMATCH', 'bank_account_name_mismatch'),
    });
    await user.type(await screen.findByTestId('bank-name'), 'Kirin Bank');
    await user.type(screen.getByTestId('bank-account-name'), 'Bob');
    await user.type(screen.getByTestId('bank-account-number'), '001234567890');
    await user.click(screen.getByTestId('bank-bind-submit'));
    expect(await screen.findByTestId('bank-bind-error')).toHaveTextContent(
      'The account name must be your real name.',
    );
  });

  it('points to the security centre instead of the form without a payment password', async () => {
    const { user } = renderPage(withdrawOverview({ hasPaymentPassword: false }));
    expect(await screen.findByTestId('wallet-payment-password-missing')).toHaveTextContent(
      'Set a payment password',
    );
    expect(screen.queryByTestId('withdraw-password')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('wallet-go-security'));
    expect(await screen.findByTestId('modal-memberCentre')).toBeInTheDocument();
  });

  it('explains the identity check above the merchant threshold and links to it', async () => {
    await installTestPayloadKey();
    const { user } = renderPage(withdrawOverview({ kycThreshold: 50_000, isKycVerified: false }), {
      [`POST ${WITHDRAWALS}`]: failure('KYC_REQUIRED', 'kyc_required'),
    });
    expect(await screen.findByTestId('wallet-kyc-required')).toHaveTextContent(
      'Withdrawals above 500.00 need a verified identity.',
    );
    await user.type(screen.getByTestId('withdraw-amount'), '600');
    await user.type(screen.getByTestId('withdraw-password'), '135790');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('This withdrawal needs a verified identity first.')).toBeInTheDocument();
    await user.click(screen.getByTestId('wallet-go-kyc'));
    const centre = await screen.findByTestId('modal-memberCentre');
    expect(await within(centre).findByTestId('centre-page-securityCenter')).toBeInTheDocument();
  });

  it('says nothing of the identity check when verified or when the merchant has none', async () => {
    renderPage(withdrawOverview({ kycThreshold: 3_000_000, isKycVerified: true }));
    expect(await screen.findByTestId('withdraw-available')).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-kyc-required')).not.toBeInTheDocument();
  });

  it('sends the request sealed with the amount in minor units, then refreshes the header balance', async () => {
    await installTestPayloadKey();
    const { user, fetchMock, answers } = renderPage(withdrawOverview(), {
      [`POST ${WITHDRAWALS}`]: { value: withdrawal() },
    });
    await user.type(await screen.findByTestId('withdraw-amount'), '200');
    await user.type(screen.getByTestId('withdraw-password'), '135790');
    answers[BALANCE_PATH] = { value: walletBalance(80_000) };
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-success')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => String(url) === WITHDRAWALS && init?.method === 'POST',
    );
    expect(String(post?.[1]?.body)).not.toContain('135790');
    expect(await openSealedBody(post?.[1])).toEqual({
      bankAccountId: '31',
      amount: 20_000,
      paymentPassword: '135790',
      requestId: expect.stringMatching(REQUEST_ID),
    });
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('1,034.56 VND'));
  });

  it('checks limits on the client and shows a wrong payment password from the server', async () => {
    await installTestPayloadKey();
    const { user, fetchMock } = renderPage(withdrawOverview(), {
      [`POST ${WITHDRAWALS}`]: failure('PAYMENT_PASSWORD_WRONG', 'payment_password_wrong'),
    });
    await user.type(await screen.findByTestId('withdraw-amount'), '1000.01');
    await user.type(screen.getByTestId('withdraw-password'), '135790');
    await user.click(screen.getByTestId('withdraw-submit'));
    const form = screen.getByTestId('withdraw-request');
    expect(await within(form).findByRole('alert')).toHaveTextContent('not enough');
    expect(sentTo(fetchMock, WITHDRAWALS).filter((s) => s.method === 'POST')).toHaveLength(0);
    await user.clear(screen.getByTestId('withdraw-amount'));
    await user.type(screen.getByTestId('withdraw-amount'), '150');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-error')).toHaveTextContent('The payment password is wrong.');
  });

  it('lists requests with status and reason, with a confirm button for a paid one', async () => {
    const { user } = renderPage(withdrawOverview(), {
      [WITHDRAWALS]: {
        value: {
          list: [
            withdrawal({ id: '703', status: 'PAID', paidAt: '2025-05-02T00:00:00.000Z' }),
            withdrawal({ id: '702', status: 'REJECTED', reason: 'Name does not match' }),
            withdrawal(),
          ],
          total: 3,
          page: 1,
          pageSize: 10,
        },
      },
    });
    expect(await screen.findByTestId('withdraw-status-701')).toHaveTextContent('Requested');
    expect(screen.getByTestId('withdraw-row-702')).toHaveTextContent('Name does not match');
    expect(screen.getByTestId('withdraw-status-703')).toHaveTextContent('Paid');
    await user.click(screen.getByTestId('withdraw-confirm-703'));
    expect(await screen.findByTestId('modal-withdrawalConfirm')).toBeInTheDocument();
  });
});
