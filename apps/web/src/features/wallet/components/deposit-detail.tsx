import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDeposit } from '../api/get-deposit';
import { useUploadDepositProof } from '../api/upload-deposit-proof';
import { WALLET_QUERY_ROOT } from '../api/wallet-query-keys';
import { openPaymentPage } from '../open-payment-page';
import { BankDetails } from './bank-details';
import { Money } from './money';
import { ProofUpload } from './proof-upload';
import { QueryFailure } from './query-failure';
import { WalletCard } from './wallet-page';
import { useFormatDateTime } from '../../../lib/merchant-time';

/** One deposit: its status (asked again while open), bank details and proof upload, or the gateway link. */
export function DepositDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const deposit = useDeposit(id);
  const upload = useUploadDepositProof();
  const queryClient = useQueryClient();
  const status = deposit.data?.status;

  // Credited (the gateway's callback, or an operator): the balance, header included, and the list move.
  useEffect(() => {
    if (status !== 'CREDITED') return;
    void queryClient.invalidateQueries({ queryKey: [...WALLET_QUERY_ROOT, 'balance'] });
    void queryClient.invalidateQueries({ queryKey: [...WALLET_QUERY_ROOT, 'deposits'] });
  }, [status, queryClient]);

  return (
    <WalletCard title={t('wallet_deposit_detail')} testId="deposit-detail">
      {deposit.isPending && <Spinner />}
      {deposit.isError && (
        <QueryFailure
          error={deposit.error}
          onRetry={() => void deposit.refetch()}
          testId="deposit-detail-error"
        />
      )}
      {deposit.isSuccess && (
        <>
          <dl className="wallet-facts">
            <dt>{t('wallet_deposit_method')}</dt>
            <dd>{deposit.data.methodName}</dd>
            <dt>{t('wallet_amount')}</dt>
            <dd>
              <Money minor={deposit.data.amount} />
            </dd>
            <dt>{t('wallet_time')}</dt>
            <dd>{formatTime(deposit.data.createdAt)}</dd>
            <dt>{t('wallet_status')}</dt>
            <dd data-testid="deposit-status" data-status={deposit.data.status}>
              {t(`wallet_deposit_status_${deposit.data.status}`)}
            </dd>
            {deposit.data.reason && (
              <>
                <dt>{t('wallet_reason')}</dt>
                <dd>{deposit.data.reason}</dd>
              </>
            )}
          </dl>
          {deposit.data.gateway === 'MANUAL_BANK' && deposit.data.bankDetails && (
            <BankDetails details={deposit.data.bankDetails} />
          )}
          {deposit.data.gateway === 'MANUAL_BANK' && deposit.data.status === 'CREATED' && (
            <ProofUpload
              testIdPrefix="deposit-proof"
              label={t('wallet_deposit_proof')}
              submitLabel={t('wallet_proof_submit')}
              onUpload={(file) => upload.mutateAsync({ depositId: id, file })}
            />
          )}
          {deposit.data.gateway === 'SANDBOX' &&
            deposit.data.status === 'CREATED' &&
            deposit.data.paymentUrl && (
              <Button
                data-testid="deposit-pay"
                onClick={() => openPaymentPage(deposit.data.paymentUrl ?? '')}
              >
                {t('wallet_deposit_continue')}
              </Button>
            )}
        </>
      )}
      <Button variant="ghost" size="small" data-testid="deposit-detail-close" onClick={onClose}>
        {t('wallet_deposit_new')}
      </Button>
    </WalletCard>
  );
}
