import type { TWithdrawOverview } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useWithdrawOverview } from '../api/get-withdraw-overview';
import { useWithdrawalPrompt } from '../use-withdrawal-prompt';
import { BankAccountForm } from './bank-account-form';
import { KycPointer } from './kyc-pointer';
import { Money } from './money';
import { PaymentPasswordPointer } from './payment-password-pointer';
import { QueryFailure } from './query-failure';
import { WalletCard, WalletPage } from './wallet-page';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';

/** Withdrawal: limits and balance, bank accounts (bind one first), the request form, and past requests. */
export function WithdrawPage({ title }: { title: string }) {
  const overview = useWithdrawOverview();
  useWithdrawalPrompt(overview.data?.awaitingConfirmation);
  // The request just made: the list below shows it first, highlighted, and scrolls it into view.
  const [newWithdrawalId, setNewWithdrawalId] = useState<string | null>(null);

  return (
    <WalletPage page="withdraw" title={title} listsTimes>
      {overview.isPending && <Spinner />}
      {overview.isError && (
        <QueryFailure
          error={overview.error}
          onRetry={() => void overview.refetch()}
          testId="withdraw-overview-error"
        />
      )}
      {overview.isSuccess && <WithdrawOverview overview={overview.data} onRequested={setNewWithdrawalId} />}
      <WithdrawalList highlightId={newWithdrawalId} />
    </WalletPage>
  );
}

function WithdrawOverview({
  overview,
  onRequested,
}: {
  overview: TWithdrawOverview;
  onRequested: (withdrawalId: string) => void;
}) {
  const { t } = useTranslation();
  const [isAdding, setIsAdding] = useState(false);
  const hasAccount = overview.bankAccounts.length > 0;

  return (
    <>
      <dl className="wallet-facts" data-testid="withdraw-limits">
        <dt>{t('wallet_available')}</dt>
        <dd>
          <Money minor={overview.availBalance} testId="withdraw-available" />
        </dd>
        <dt>{t('wallet_limit_withdrawal')}</dt>
        <dd>
          <Money minor={overview.minAmount} /> – <Money minor={overview.maxAmount} />
        </dd>
        <dt>{t('wallet_limit_daily')}</dt>
        <dd>
          <Money minor={overview.dailyMaxAmount} />
        </dd>
        <dt>{t('wallet_used_today')}</dt>
        <dd>
          <Money minor={overview.usedToday} />
        </dd>
      </dl>
      {overview.kycThreshold > 0 && !overview.isKycVerified && (
        <KycPointer threshold={overview.kycThreshold} />
      )}
      <WalletCard title={t('wallet_bank_accounts')} testId="bank-accounts">
        {hasAccount && (
          <ul className="wallet-records">
            {overview.bankAccounts.map((account) => (
              <li key={account.id} className="wallet-record" data-testid={`bank-account-${account.id}`}>
                <span>{account.bankName}</span>
                <span>{account.accountName}</span>
                <span className="wallet-facts__mono">{account.accountNumberMasked}</span>
              </li>
            ))}
          </ul>
        )}
        {hasAccount && !isAdding && (
          <Button variant="secondary" size="small" data-testid="bank-add" onClick={() => setIsAdding(true)}>
            {t('wallet_bank_add')}
          </Button>
        )}
        {(!hasAccount || isAdding) && (
          <BankAccountForm payeeName={overview.payeeName} onBound={() => setIsAdding(false)} />
        )}
      </WalletCard>
      {(hasAccount || !overview.hasPaymentPassword) && (
        <WalletCard title={t('wallet_withdraw_title')} testId="withdraw-request">
          {overview.hasPaymentPassword ? (
            <WithdrawForm overview={overview} onRequested={onRequested} />
          ) : (
            <PaymentPasswordPointer />
          )}
        </WalletCard>
      )}
    </>
  );
}
