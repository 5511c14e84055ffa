import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPayloadKey } from '../../lib/sealed-request';
import { installTestPayloadKey, openSealedBody } from '../../test/sealed-body';
import { LineTransferPage } from './components/line-transfer-page';
import { transferTargets, walletBalance } from './testing/wallet-fixtures';
import { BALANCE_PATH, failure, renderWallet, REQUEST_ID } from './testing/wallet.test-support';

const LINE = '/wps/member/transfer/line';

function renderPage(targets = transferTargets()) {
  return renderWallet(<LineTransferPage title="Transfer to upline" />, { [LINE]: { value: targets } });
}

function sealedPost(fetchMock: ReturnType<typeof renderPage>['fetchMock']) {
  return fetchMock.mock.calls.find(([url, init]) => String(url) === LINE && init?.method === 'POST')?.[1];
}

describe('transfer to upline (transferUpline)', () => {
  afterEach(() => setPayloadKey(null));

  it('says so honestly when the member has neither upline nor downline', async () => {
    renderPage(transferTargets({ upline: null, downlines: [] }));
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(
      'You have no upline or downline to transfer to.',
    );
    expect(screen.queryByTestId('line-submit')).not.toBeInTheDocument();
  });

  it('points to the security centre without a payment password', async () => {
    renderPage(transferTargets({ hasPaymentPassword: false }));
    expect(await screen.findByTestId('wallet-payment-password-missing')).toBeInTheDocument();
    expect(screen.queryByTestId('line-password')).not.toBeInTheDocument();
  });

  it('sends to the upline sealed, with the amount in minor units, then refreshes the balance', async () => {
    await installTestPayloadKey();
    const { user, fetchMock, answers } = renderPage();
    expect(await screen.findByTestId('line-upline-account')).toHaveTextContent('boss');
    expect(screen.getByTestId('line-available')).toHaveTextContent('1,000.00');
    await user.type(screen.getByTestId('line-amount'), '12.3');
    await user.type(screen.getByTestId('line-password'), '246810');
    answers[`POST ${LINE}`] = { value: walletBalance(98_770) };
    answers[BALANCE_PATH] = { value: walletBalance(98_770) };
    await user.click(screen.getByTestId('line-submit'));
    expect(await screen.findByTestId('line-success')).toBeInTheDocument();
    // The page itself refreshes too (the targets' balance), still answered as targets.
    expect(screen.getByTestId('line-upline-account')).toBeInTheDocument();
    expect(await openSealedBody(sealedPost(fetchMock))).toEqual({
      direction: 'UPLINE',
      amount: 1_230,
      paymentPassword: '246810',
      requestId: expect.stringMatching(REQUEST_ID),
    });
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('1,222.26 VND'));
  });

  it('sends to the chosen direct downline', async () => {
    await installTestPayloadKey();
    const { user, fetchMock, answers } = renderPage();
    await user.click(await screen.findByTestId('line-direction-DOWNLINE'));
    await user.selectOptions(screen.getByTestId('line-downline'), 'kid2');
    await user.type(screen.getByTestId('line-amount'), '5');
    await user.type(screen.getByTestId('line-password'), '246810');
    answers[`POST ${LINE}`] = { value: walletBalance() };
    await user.click(screen.getByTestId('line-submit'));
    await screen.findByTestId('line-success');
    expect(await openSealedBody(sealedPost(fetchMock))).toMatchObject({
      direction: 'DOWNLINE',
      target: 'kid2',
      amount: 500,
    });
  });

  it('shows the minimum and refuses a smaller amount before sending', async () => {
    const { user, fetchMock } = renderPage(transferTargets({ minAmount: 1_000 }));
    expect(await screen.findByTestId('line-minimum')).toHaveTextContent('10.00');
    await user.type(screen.getByTestId('line-amount'), '9.99');
    await user.type(screen.getByTestId('line-password'), '246810');
    await user.click(screen.getByTestId('line-submit'));
    expect(await screen.findByText('The amount is below the minimum.')).toBeInTheDocument();
    expect(sealedPost(fetchMock)).toBeUndefined();
  });

  it("shows the server's refusal", async () => {
    await installTestPayloadKey();
    const { user, answers } = renderPage(transferTargets({ upline: null }));
    await user.type(await screen.findByTestId('line-amount'), '5');
    await user.type(screen.getByTestId('line-password'), '246810');
    answers[`POST ${LINE}`] = failure('NOT_IN_AGENT_LINE', 'not_in_agent_line');
    await user.click(screen.getByTestId('line-submit'));
    expect(await screen.findByTestId('line-error')).toHaveTextContent(
      'You can only transfer to your own upline or direct downlines.',
    );
  });
});
