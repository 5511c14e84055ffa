import type { TAgentPlayTotals } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useTeamBetting, type TAgentFilterValue } from '../api/agent-reports-api';
import { AgentFilters, INITIAL_AGENT_FILTER } from '../components/agent-filters';
import { AgentPager } from '../components/agent-pager';
import { AgentMoney, AgentReportFailure, AgentReportFrame } from '../components/agent-report-frame';

const PAGE_SIZE = 20;
const COLUMN_KEYS = ['rounds', 'stake', 'valid_bet', 'payout', 'win_loss'] as const;

/** The play cells of one row; the last (win/loss) pinned at the end. */
export function PlayCells({ totals, labels }: { totals: TAgentPlayTotals; labels: string[] }) {
  return (
    <>
      <td className="records-table__number" data-label={labels[0]}>
        {totals.rounds}
      </td>
      <td className="records-table__number" data-label={labels[1]}>
        <AgentMoney minor={totals.stake} />
      </td>
      <td className="records-table__number" data-label={labels[2]}>
        <AgentMoney minor={totals.validBet} />
      </td>
      <td className="records-table__number" data-label={labels[3]}>
        <AgentMoney minor={totals.payout} />
      </td>
      <td className="records-table__number" data-label={labels[4]} data-pin="end">
        <AgentMoney minor={totals.winLoss} isSigned />
      </td>
    </>
  );
}

export function PlayHead({ first, labels }: { first: string; labels: string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col" data-pin="start">
          {first}
        </th>
        {labels.map((label, i) => (
          <th key={label} scope="col" data-pin={i === labels.length - 1 ? 'end' : undefined}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Team betting (agentTeamBetting): each member's own play and the breakdown by category. */
export function AgentTeamBettingPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TAgentFilterValue>(INITIAL_AGENT_FILTER);
  const [page, setPage] = useState(1);
  const betting = useTeamBetting({ ...filter, page, pageSize: PAGE_SIZE });
  const labels = COLUMN_KEYS.map((key) => t(`agent_reports_${key}`));
  const data = betting.data;

  return (
    <AgentReportFrame page="agentTeamBetting" title={title}>
      <AgentFilters
        value={filter}
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {betting.isPending && <Spinner />}
      {betting.isError && <AgentReportFailure error={betting.error} onRetry={() => void betting.refetch()} />}
      {data && data.total === 0 && <EmptyState message={t('agent_reports_no_play')} />}
      {data && data.total > 0 && (
        <>
          <div className="records-table-wrap data-table-wrap">
            <table className="records-table data-table" data-testid="agent-betting-categories">
              <caption className="visually-hidden">{t('agent_reports_by_category')}</caption>
              <PlayHead first={t('agent_reports_category')} labels={labels} />
              <tbody>
                {data.byCategory.map((row) => (
                  <tr key={row.gameCategory} data-testid="agent-betting-category">
                    <th scope="row" data-pin="start" data-label={t('agent_reports_category')}>
                      {t(`category_${row.gameCategory}`)}
                    </th>
                    <PlayCells totals={row} labels={labels} />
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr data-testid="agent-betting-total">
                  <th scope="row" data-pin="start" data-label={t('agent_reports_category')}>
                    {t('agent_reports_total')}
                  </th>
                  <PlayCells totals={data.totals} labels={labels} />
                </tr>
              </tfoot>
            </table>
          </div>
          <div className="records-table-wrap data-table-wrap">
            <table className="records-table data-table" data-testid="agent-betting-members">
              <caption className="visually-hidden">{t('agent_reports_by_member')}</caption>
              <PlayHead first={t('agent_reports_member')} labels={labels} />
              <tbody>
                {data.list.map((row) => (
                  <tr key={row.username} data-testid="agent-betting-member">
                    <th scope="row" data-pin="start" data-label={t('agent_reports_member')}>
                      {row.username}
                    </th>
                    <PlayCells totals={row} labels={labels} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AgentPager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        </>
      )}
      <p className="agent-note">{t('agent_reports_lag_note')}</p>
    </AgentReportFrame>
  );
}
