import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DepositPage } from './components/deposit-page';
import { openPaymentPage } from './open-payment-page';
import { BANK_DETAILS, BANK_METHOD, deposit, SANDBOX_METHOD, walletBalance } from './testing/wallet-fixtures';
import {
  BALANCE_PATH,
  failure,
  imageFile,
  renderWallet,
  REQUEST_ID,
  sentTo,
} from './testing/wallet.test-support';

vi.mock('./open-payment-page', () => ({ openPaymentPage: vi.fn() }));

const METHODS = '/wps/payment/methods';
const DEPOSITS = '/wps/payment/deposits';
const BANK_DEPOSIT = deposit({
  id: '502',
  methodId: '12',
  methodName: 'Bank transfer',
  gateway: 'MANUAL_BANK',
  amount: 60_000,
  paymentUrl: null,
  bankDetails: BANK_DETAILS,
});

function renderPage(extra = {}, depositId?: string) {
  return renderWallet(<DepositPage title="Deposit" depositId={depositId} />, {
    [METHODS]: { value: [SANDBOX_METHOD, BANK_METHOD] },
    [DEPOSITS]: { value: { list: [], total: 0, page: 1, pageSize: 10 } },
    ...extra,
  });
}

describe('deposit (depositv2)', () => {
  it("shows each method with its limits and today's use", async () => {
    renderPage();
    const card = await screen.findByTestId('deposit-method-SANDBOX_CARD');
    expect(card).toHaveAttribute('aria-checked', 'true');
    expect(card).toHaveTextContent('Per deposit100.00 – 50,000.00');
    expect(card).not.toHaveTextContent('withdrawal');
    expect(card).toHaveTextContent('Daily limit100,000.00');
    expect(card).toHaveTextContent('Used today200.00');
    expect(await screen.findByText('No deposits yet.')).toBeInTheDocument();
  });

  it('opens the sandbox gateway page after sending the amount in minor units', async () => {
    const { user, fetchMock } = renderPage({ [`POST ${DEPOSITS}`]: { value: deposit() } });
    await user.type(await screen.findByTestId('deposit-amount'), '1,234.5');
    await user.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('/sandbox-psp/pay/ord-501'));
    const post = sentTo(fetchMock, DEPOSITS).find((s) => s.method === 'POST');
    expect(post?.body).toEqual({
      methodId: '11',
      amount: 123_450,
      requestId: expect.stringMatching(REQUEST_ID),
    });
  });

  it("checks the method's minimum before sending, and shows the server's refusal", async () => {
    const { user, fetchMock, answers } = renderPage();
    await user.type(await screen.findByTestId('deposit-amount'), '99.99');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The amount is below the minimum.');
    expect(sentTo(fetchMock, DEPOSITS).filter((s) => s.method === 'POST')).toHaveLength(0);
    answers[`POST ${DEPOSITS}`] = failure('PAYMENT_METHOD_UNAVAILABLE', 'payment_method_unavailable');
    await user.clear(screen.getByTestId('deposit-amount'));
    await user.type(screen.getByTestId('deposit-amount'), '100');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByTestId('deposit-error')).toHaveTextContent(
      'This payment method is not available now.',
    );
  });

  it('shows the bank details of a bank transfer and takes its proof, checked on the client first', async () => {
    const { user, fetchMock, answers } = renderPage({
      [`POST ${DEPOSITS}`]: { value: BANK_DEPOSIT },
      [`${DEPOSITS}/502`]: { value: BANK_DEPOSIT },
    });
    await user.click(await screen.findByTestId('deposit-method-BANK'));
    await user.type(screen.getByTestId('deposit-amount'), '600');
    await user.click(screen.getByTestId('deposit-submit'));
    const details = await screen.findByTestId('deposit-bank-details');
    expect(details).toHaveTextContent('Kirin Bank');
    expect(details).toHaveTextContent('001234567890');
    expect(screen.getByTestId('deposit-status')).toHaveTextContent('Waiting for payment');
    expect(openPaymentPage).not.toHaveBeenCalled();

    const input = screen.getByTestId('deposit-proof-file');
    await user.upload(input, imageFile('proof.gif', 'image/gif'));
    await user.click(screen.getByTestId('deposit-proof-submit'));
    expect(screen.getByTestId('deposit-proof-error')).toHaveTextContent(
      'Only PNG or JPG images are accepted.',
    );
    await user.upload(input, imageFile('big.png', 'image/png', 5 * 1024 * 1024 + 1));
    await user.click(screen.getByTestId('deposit-proof-submit'));
    expect(screen.getByTestId('deposit-proof-error')).toHaveTextContent('The file is larger than 5 MB.');
    expect(sentTo(fetchMock, `${DEPOSITS}/502/proof`)).toHaveLength(0);

    const reviewed = { ...BANK_DEPOSIT, status: 'PENDING_REVIEW' as const, hasProof: true };
    answers[`${DEPOSITS}/502/proof`] = { value: reviewed };
    answers[`${DEPOSITS}/502`] = { value: reviewed };
    const proof = imageFile('receipt.png', 'image/png');
    await user.upload(input, proof);
    await user.click(screen.getByTestId('deposit-proof-submit'));
    await waitFor(() => expect(screen.getByTestId('deposit-status')).toHaveTextContent('Under review'));
    const [sent] = sentTo(fetchMock, `${DEPOSITS}/502/proof`);
    expect(sent?.method).toBe('PUT');
    expect((sent?.body as FormData).get('file')).toBe(proof);
    expect(screen.queryByTestId('deposit-proof-file')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a proof", async () => {
    const { user } = renderPage(
      {
        [`${DEPOSITS}/502`]: { value: BANK_DEPOSIT },
        [`${DEPOSITS}/502/proof`]: failure('FILE_TYPE_NOT_ALLOWED', 'file_type_not_allowed'),
      },
      '502',
    );
    await user.upload(await screen.findByTestId('deposit-proof-file'), imageFile('fake.png', 'image/png'));
    await user.click(screen.getByTestId('deposit-proof-submit'));
    expect(await screen.findByTestId('deposit-proof-error')).toHaveTextContent(
      'Only PNG or JPG images are accepted.',
    );
  });

  it('shows a returned deposit credited, and refreshes the header balance', async () => {
    const { answers } = renderPage(
      { [`${DEPOSITS}/501`]: { value: deposit({ status: 'CREDITED' }) } },
      '501',
    );
    answers[BALANCE_PATH] = { value: walletBalance(223_450) };
    expect(await screen.findByTestId('deposit-status')).toHaveTextContent('Credited');
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('2,469.06 VND'));
  });

  it('lists recent deposits with their status and opens one', async () => {
    const { user } = renderPage({
      [DEPOSITS]: {
        value: { list: [deposit({ status: 'FAILED' }), BANK_DEPOSIT], total: 2, page: 1, pageSize: 10 },
      },
      [`${DEPOSITS}/502`]: { value: BANK_DEPOSIT },
    });
    const row = await screen.findByTestId('deposit-row-501');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('1,234.50');
    await user.click(within(screen.getByTestId('deposit-row-502')).getByRole('button', { name: 'View' }));
    expect(await screen.findByTestId('deposit-bank-details')).toBeInTheDocument();
  });
});
