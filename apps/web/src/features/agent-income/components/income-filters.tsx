import {
  AGENT_BILL_STATUSES,
  AGENT_CONTRACT_TYPES,
  type TAgentBillStatus,
  type TAgentContractType,
} from '@kirin/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DayField, SelectField } from '../../../components/ui/filter-fields';

export type TIncomeCriteria = {
  type?: TAgentContractType;
  status?: TAgentBillStatus;
  startDate?: string;
  endDate?: string;
};

/** Bill type, status and the days the period starts in; applied with the search button. */
export function IncomeFilters({ onApply }: { onApply: (criteria: TIncomeCriteria) => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<TAgentContractType | ''>('');
  const [status, setStatus] = useState<TAgentBillStatus | ''>('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (startDate && endDate && startDate > endDate) return setFailure('agent_income_date_range_invalid');
    setFailure(null);
    onApply({
      type: type || undefined,
      status: status || undefined,
      startDate: startDate || undefined,
      endDate: endDate || undefined,
    });
  };

  return (
    <form className="income-filters" onSubmit={apply} noValidate>
      <SelectField
        label={t('agent_income_type')}
        testId="income-filter-type"
        value={type}
        onChange={setType}
        allLabel={t('agent_income_all')}
        options={AGENT_CONTRACT_TYPES.map((code) => ({ value: code, label: t(`agent_income_type_${code}`) }))}
      />
      <SelectField
        label={t('agent_income_status')}
        testId="income-filter-status"
        value={status}
        onChange={setStatus}
        allLabel={t('agent_income_all')}
        options={AGENT_BILL_STATUSES.map((code) => ({
          value: code,
          label: t(`agent_income_status_${code}`),
        }))}
      />
      <DayField
        label={t('agent_income_start')}
        testId="income-start"
        value={startDate}
        onChange={setStartDate}
      />
      <DayField label={t('agent_income_end')} testId="income-end" value={endDate} onChange={setEndDate} />
      <Button type="submit" data-testid="income-search">
        {t('agent_income_search')}
      </Button>
      {failure && (
        <p className="account-form__error" role="alert" data-testid="income-filter-error">
          {t(failure)}
        </p>
      )}
    </form>
  );
}
