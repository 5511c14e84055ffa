import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useMerchantWallet } from '../api/get-merchant-wallet';
import { useWalletBalance } from '../api/get-wallet-balance';
import { QueryFailure } from './query-failure';
import { WalletBalances } from './wallet-balances';
import { WalletCard, WalletPage } from './wallet-page';
import { WalletTransferForm } from './wallet-transfer-form';

/** My wallet (transferFund): the balance of each wallet, and transfers between them unless single-wallet. */
export function TransferFundPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  const merchantWallet = useMerchantWallet();
  const wallets = merchantWallet.data?.wallets;

  return (
    <WalletPage page="transferFund" title={title}>
      {balance.isPending && <Spinner />}
      {balance.isError && (
        <QueryFailure error={balance.error} onRetry={() => void balance.refetch()} testId="wallet-error" />
      )}
      {balance.isSuccess && (
        <WalletBalances
          balance={balance.data}
          wallets={wallets}
          isRefreshing={balance.isFetching}
          onRefresh={() => void balance.refetch()}
        />
      )}
      {balance.isSuccess && merchantWallet.isSuccess && !merchantWallet.data.isSingle && wallets && (
        <WalletCard title={t('wallet_transfer_title')} testId="wallet-transfer">
          <WalletTransferForm wallets={wallets} balance={balance.data} />
        </WalletCard>
      )}
    </WalletPage>
  );
}
