import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSite } from '../../test/render-site';
import { mockApi } from '../../test/fetch-mock';
import { WithdrawPage } from './components/withdraw-page';
import { walletBalance, withdrawal, withdrawOverview } from './testing/wallet-fixtures';
import { BALANCE_PATH, failure, imageFile, renderWallet, sentTo } from './testing/wallet.test-support';
import { resetWithdrawalPrompts } from './use-withdrawal-prompt';

const OVERVIEW = '/wps/member/withdrawals/overview';
const PAID = withdrawal({
  id: '703',
  status: 'PAID',
  amount: 20_000,
  paidAt: '2025-05-02T00:00:00.000Z',
  autoReceiveAt: '2025-05-03T00:00:00.000Z',
});
const CONFIRM = '/wps/member/withdrawals/703/confirm';
const NOT_RECEIVED = '/wps/member/withdrawals/703/not-received';

function renderAwaiting(extra = {}) {
  return renderWallet(<WithdrawPage title="Withdrawal" />, {
    [OVERVIEW]: { value: withdrawOverview({ awaitingConfirmation: [PAID] }) },
    '/wps/member/withdrawals': { value: { list: [PAID], total: 1, page: 1, pageSize: 10 } },
    ...extra,
  });
}

describe('withdrawal confirmation modal', () => {
  afterEach(() => resetWithdrawalPrompts());

  it('opens by itself for a paid withdrawal waiting for confirmation, with the amount and deadline', async () => {
    renderAwaiting();
    const modal = await screen.findByTestId('modal-withdrawalConfirm');
    expect(within(modal).getByTestId('confirm-amount')).toHaveTextContent('200.00');
    expect(modal).toHaveTextContent('****7890');
    expect(modal).toHaveTextContent('it counts as received');
  });

  it('confirms all received, closes and refreshes the balance', async () => {
    const { user, fetchMock, answers } = renderAwaiting({
      [CONFIRM]: { value: { ...PAID, status: 'CONFIRMED' } },
    });
    answers[BALANCE_PATH] = { value: walletBalance(90_000) };
    await user.click(await screen.findByTestId('confirm-all-received'));
    await waitFor(() => expect(screen.queryByTestId('modal-withdrawalConfirm')).not.toBeInTheDocument());
    expect(sentTo(fetchMock, CONFIRM)[0]?.body).toEqual({ result: 'ALL_RECEIVED' });
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('1,134.56 VND'));
  });

  it('confirms a received amount, showing what remains as it is typed', async () => {
    const { user, fetchMock } = renderAwaiting({ [CONFIRM]: { value: { ...PAID, status: 'CONFIRMED' } } });
    await user.click(await screen.findByTestId('confirm-received'));
    await user.type(screen.getByTestId('confirm-received-amount'), '150.5');
    expect(screen.getByTestId('confirm-remaining')).toHaveTextContent('49.50');
    await user.click(screen.getByTestId('confirm-received-submit'));
    await waitFor(() => expect(screen.queryByTestId('modal-withdrawalConfirm')).not.toBeInTheDocument());
    expect(sentTo(fetchMock, CONFIRM)[0]?.body).toEqual({ result: 'RECEIVED', receivedAmount: 15_050 });
  });

  it("refuses more than was paid, and shows the server's refusal", async () => {
    const { user, answers } = renderAwaiting({ [CONFIRM]: failure('INVALID_STATE', 'invalid_state') });
    await user.click(await screen.findByTestId('confirm-received'));
    await user.type(screen.getByTestId('confirm-received-amount'), '200.01');
    await user.click(screen.getByTestId('confirm-received-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The amount is above the maximum.');
    answers[CONFIRM] = failure('INVALID_STATE', 'invalid_state');
    await user.click(screen.getByTestId('confirm-all-received'));
    expect(await screen.findByTestId('confirm-error')).toHaveTextContent(
      'This can no longer be done in its current status.',
    );
  });

  it('reports not received with a proof image, refusing a wrong type first', async () => {
    const { user, fetchMock } = renderAwaiting({
      [NOT_RECEIVED]: { value: { ...PAID, status: 'DISPUTED', hasProof: true } },
    });
    await user.click(await screen.findByTestId('confirm-not-received'));
    const input = screen.getByTestId('confirm-proof-file');
    await user.upload(input, imageFile('statement.pdf', 'application/pdf'));
    await user.click(screen.getByTestId('confirm-proof-submit'));
    expect(screen.getByTestId('confirm-proof-error')).toHaveTextContent(
      'Only PNG or JPG images are accepted.',
    );
    const proof = imageFile('statement.jpg', 'image/jpeg');
    await user.upload(input, proof);
    await user.click(screen.getByTestId('confirm-proof-submit'));
    await waitFor(() => expect(screen.queryByTestId('modal-withdrawalConfirm')).not.toBeInTheDocument());
    const [sent] = sentTo(fetchMock, NOT_RECEIVED);
    expect(sent?.method).toBe('PUT');
    expect((sent?.body as FormData).get('file')).toBe(proof);
  });

  it('is offered after login on any page (the light check), once per page load', async () => {
    mockApi({ [OVERVIEW]: { value: withdrawOverview({ awaitingConfirmation: [PAID] }) } });
    const { user } = renderSite('/index', { session: { token: 't-1', account: 'alice', isAgent: 0 } });
    const modal = await screen.findByTestId('modal-withdrawalConfirm');
    await user.click(within(modal).getByTestId('modal-close'));
    expect(screen.queryByTestId('modal-withdrawalConfirm')).not.toBeInTheDocument();
  });

  it('is not asked of a trial account', async () => {
    const fetchMock = mockApi({ [OVERVIEW]: { value: withdrawOverview({ awaitingConfirmation: [PAID] }) } });
    renderSite('/index', { session: { token: 't-trial', isAgent: 4 } });
    await screen.findByTestId('page-index');
    expect(sentTo(fetchMock, OVERVIEW)).toHaveLength(0);
    expect(screen.queryByTestId('modal-withdrawalConfirm')).not.toBeInTheDocument();
  });
});
