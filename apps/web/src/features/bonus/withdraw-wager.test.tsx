import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPayloadKey } from '../../lib/sealed-request';
import { installTestPayloadKey } from '../../test/sealed-body';
import { WithdrawPage } from '../wallet/components/withdraw-page';
import { withdrawOverview } from '../wallet/testing/wallet-fixtures';
import { renderWallet } from '../wallet/testing/wallet.test-support';
import { resetWithdrawalPrompts } from '../wallet/use-withdrawal-prompt';

const WITHDRAWALS = '/wps/member/withdrawals';

describe('withdrawal refused for an open bonus wager', () => {
  afterEach(() => {
    setPayloadKey(null);
    resetWithdrawalPrompts();
  });

  it('says how much is still to bet, translated, with the amount', async () => {
    await installTestPayloadKey();
    const { user } = renderWallet(<WithdrawPage title="Withdrawal" />, {
      '/wps/member/withdrawals/overview': { value: withdrawOverview() },
      [WITHDRAWALS]: { value: { list: [], total: 0, page: 1, pageSize: 10 } },
      [`POST ${WITHDRAWALS}`]: {
        failure: { code: 'WAGER_NOT_MET', message: 'wager_not_met', details: { remaining: '123456' } },
      },
    });
    await user.type(await screen.findByTestId('withdraw-amount'), '300');
    await user.type(screen.getByTestId('withdraw-password'), '135790');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-wager-open')).toHaveTextContent(
      'A bonus wager is still open: bet 1,234.56 more, then withdraw.',
    );
  }, 15_000);
});
