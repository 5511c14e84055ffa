import { TRANSACTION_TYPES, type TTransactionType } from '@kirin/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DayField, SelectField } from '../../../components/ui/filter-fields';

export type TTransactionCriteria = { type?: TTransactionType; startDate?: string; endDate?: string };

/** Type and date range (inclusive days) of the account record; applied with the search button. */
export function TransactionFilters({ onApply }: { onApply: (criteria: TTransactionCriteria) => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<TTransactionType | ''>('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // ISO days compare correctly as text.
    if (startDate && endDate && startDate > endDate) return setFailure('wallet_date_range_invalid');
    setFailure(null);
    onApply({ type: type || undefined, startDate: startDate || undefined, endDate: endDate || undefined });
  };

  return (
    <form className="wallet-filters" onSubmit={apply} noValidate>
      <SelectField
        label={t('wallet_history_type')}
        testId="history-type"
        value={type}
        onChange={setType}
        allLabel={t('wallet_history_type_all')}
        options={TRANSACTION_TYPES.map((code) => ({ value: code, label: t(`wallet_tx_type_${code}`) }))}
      />
      <DayField
        label={t('wallet_history_start')}
        testId="history-start"
        value={startDate}
        onChange={setStartDate}
      />
      <DayField label={t('wallet_history_end')} testId="history-end" value={endDate} onChange={setEndDate} />
      <Button type="submit" data-testid="history-search">
        {t('wallet_history_search')}
      </Button>
      {failure && (
        <p className="account-form__error" role="alert" data-testid="history-filter-error">
          {t(failure)}
        </p>
      )}
    </form>
  );
}
