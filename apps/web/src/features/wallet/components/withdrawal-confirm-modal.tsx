import { type TWithdrawal } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessageKey } from '../../../lib/api-error';
import { useConfirmWithdrawal } from '../api/confirm-withdrawal';
import { useReportWithdrawalNotReceived } from '../api/report-withdrawal-not-received';
import { Money } from './money';
import { ProofUpload } from './proof-upload';
import { ReceivedAmountForm } from './received-amount-form';
import './wallet.css';
import { useFormatDateTime } from '../../../lib/merchant-time';

type TMode = 'choose' | 'received' | 'notReceived';

/**
 * Withdrawal confirmation (spec section 4): all received, received in part (how much), or not received with a
 * proof image. Left unanswered, the server counts it as received at `autoReceiveAt`.
 */
export function WithdrawalConfirmModal({
  withdrawal,
  onClose,
}: {
  withdrawal: TWithdrawal;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const confirm = useConfirmWithdrawal();
  const notReceived = useReportWithdrawalNotReceived();
  const [mode, setMode] = useState<TMode>('choose');
  const [failure, setFailure] = useState<string | null>(null);
  const outstanding = Math.max(0, withdrawal.amount - withdrawal.receivedAmount);

  const confirmAll = async () => {
    setFailure(null);
    try {
      await confirm.mutateAsync({ id: withdrawal.id, body: { result: 'ALL_RECEIVED' } });
      onClose();
    } catch (error) {
      setFailure(errorMessageKey(error));
    }
  };

  return (
    <Modal name="withdrawalConfirm" title={t('wallet_confirm_title')} onClose={onClose} size="medium">
      <div className="wallet-confirm">
        <dl className="wallet-facts">
          <dt>{t('wallet_amount')}</dt>
          <dd>
            <Money minor={withdrawal.amount} testId="confirm-amount" />
          </dd>
          <dt>{t('wallet_withdraw_bank_account')}</dt>
          <dd>{`${withdrawal.bankName} ${withdrawal.accountNumberMasked}`}</dd>
          {withdrawal.paidAt && (
            <>
              <dt>{t('wallet_paid_at')}</dt>
              <dd>{formatTime(withdrawal.paidAt)}</dd>
            </>
          )}
          {withdrawal.receivedAmount > 0 && (
            <>
              <dt>{t('wallet_received_amount')}</dt>
              <dd>
                <Money minor={withdrawal.receivedAmount} />
              </dd>
              <dt>{t('wallet_remaining_amount')}</dt>
              <dd>
                <Money minor={withdrawal.remainingAmount} />
              </dd>
            </>
          )}
        </dl>
        {withdrawal.autoReceiveAt && (
          <p className="account-form__hint">
            {t('wallet_confirm_auto', { time: formatTime(withdrawal.autoReceiveAt) })}
          </p>
        )}
        <div className="wallet-confirm__choices">
          <Button
            data-testid="confirm-all-received"
            disabled={confirm.isPending}
            onClick={() => void confirmAll()}
          >
            {t('wallet_confirm_all_received')}
          </Button>
          <Button
            variant="secondary"
            data-testid="confirm-received"
            aria-pressed={mode === 'received'}
            onClick={() => setMode('received')}
          >
            {t('wallet_confirm_received')}
          </Button>
          <Button
            variant="secondary"
            data-testid="confirm-not-received"
            aria-pressed={mode === 'notReceived'}
            onClick={() => setMode('notReceived')}
          >
            {t('wallet_confirm_not_received')}
          </Button>
        </div>
        {failure && (
          <p className="account-form__error" role="alert" data-testid="confirm-error">
            {t(failure)}
          </p>
        )}
        {mode === 'received' && (
          <ReceivedAmountForm
            outstanding={outstanding}
            onSubmit={async (receivedAmount) => {
              await confirm.mutateAsync({ id: withdrawal.id, body: { result: 'RECEIVED', receivedAmount } });
              onClose();
            }}
          />
        )}
        {mode === 'notReceived' && (
          <ProofUpload
            testIdPrefix="confirm-proof"
            label={t('wallet_confirm_proof')}
            submitLabel={t('wallet_confirm_not_received_submit')}
            onUpload={async (file) => {
              await notReceived.mutateAsync({ id: withdrawal.id, file });
              onClose();
            }}
          />
        )}
      </div>
    </Modal>
  );
}
