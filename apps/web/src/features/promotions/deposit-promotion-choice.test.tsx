import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DepositPage } from '../wallet/components/deposit-page';
import { deposit, SANDBOX_METHOD } from '../wallet/testing/wallet-fixtures';
import { renderWallet, sentTo } from '../wallet/testing/wallet.test-support';
import { card } from './testing/promotion-fixtures';

vi.mock('../wallet/open-payment-page', () => ({ openPaymentPage: vi.fn() }));

const DEPOSITS = '/wps/payment/deposits';
const PROMOTIONS = {
  value: {
    categories: [],
    list: [
      card({ id: '7', title: 'Welcome', status: 'JOINED' }),
      card({ id: '8', code: 'RELOAD10', kind: 'RELOAD', title: 'Reload', status: 'JOIN' }),
      card({ id: '9', code: 'DONE', title: 'Taken', status: 'ISSUED' }),
      card({ id: '10', code: 'SIGN', kind: 'DAILY_SIGN_IN', title: 'Sign', status: 'JOIN' }),
    ],
  },
};

function renderPage() {
  return renderWallet(<DepositPage title="Deposit" />, {
    '/wps/payment/methods': { value: [SANDBOX_METHOD] },
    [DEPOSITS]: { value: { list: [], total: 0, page: 1, pageSize: 10 } },
    '/wps/promotions': PROMOTIONS,
    [`POST ${DEPOSITS}`]: { value: deposit() },
  });
}

const postedBody = (fetchMock: Parameters<typeof sentTo>[0]) =>
  sentTo(fetchMock, DEPOSITS).find((s) => s.method === 'POST')?.body as Record<string, unknown> | undefined;

describe('deposit with a promotion', () => {
  it('offers only the deposit bonuses the member may choose, the joined one first, and sends it', async () => {
    const { user, fetchMock } = renderPage();
    const select = await screen.findByTestId('deposit-promotion');
    const options = Array.from((select as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual(['No promotion', 'Welcome', 'Reload']);
    expect(select).toHaveValue('7');
    await user.type(screen.getByTestId('deposit-amount'), '200');
    await user.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(postedBody(fetchMock)).toMatchObject({ amount: 20_000, promotionId: '7' }));
  });

  it('sends no promotion when the member chooses none', async () => {
    const { user, fetchMock } = renderPage();
    await user.selectOptions(await screen.findByTestId('deposit-promotion'), '');
    await user.type(screen.getByTestId('deposit-amount'), '200');
    await user.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(postedBody(fetchMock)).toBeDefined());
    expect(postedBody(fetchMock)).not.toHaveProperty('promotionId');
  });
});
