import type { TMerchantWallet, TWalletBalance } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Money } from './money';

type TWalletBalancesProps = {
  balance: TWalletBalance;
  /** The merchant's wallet names, when known; otherwise the balance answer's names. */
  wallets?: TMerchantWallet['wallets'];
  isRefreshing: boolean;
  onRefresh: () => void;
};

/** The sum of the member's wallets and each wallet's available (and held) balance. */
export function WalletBalances({ balance, wallets, isRefreshing, onRefresh }: TWalletBalancesProps) {
  const { t } = useTranslation();
  const nameOf = (code: string, fallback: string) =>
    wallets?.find((wallet) => wallet.walletCode === code)?.displayName ?? fallback;

  return (
    <div className="wallet-balances">
      <div className="wallet-sum">
        <span className="wallet-sum__label">
          {t('wallet_sum_balance')}
          {balance.isDemo && <span className="wallet-badge">{t('wallet_demo')}</span>}
        </span>
        <Money minor={balance.sumBalance} currency={balance.currency} testId="wallet-sum" />
        <Button
          variant="secondary"
          size="small"
          data-testid="wallet-refresh"
          disabled={isRefreshing}
          onClick={onRefresh}
        >
          {t('wallet_refresh')}
        </Button>
      </div>
      <ul className="wallet-lines">
        {balance.balance.map((line) => (
          <li key={line.walletCode} className="wallet-line" data-testid={`wallet-line-${line.walletCode}`}>
            <span className="wallet-line__name">{nameOf(line.walletCode, line.walletName)}</span>
            <Money minor={line.availBalance} currency={line.currency} />
            {line.heldBalance > 0 && (
              <span className="wallet-line__held">
                {t('wallet_held')} <Money minor={line.heldBalance} currency={line.currency} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
