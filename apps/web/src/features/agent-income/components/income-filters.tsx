import {
  AGENT_BILL_STATUSES,
  AGENT_CONTRACT_TYPES,
  AGENT_REPORT_PERIODS,
  type TAgentBillStatus,
  type TAgentContractType,
  type TAgentReportPeriod,
} from '@kirin/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DayField, SelectField } from '../../../components/ui/filter-fields';
import { customRangeProblem } from '../../agent-centre/components/agent-filters';

export type TIncomeCriteria = {
  type?: TAgentContractType;
  status?: TAgentBillStatus;
  /** A period button (the report pages' ones); none: every bill. */
  period?: TAgentReportPeriod;
  startDate?: string;
  endDate?: string;
};

/**
 * Bill type, status and the period the bills start in: all, the report pages' period buttons (applied at once)
 * or a custom range of days (applied with search, as the selects are).
 */
export function IncomeFilters({ onApply }: { onApply: (criteria: TIncomeCriteria) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TIncomeCriteria>({});
  const [failure, setFailure] = useState<string | null>(null);

  const apply = (next: TIncomeCriteria) => {
    const problem = next.period === 'CUSTOM' ? customRangeProblem(next.startDate, next.endDate) : null;
    setFailure(problem);
    if (problem) return;
    const isCustom = next.period === 'CUSTOM';
    onApply({
      type: next.type,
      status: next.status,
      period: next.period,
      startDate: isCustom ? next.startDate : undefined,
      endDate: isCustom ? next.endDate : undefined,
    });
  };
  const choosePeriod = (period: TAgentReportPeriod | undefined) => {
    const next = { ...draft, period };
    setDraft(next);
    if (period !== 'CUSTOM') apply(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const periodButton = (period: TAgentReportPeriod | undefined, label: string) => (
    <Button
      key={period ?? 'ALL'}
      variant={draft.period === period ? 'primary' : 'secondary'}
      size="small"
      aria-pressed={draft.period === period}
      data-testid={`income-period-${period ?? 'ALL'}`}
      onClick={() => choosePeriod(period)}
    >
      {label}
    </Button>
  );

  return (
    <form className="income-filters" onSubmit={submit} noValidate>
      <div className="agent-filters__periods" role="group" aria-label={t('agent_reports_period')}>
        {periodButton(undefined, t('agent_income_all'))}
        {AGENT_REPORT_PERIODS.map((period) => periodButton(period, t(`agent_reports_period_${period}`)))}
      </div>
      <SelectField
        label={t('agent_income_type')}
        testId="income-filter-type"
        value={draft.type ?? ''}
        onChange={(type) => setDraft({ ...draft, type: type || undefined })}
        allLabel={t('agent_income_all')}
        options={AGENT_CONTRACT_TYPES.map((code) => ({ value: code, label: t(`agent_income_type_${code}`) }))}
      />
      <SelectField
        label={t('agent_income_status')}
        testId="income-filter-status"
        value={draft.status ?? ''}
        onChange={(status) => setDraft({ ...draft, status: status || undefined })}
        allLabel={t('agent_income_all')}
        options={AGENT_BILL_STATUSES.map((code) => ({
          value: code,
          label: t(`agent_income_status_${code}`),
        }))}
      />
      {draft.period === 'CUSTOM' && (
        <>
          <DayField
            label={t('agent_income_start')}
            testId="income-start"
            value={draft.startDate ?? ''}
            onChange={(day) => setDraft({ ...draft, startDate: day || undefined })}
          />
          <DayField
            label={t('agent_income_end')}
            testId="income-end"
            value={draft.endDate ?? ''}
            onChange={(day) => setDraft({ ...draft, endDate: day || undefined })}
          />
        </>
      )}
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
