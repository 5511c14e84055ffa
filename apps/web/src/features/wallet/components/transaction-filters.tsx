import { TRANSACTION_TYPES, type TTransactionType } from '@kirin/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export type TTransactionCriteria = { type?: TTransactionType; startDate?: string; endDate?: string };

/** Type and date range (inclusive days) of the account record; applied with the search button. */
export function TransactionFilters({ onApply }: { onApply: (criteria: TTransactionCriteria) => void }) {
  const { t } = useTranslation();
  const ids = { type: useId(), start: useId(), end: useId() };
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
      <div className="account-field">
        <label className="account-field__label" htmlFor={ids.type}>
          {t('wallet_history_type')}
        </label>
        <select
          id={ids.type}
          className="account-field__input"
          data-testid="history-type"
          value={type}
          onChange={(event) => setType(event.target.value as TTransactionType | '')}
        >
          <option value="">{t('wallet_history_type_all')}</option>
          {TRANSACTION_TYPES.map((code) => (
            <option key={code} value={code}>
              {t(`wallet_tx_type_${code}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="account-field">
        <label className="account-field__label" htmlFor={ids.start}>
          {t('wallet_history_start')}
        </label>
        <input
          id={ids.start}
          type="date"
          className="account-field__input"
          data-testid="history-start"
          value={startDate}
          onChange={(event) => setStartDate(event.target.value)}
        />
      </div>
      <div className="account-field">
        <label className="account-field__label" htmlFor={ids.end}>
          {t('wallet_history_end')}
        </label>
        <input
          id={ids.end}
          type="date"
          className="account-field__input"
          data-testid="history-end"
          value={endDate}
          onChange={(event) => setEndDate(event.target.value)}
        />
      </div>
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
