import type { TAgentTeamOverview } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useTeamOverview, type TAgentFilterValue } from '../api/agent-reports-api';
import { AgentDayChart } from '../components/agent-day-chart';
import { AgentFilters, INITIAL_AGENT_FILTER } from '../components/agent-filters';
import { AgentMoney, AgentReportFailure, AgentReportFrame } from '../components/agent-report-frame';

type TFigures = TAgentTeamOverview['figures'];
type TFigure = { key: keyof TFigures; isMoney?: boolean; isSigned?: boolean };

const FIGURES: TFigure[] = [
  { key: 'teamSize' },
  { key: 'onlineNow' },
  { key: 'registrations' },
  { key: 'firstDepositCount' },
  { key: 'firstDepositAmount', isMoney: true },
  { key: 'depositCount' },
  { key: 'depositAmount', isMoney: true },
  { key: 'withdrawalCount' },
  { key: 'withdrawalAmount', isMoney: true },
  { key: 'validBet', isMoney: true },
  { key: 'payout', isMoney: true },
  { key: 'winLoss', isMoney: true, isSigned: true },
  { key: 'bonus', isMoney: true },
  { key: 'rebate', isMoney: true },
  { key: 'dividend', isMoney: true },
  { key: 'dailySalary', isMoney: true },
  { key: 'hourlySalary', isMoney: true },
  { key: 'realtimeSalary', isMoney: true },
  { key: 'netProfit', isMoney: true, isSigned: true },
];

/** Team overview (agentTeamOverview): the team's figures over the period and its days as a chart. */
export function AgentTeamOverviewPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TAgentFilterValue>(INITIAL_AGENT_FILTER);
  const overview = useTeamOverview(filter);
  const data = overview.data;
  const hasPlay = data?.days.some((d) => d.validBet > 0 || d.payout > 0) ?? false;

  return (
    <AgentReportFrame page="agentTeamOverview" title={title}>
      <AgentFilters value={filter} onApply={setFilter} />
      {overview.isPending && <Spinner />}
      {overview.isError && (
        <AgentReportFailure error={overview.error} onRetry={() => void overview.refetch()} />
      )}
      {data && (
        <>
          <p className="agent-note" data-testid="agent-overview-range">
            {t('agent_reports_range_of', {
              subject: data.subject,
              start: data.range.startDate,
              end: data.range.endDate,
            })}
          </p>
          {data.figures.teamSize === 0 && <EmptyState message={t('agent_reports_no_team')} />}
          <dl className="agent-figures" data-testid="agent-figures">
            {FIGURES.map(({ key, isMoney, isSigned }) => (
              <div className="agent-figures__item" key={key} data-testid={`agent-figure-${key}`}>
                <dt>{t(`agent_reports_figure_${key}`)}</dt>
                <dd>
                  {isMoney ? <AgentMoney minor={data.figures[key]} isSigned={isSigned} /> : data.figures[key]}
                </dd>
              </div>
            ))}
          </dl>
          {hasPlay ? <AgentDayChart days={data.days} /> : <EmptyState message={t('agent_reports_no_play')} />}
          <p className="agent-note">{t('agent_reports_lag_note')}</p>
        </>
      )}
    </AgentReportFrame>
  );
}
