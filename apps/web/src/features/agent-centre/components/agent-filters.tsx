import {
  AGENT_REPORT_MAX_DAYS,
  AGENT_REPORT_PERIODS,
  GAME_CATEGORIES,
  type TAgentReportPeriod,
  type TGameCategory,
} from '@kirin/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DayField, SelectField } from '../../../components/ui/filter-fields';
import type { TAgentFilterValue } from '../api/agent-reports-api';
import './agent-reports.css';

export const INITIAL_AGENT_FILTER: TAgentFilterValue = { period: 'TODAY', scope: 'TEAM' };

/** Which fields a page's filter bar shows (the period always). */
export type TAgentFilterFields = { username?: boolean; scope?: boolean; category?: boolean };

const DAY_MS = 86_400_000;

/** Why a custom range cannot be sent (a translation key), or null. */
export function customRangeProblem(startDate?: string, endDate?: string): string | null {
  if (!startDate || !endDate) return 'agent_reports_range_required';
  if (startDate > endDate) return 'agent_reports_range_reversed';
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS + 1;
  return days > AGENT_REPORT_MAX_DAYS ? 'agent_reports_range_too_long' : null;
}

/**
 * The agent reports' shared filter bar: period buttons (today, yesterday, 7 days, this month, custom range of
 * the merchant's days), a team member's username, direct or whole team, and a game category. A period button
 * applies at once; the other fields apply with search. Other agent pages may reuse it.
 */
export function AgentFilters({
  value,
  onApply,
  fields = { username: true, scope: true, category: true },
  testIdPrefix = 'agent-filter',
}: {
  value: TAgentFilterValue;
  onApply: (value: TAgentFilterValue) => void;
  fields?: TAgentFilterFields;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const usernameId = useId();
  const [draft, setDraft] = useState<TAgentFilterValue>(value);
  const [problem, setProblem] = useState<string | null>(null);
  const testId = (name: string) => `${testIdPrefix}-${name}`;

  const apply = (next: TAgentFilterValue) => {
    const failure = next.period === 'CUSTOM' ? customRangeProblem(next.startDate, next.endDate) : null;
    setProblem(failure);
    if (failure) return;
    const username = next.username?.trim();
    onApply({
      ...next,
      username: username || undefined,
      startDate: next.period === 'CUSTOM' ? next.startDate : undefined,
      endDate: next.period === 'CUSTOM' ? next.endDate : undefined,
    });
  };
  const choosePeriod = (period: TAgentReportPeriod) => {
    const next = { ...draft, period };
    setDraft(next);
    if (period !== 'CUSTOM') apply(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <form className="agent-filters" onSubmit={submit} noValidate data-testid={testIdPrefix}>
      <div className="agent-filters__periods" role="group" aria-label={t('agent_reports_period')}>
        {AGENT_REPORT_PERIODS.map((period) => (
          <Button
            key={period}
            variant={draft.period === period ? 'primary' : 'secondary'}
            size="small"
            aria-pressed={draft.period === period}
            data-testid={testId(`period-${period}`)}
            onClick={() => choosePeriod(period)}
          >
            {t(`agent_reports_period_${period}`)}
          </Button>
        ))}
      </div>
      <div className="agent-filters__fields">
        {draft.period === 'CUSTOM' && (
          <>
            <DayField
              label={t('agent_reports_start')}
              testId={testId('start')}
              value={draft.startDate ?? ''}
              onChange={(day) => setDraft({ ...draft, startDate: day || undefined })}
            />
            <DayField
              label={t('agent_reports_end')}
              testId={testId('end')}
              value={draft.endDate ?? ''}
              onChange={(day) => setDraft({ ...draft, endDate: day || undefined })}
            />
          </>
        )}
        {fields.username && (
          <div className="account-field">
            <label className="account-field__label" htmlFor={usernameId}>
              {t('agent_reports_username')}
            </label>
            <input
              id={usernameId}
              className="account-field__input"
              data-testid={testId('username')}
              value={draft.username ?? ''}
              maxLength={64}
              autoComplete="off"
              onChange={(event) => setDraft({ ...draft, username: event.target.value })}
            />
          </div>
        )}
        {fields.scope && (
          <SelectField
            label={t('agent_reports_scope')}
            testId={testId('scope')}
            value={draft.scope}
            onChange={(scope) => scope && setDraft({ ...draft, scope })}
            options={(['TEAM', 'DIRECT'] as const).map((scope) => ({
              value: scope,
              label: t(`agent_reports_scope_${scope}`),
            }))}
          />
        )}
        {fields.category && (
          <SelectField<TGameCategory>
            label={t('agent_reports_category')}
            testId={testId('category')}
            value={draft.gameCategory ?? ''}
            onChange={(gameCategory) => setDraft({ ...draft, gameCategory: gameCategory || undefined })}
            allLabel={t('agent_reports_category_all')}
            options={GAME_CATEGORIES.map((code) => ({ value: code, label: t(`category_${code}`) }))}
          />
        )}
        <Button type="submit" data-testid={testId('search')}>
          {t('agent_reports_search')}
        </Button>
      </div>
      {problem && (
        <p className="account-form__error" role="alert" data-testid={testId('error')}>
          {t(problem, { days: AGENT_REPORT_MAX_DAYS })}
        </p>
      )}
    </form>
  );
}
