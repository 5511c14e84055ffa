import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { fetchGamesReport, gamesReportKey, type TGamesReportRow } from '../api/lottery-reports';
import { lotteryGameName, lotteryPaths } from './lottery-links';
import { moneyColumns, REPORT_FILTER_IDS } from './report-columns';

const column = createColumnHelper<TGamesReportRow>();

/** Turnover, payout and the house's win or loss per game, of the issues drawn in a window of days. */
export default function GamesReportPage() {
  const { t, i18n } = useTranslation('lottery');
  const merchant = useMerchantCode();
  const columns = useMemo(
    () => [
      column.accessor('gameCode', { header: t('reports.game') }),
      column.accessor((row) => lotteryGameName(row.names, i18n.language, row.gameCode), {
        id: 'name',
        header: t('games.name'),
      }),
      ...moneyColumns(column, t),
      column.display({
        id: 'issues',
        header: t('actions'),
        cell: (c) => (
          <Link
            to={lotteryPaths.issuesReport(merchant, c.row.original.gameCode)}
            aria-label={`${t('reports.byIssue')}: ${c.row.original.gameCode}`}
          >
            {t('reports.byIssue')}
          </Link>
        ),
        meta: { isExcludedFromCsv: true },
      }),
    ],
    [t, i18n.language, merchant],
  );
  return (
    <>
      <PageHeader title={t('reports.gamesTitle')}>
        <p className="page-lead">{t('reports.lead')}</p>
      </PageHeader>
      <DataTable
        caption={t('reports.gamesTitle')}
        queryKey={gamesReportKey(merchant)}
        fetchPage={async (request, signal) => {
          // The route answers the whole window at once (one row per game and currency): paged here.
          const rows = (await fetchGamesReport(merchant, request.filters, signal)).rows;
          const start = (request.page - 1) * request.pageSize;
          return {
            list: rows.slice(start, start + request.pageSize),
            total: rows.length,
            page: request.page,
            pageSize: request.pageSize,
          };
        }}
        columns={columns}
        getRowId={(row) => `${row.gameCode}:${row.currency}`}
        filters={REPORT_FILTER_IDS.map((id) => ({ id, label: t(`reports.${id}`), type: 'date' as const }))}
        csvFileName={`lottery-report-${merchant}`}
      />
    </>
  );
}
