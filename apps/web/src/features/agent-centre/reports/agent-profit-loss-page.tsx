import type { TAgentProfitLossRow } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useProfitLoss, type TAgentFilterValue } from '../api/agent-reports-api';
import { AgentFilters, INITIAL_AGENT_FILTER } from '../components/agent-filters';
import { AgentPager } from '../components/agent-pager';
import { AgentMoney, AgentReportFailure, AgentReportFrame } from '../components/agent-report-frame';

const PAGE_SIZE = 20;
const COLUMN_KEYS = [
  'team_size',
  'valid_bet',
  'payout',
  'win_loss',
  'bonus',
  'rebate',
  'net_profit',
] as const;

type TRow = Omit<TAgentProfitLossRow, 'username' | 'isAgent'>;

function Cells({ row, labels }: { row: TRow; labels: string[] }) {
  const money = [row.validBet, row.payout, row.winLoss, row.bonus, row.rebate, row.netProfit];
  return (
    <>
      <td className="records-table__number" data-label={labels[0]}>
        {row.teamSize}
      </td>
      {money.map((minor, i) => (
        <td
          key={COLUMN_KEYS[i + 1]}
          className="records-table__number"
          data-label={labels[i + 1]}
          data-pin={i === money.length - 1 ? 'end' : undefined}
        >
          <AgentMoney minor={minor} isSigned={i === 2 || i === 5} />
        </td>
      ))}
    </>
  );
}

/**
 * User profit and loss (agentProfitLoss): the opened member's own play, then its direct downlines with their
 * team totals; an agent's row opens its own downlines, and the trail leads back up.
 */
export function AgentProfitLossPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TAgentFilterValue>(INITIAL_AGENT_FILTER);
  const [opened, setOpened] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const report = useProfitLoss({ ...filter, username: opened ?? filter.username, page, pageSize: PAGE_SIZE });
  const labels = COLUMN_KEYS.map((key) => t(`agent_reports_${key}`));
  const data = report.data;
  const open = (username: string | undefined) => {
    setOpened(username);
    setPage(1);
  };
  const member = t('agent_reports_member');

  return (
    <AgentReportFrame page="agentProfitLoss" title={title}>
      <AgentFilters
        value={filter}
        onApply={(next) => {
          setFilter(next);
          open(undefined);
        }}
      />
      {report.isPending && <Spinner />}
      {report.isError && <AgentReportFailure error={report.error} onRetry={() => void report.refetch()} />}
      {data && (
        <>
          <nav aria-label={t('agent_reports_trail')}>
            <ol className="agent-trail" data-testid="agent-trail">
              {data.trail.map((username, i) => (
                <li key={username}>
                  {i > 0 && <span aria-hidden="true">› </span>}
                  {i === data.trail.length - 1 ? (
                    <span aria-current="page">{username}</span>
                  ) : (
                    <button
                      type="button"
                      className="agent-trail__link"
                      data-testid="agent-trail-link"
                      onClick={() => open(i === 0 ? undefined : username)}
                    >
                      {username}
                    </button>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <div className="records-table-wrap data-table-wrap">
            <table className="records-table data-table" data-testid="agent-profit-loss">
              <thead>
                <tr>
                  <th scope="col" data-pin="start">
                    {member}
                  </th>
                  {labels.map((label, i) => (
                    <th key={label} scope="col" data-pin={i === labels.length - 1 ? 'end' : undefined}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr data-testid="agent-pl-self">
                  <th scope="row" data-pin="start" data-label={member}>
                    {t('agent_reports_own_play', { username: data.self.username })}
                  </th>
                  <Cells row={{ ...data.self, teamSize: 0 }} labels={labels} />
                </tr>
                {data.list.map((row) => (
                  <tr key={row.username} data-testid="agent-pl-row">
                    <th scope="row" data-pin="start" data-label={member}>
                      {row.isAgent && row.teamSize > 0 ? (
                        <Button
                          variant="ghost"
                          size="small"
                          className="agent-open"
                          data-testid="agent-pl-open"
                          aria-label={t('agent_reports_open', { username: row.username })}
                          onClick={() => open(row.username)}
                        >
                          {row.username} ›
                        </Button>
                      ) : (
                        row.username
                      )}
                    </th>
                    <Cells row={row} labels={labels} />
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr data-testid="agent-pl-total">
                  <th scope="row" data-pin="start" data-label={member}>
                    {t('agent_reports_total')}
                  </th>
                  <Cells row={data.totals} labels={labels} />
                </tr>
              </tfoot>
            </table>
          </div>
          {data.total === 0 && <EmptyState message={t('agent_reports_no_downlines')} />}
          <AgentPager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        </>
      )}
      <p className="agent-note">{t('agent_reports_lag_note')}</p>
    </AgentReportFrame>
  );
}
