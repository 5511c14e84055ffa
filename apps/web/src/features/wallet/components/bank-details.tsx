import type { TBankDetails } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';

/** Where a manual bank deposit is sent. */
export function BankDetails({ details }: { details: TBankDetails }) {
  const { t } = useTranslation();
  return (
    <dl className="wallet-facts" data-testid="deposit-bank-details">
      <dt>{t('wallet_bank_name')}</dt>
      <dd>{details.bankName}</dd>
      <dt>{t('wallet_bank_account_name')}</dt>
      <dd>{details.accountName}</dd>
      <dt>{t('wallet_bank_account_number')}</dt>
      <dd className="wallet-facts__mono">{details.accountNumber}</dd>
      {details.branch && (
        <>
          <dt>{t('wallet_bank_branch')}</dt>
          <dd>{details.branch}</dd>
        </>
      )}
    </dl>
  );
}
