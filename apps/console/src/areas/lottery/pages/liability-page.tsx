import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMerchantCode } from '../../../app/area-context';
import { DataTable } from '../../../components/data-table/data-table';
import { ErrorNote } from '../../../components/ui/error-note';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatMinorUnits } from '../../../lib/format';
import {
  fetchLiability,
  fetchLiabilityHead,
  liabilityKey,
  type TOpsLiabilityRow,
} from '../api/lottery-issues';
import { stationName } from './draw-text';
import { lotteryPaths } from './lottery-links';

const column = createColumnHelper<TOpsLiabilityRow>();
const money = (value: number | null) => (value === null ? '' : formatMinorUnits(value));
const ORDERS = ['payout', 'stake', 'bets', 'headroom'] as const;

/** What the house may owe per number of an issue, against the cap that applies and the room left under it. */
export default function LiabilityPage() {
  const { t } = useTranslation('lottery');
  const merchant = useMerchantCode();
  const issueId = useParams().issueId ?? '';
  const head = useQuery({
    queryKey: [...liabilityKey(merchant, issueId), 'head'],
    queryFn: ({ signal }) => fetchLiabilityHead(merchant, issueId, signal),
  });
  const columns = useMemo(
    () => [
      column.accessor((row) => stationName(row.stationId, ''), {
        id: 'station',
        header: t('liability.station'),
      }),
      column.accessor('betCode', { header: t('liability.betCode') }),
      column.accessor('pick', { header: t('liability.pick') }),
      column.accessor('stakeMinor', {
        header: t('liability.stake'),
        cell: (c) => money(c.getValue()),
        meta: { align: 'end', csv: (row) => String(row.stakeMinor) },
      }),
      column.accessor('potentialPayoutMinor', {
        header: t('liability.potentialPayout'),
        cell: (c) => money(c.getValue()),
        meta: { align: 'end', csv: (row) => String(row.potentialPayoutMinor) },
      }),
      column.accessor('betCount', { header: t('liability.bets'), meta: { align: 'end' } }),
      column.accessor('capMode', {
        header: t('liability.capMode'),
        cell: (c) => (c.getValue() ? t(`caps.modes.${c.getValue()}`) : ''),
      }),
      column.accessor('liabilityCapMinor', {
        header: t('liability.cap'),
        cell: (c) => money(c.getValue()) || t('games.none'),
        meta: { align: 'end', csv: (row) => String(row.liabilityCapMinor ?? '') },
      }),
      column.accessor('headroomMinor', {
        header: t('liability.headroom'),
        cell: (c) =>
          c.getValue() === 0 ? <StatusBadge label={t('liability.full')} tone="bad" /> : money(c.getValue()),
        meta: { align: 'end', csv: (row) => String(row.headroomMinor ?? '') },
      }),
    ],
    [t],
  );
  const issue = head.data;
  const title = issue
    ? t('liability.title', { game: issue.gameCode, numero: issue.numero })
    : t('nav.liability');
  return (
    <>
      <PageHeader title={title}>
        <p className="page-lead">{t('liability.lead')}</p>
        {issue ? (
          <Link to={lotteryPaths.issues(merchant, issue.gameCode)}>{t('results.backToIssues')}</Link>
        ) : null}
      </PageHeader>
      <ErrorNote error={head.error} />
      <DataTable
        caption={title}
        queryKey={liabilityKey(merchant, issueId)}
        fetchPage={fetchLiability(merchant, issueId)}
        columns={columns}
        getRowId={(row) => `${row.stationId}:${row.betCode}:${row.pick}`}
        filters={[
          { id: 'betCode', label: t('liability.betCode'), type: 'text' },
          { id: 'stationId', label: t('liability.stationId'), type: 'text' },
          {
            id: 'order',
            label: t('liability.order'),
            type: 'select',
            options: ORDERS.map((order) => ({ value: order, label: t(`liability.orders.${order}`) })),
          },
        ]}
        csvFileName={`lottery-liability-${merchant}-${issueId}`}
        emptyText={t('liability.empty')}
      />
    </>
  );
}
