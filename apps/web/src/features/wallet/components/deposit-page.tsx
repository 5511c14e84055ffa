import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useIsWithdrawalOnly } from '../../player-protection/api/get-protection-status';
import { DepositProtection } from '../../player-protection/components/deposit-protection';
import { usePaymentMethods } from '../api/get-payment-methods';
import { DepositDetail } from './deposit-detail';
import { DepositForm } from './deposit-form';
import { DepositList } from './deposit-list';
import { QueryFailure } from './query-failure';
import { WalletCard, WalletPage } from './wallet-page';

/**
 * Deposit (depositv2): method and amount, then the gateway's page or the bank details with a proof upload;
 * `depositId` (from the gateway's return link) opens that deposit's status first.
 */
export function DepositPage({ title, depositId }: { title: string; depositId?: string }) {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  const [openId, setOpenId] = useState<string | null>(depositId ?? null);
  const isWithdrawalOnly = useIsWithdrawalOnly();
  // A session opened to withdraw during an exclusion cannot deposit: say so rather than send refused calls.
  if (isWithdrawalOnly)
    return (
      <WalletPage page="depositv2" title={title}>
        <EmptyState icon="warning" message={t('withdrawal_only_session')} />
      </WalletPage>
    );

  return (
    <WalletPage page="depositv2" title={title} listsTimes>
      {openId ? (
        <DepositDetail key={openId} id={openId} onClose={() => setOpenId(null)} />
      ) : (
        <WalletCard title={t('wallet_deposit_new')} testId="deposit-new">
          <DepositProtection />
          {methods.isPending && <Spinner />}
          {methods.isError && (
            <QueryFailure
              error={methods.error}
              onRetry={() => void methods.refetch()}
              testId="deposit-methods-error"
            />
          )}
          {methods.isSuccess && methods.data.length === 0 && (
            <EmptyState message={t('wallet_deposit_no_methods')} />
          )}
          {methods.isSuccess && methods.data.length > 0 && (
            <DepositForm methods={methods.data} onCreated={(deposit) => setOpenId(deposit.id)} />
          )}
        </WalletCard>
      )}
      <DepositList onOpen={setOpenId} />
    </WalletPage>
  );
}
