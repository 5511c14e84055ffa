import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';
import { fetchIssuesReport, issuesReportKey, type TIssuesReportRow } from '../api/lottery-reports';
import { ISSUE_TONES } from './issue-tones';
import { lotteryPaths } from './lottery-links';
import { moneyColumns, REPORT_FILTER_IDS } from './report-columns';

const column = createColumnHelper<TIssuesReportRow>();

/** One game's turnover, payout and win or loss per issue, newest draw first. */
export default function IssuesReportPage() {
  const { t } = useTranslation('lottery');
  const merchant = useMerchantCode();
  const gameCode = useParams().gameCode ?? '';
  const columns = useMemo(
    () => [
      column.accessor('numero', { header: t('issues.numero') }),
      column.accessor('drawAt', { header: t('issues.drawAt'), cell: (c) => formatDateTime(c.getValue()) }),
      column.accessor('status', {
        header: t('issues.status'),
        cell: (c) => <StatusBadge label={t(`statuses.${c.getValue()}`)} tone={ISSUE_TONES[c.getValue()]} />,
        meta: { csv: (row) => row.status },
      }),
      ...moneyColumns(column, t),
      column.display({
        id: 'liability',
        header: t('actions'),
        cell: (c) => (
          <Link
            to={lotteryPaths.liability(merchant, c.row.original.issueId)}
            aria-label={`${t('issues.liability')}: ${c.row.original.numero}`}
          >
            {t('issues.liability')}
          </Link>
        ),
        meta: { isExcludedFromCsv: true },
      }),
    ],
    [t, merchant],
  );
  return (
    <>
      <PageHeader title={t('reports.issuesTitle', { game: gameCode })}>
        <p className="page-lead">{t('reports.lead')}</p>
        <Link to={lotteryPaths.reports(merchant)}>{t('reports.backToGames')}</Link>
      </PageHeader>
      <DataTable
        caption={t('reports.issuesTitle', { game: gameCode })}
        queryKey={issuesReportKey(merchant, gameCode)}
        fetchPage={fetchIssuesReport(merchant, gameCode)}
        columns={columns}
        getRowId={(row) => `${row.issueId}:${row.currency}`}
        filters={REPORT_FILTER_IDS.map((id) => ({ id, label: t(`reports.${id}`), type: 'date' as const }))}
        csvFileName={`lottery-report-${merchant}-${gameCode}`}
      />
    </>
  );
}
