import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDateTime } from '../../../lib/merchant-time';
import { useAgentTransactions, type TAgentFilterValue } from '../api/agent-reports-api';
import { AgentFilters, INITIAL_AGENT_FILTER } from '../components/agent-filters';
import { AgentPager } from '../components/agent-pager';
import { AgentMoney, AgentReportFailure, AgentReportFrame } from '../components/agent-report-frame';

const PAGE_SIZE = 20;

/** Transaction details (agentTransactionDetails): the agent's own transfers, dividends and salaries. */
export function AgentTransactionDetailsPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [filter, setFilter] = useState<TAgentFilterValue>(INITIAL_AGENT_FILTER);
  const [page, setPage] = useState(1);
  const rows = useAgentTransactions({
    period: filter.period,
    startDate: filter.startDate,
    endDate: filter.endDate,
    page,
    pageSize: PAGE_SIZE,
  });
  const data = rows.data;
  const columns = ['time', 'kind', 'amount', 'balance_after'].map((key) => t(`agent_reports_${key}`));

  return (
    <AgentReportFrame page="agentTransactionDetails" title={title}>
      <AgentFilters
        value={filter}
        fields={{}}
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {rows.isPending && <Spinner />}
      {rows.isError && <AgentReportFailure error={rows.error} onRetry={() => void rows.refetch()} />}
      {data && data.total === 0 && <EmptyState message={t('agent_reports_no_transactions')} />}
      {data && data.total > 0 && (
        <>
          <div className="records-table-wrap data-table-wrap">
            <table className="records-table data-table" data-testid="agent-transactions">
              <thead>
                <tr>
                  {columns.map((column, i) => (
                    <th
                      key={column}
                      scope="col"
                      data-pin={i === 0 ? 'start' : i === columns.length - 1 ? 'end' : undefined}
                    >
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.list.map((row) => (
                  <tr key={row.id} data-testid="agent-transaction">
                    <th scope="row" data-pin="start" data-label={columns[0]}>
                      {formatTime(row.createdAt)}
                    </th>
                    <td data-label={columns[1]}>{t(`agent_reports_kind_${row.kind}`)}</td>
                    <td className="records-table__number" data-label={columns[2]}>
                      <AgentMoney minor={row.amount} isSigned />
                    </td>
                    <td className="records-table__number" data-label={columns[3]} data-pin="end">
                      <AgentMoney minor={row.balanceAfter} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AgentPager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        </>
      )}
    </AgentReportFrame>
  );
}
