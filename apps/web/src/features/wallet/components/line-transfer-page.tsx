import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useTransferTargets } from '../api/get-transfer-targets';
import { LineTransferForm } from './line-transfer-form';
import { Money } from './money';
import { PaymentPasswordPointer } from './payment-password-pointer';
import { QueryFailure } from './query-failure';
import { WalletPage } from './wallet-page';

/** Transfer to upline (transferUpline): money along the member's own agent line, up or to a direct downline. */
export function LineTransferPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const targets = useTransferTargets();
  const data = targets.data;
  const hasLine = data !== undefined && (data.upline !== null || data.downlines.length > 0);

  return (
    <WalletPage page="transferUpline" title={title}>
      {targets.isPending && <Spinner />}
      {targets.isError && (
        <QueryFailure error={targets.error} onRetry={() => void targets.refetch()} testId="line-error-load" />
      )}
      {data && !hasLine && <EmptyState message={t('wallet_line_none')} icon="users" />}
      {data && hasLine && (
        <>
          <dl className="wallet-facts">
            <dt>{t('wallet_available')}</dt>
            <dd>
              <Money minor={data.availBalance} testId="line-available" />
            </dd>
            <dt>{t('wallet_min_amount')}</dt>
            <dd>
              <Money minor={data.minAmount} testId="line-minimum" />
            </dd>
          </dl>
          {data.hasPaymentPassword ? <LineTransferForm targets={data} /> : <PaymentPasswordPointer />}
        </>
      )}
    </WalletPage>
  );
}
