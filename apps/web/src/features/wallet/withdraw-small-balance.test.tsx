import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPayloadKey } from '../../lib/sealed-request';
import { installTestPayloadKey, openSealedBody } from '../../test/sealed-body';
import { WithdrawPage } from './components/withdraw-page';
import { withdrawal, withdrawOverview } from './testing/wallet-fixtures';
import { renderWallet } from './testing/wallet.test-support';
import { resetWithdrawalPrompts } from './use-withdrawal-prompt';

const OVERVIEW = '/wps/member/withdrawals/overview';
const WITHDRAWALS = '/wps/member/withdrawals';
const listOf = (...rows: ReturnType<typeof withdrawal>[]) => ({
  value: { list: rows, total: rows.length, page: 1, pageSize: 10 },
});

describe('withdrawal page: a balance below the minimum, and the new request', () => {
  afterEach(() => {
    setPayloadKey(null);
    resetWithdrawalPrompts();
    // jsdom has no scrollIntoView; one test lends it a spy.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('offers the whole balance when it is below the minimum and sends exactly it', async () => {
    await installTestPayloadKey();
    const { user, fetchMock } = renderWallet(<WithdrawPage title="Withdrawal" />, {
      [OVERVIEW]: { value: withdrawOverview({ availBalance: 4_250, minAmount: 5_000 }) },
      [WITHDRAWALS]: listOf(),
      [`POST ${WITHDRAWALS}`]: { value: withdrawal({ amount: 4_250 }) },
    });
    expect(await screen.findByTestId('withdraw-whole-hint')).toHaveTextContent(
      'below the minimum withdrawal of 50.00: you may withdraw all of it, 42.50.',
    );
    // Less than the whole balance is still below the minimum.
    await user.type(screen.getByTestId('withdraw-amount'), '40');
    await user.type(screen.getByTestId('withdraw-password'), '135790');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-amount')).toHaveAccessibleDescription(/minimum/i);
    await user.click(screen.getByTestId('withdraw-whole'));
    expect(screen.getByTestId('withdraw-amount')).toHaveValue('42.50');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-success')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => String(url) === WITHDRAWALS && init?.method === 'POST',
    );
    expect(await openSealedBody(post?.[1])).toMatchObject({ amount: 4_250 });
    // Two submissions with typing: past the 5 s default on the shared 2-core machine.
  }, 15_000);

  it('gives no such hint when the balance reaches the minimum', async () => {
    renderWallet(<WithdrawPage title="Withdrawal" />, {
      [OVERVIEW]: { value: withdrawOverview({ availBalance: 5_000, minAmount: 5_000 }) },
      [WITHDRAWALS]: listOf(),
    });
    expect(await screen.findByTestId('withdraw-amount')).toBeInTheDocument();
    expect(screen.queryByTestId('withdraw-whole-hint')).not.toBeInTheDocument();
  });

  it('scrolls to the new request, listed first and marked', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    await installTestPayloadKey();
    const older = withdrawal({ id: '701' });
    const created = withdrawal({ id: '702', amount: 30_000 });
    const { user, answers } = renderWallet(<WithdrawPage title="Withdrawal" />, {
      [OVERVIEW]: { value: withdrawOverview() },
      [WITHDRAWALS]: listOf(older),
      [`POST ${WITHDRAWALS}`]: { value: created },
    });
    await user.type(await screen.findByTestId('withdraw-amount'), '300');
    await user.type(screen.getByTestId('withdraw-password'), '135790');
    answers[WITHDRAWALS] = listOf(created, older);
    await user.click(screen.getByTestId('withdraw-submit'));
    const row = await screen.findByTestId('withdraw-row-702');
    await waitFor(() => expect(row).toHaveAttribute('data-new', 'true'));
    expect(screen.getByTestId('withdraw-row-701')).not.toHaveAttribute('data-new');
    const rows = screen.getAllByTestId(/^withdraw-row-/);
    expect(rows[0]).toBe(row);
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
    expect(scroll.mock.contexts[0]).toBe(row);
  });
});
