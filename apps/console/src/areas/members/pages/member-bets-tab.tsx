import { BET_ROUND_STATUSES, GAME_CATEGORIES, type TBetRecord } from '@kirin/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { useTableState } from '../../../components/data-table/table-state';
import type { TTableFilter } from '../../../components/data-table/table-types';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime, formatMinorUnits } from '../../../lib/format';
import { fetchMemberBets, memberBetsKey } from '../api/member-history';

const column = createColumnHelper<TBetRecord>();
const csvMoney = (value: number | string) => formatMinorUnits(value).replaceAll(',', '');
const TONES = { OPEN: 'warn', SETTLED: 'good', CANCELLED: 'neutral' } as const;
const STATE_KEY = 'b.';

/** The member's bet rounds, newest first, with the totals of every round the filters match. */
export function MemberBetsTab({ merchant, memberId }: { merchant: string; memberId: string }) {
  const { t } = useTranslation('members');
  const filters: TTableFilter[] = [
    { id: 'from', label: t('filters.from'), type: 'date' },
    { id: 'to', label: t('filters.to'), type: 'date' },
    {
      id: 'gameCategory',
      label: t('bets.category'),
      type: 'select',
      options: GAME_CATEGORIES.map((category) => ({ value: category, label: category })),
    },
    {
      id: 'status',
      label: t('bets.status'),
      type: 'select',
      options: BET_ROUND_STATUSES.map((status) => ({ value: status, label: t(`bets.statuses.${status}`) })),
    },
  ];
  // The same page the table shows (same key, one request): its answer carries the totals.
  const { request } = useTableState(
    STATE_KEY,
    filters.map((filter) => filter.id),
  );
  const fetchPage = fetchMemberBets(merchant, memberId);
  const page = useQuery({
    queryKey: [...memberBetsKey(merchant, memberId), request],
    queryFn: ({ signal }) => fetchPage(request, signal),
    placeholderData: keepPreviousData,
  });
  const totals = page.data?.totals;
  const columns = useMemo(
    () => [
      column.accessor('betTime', { header: t('bets.betTime'), cell: (c) => formatDateTime(c.getValue()) }),
      column.accessor('vendorName', { header: t('bets.vendor') }),
      column.accessor('gameName', { header: t('bets.game') }),
      column.accessor('gameCategory', { header: t('bets.category') }),
      column.accessor('roundId', { header: t('bets.roundId') }),
      column.accessor('stake', {
        header: t('bets.stake'),
        cell: (c) => formatMinorUnits(c.getValue()),
        meta: { align: 'end', csv: (row) => csvMoney(row.stake) },
      }),
      column.accessor('validBet', {
        header: t('bets.validBet'),
        cell: (c) => formatMinorUnits(c.getValue()),
        meta: { align: 'end', csv: (row) => csvMoney(row.validBet) },
      }),
      column.accessor('payout', {
        header: t('bets.payout'),
        cell: (c) => formatMinorUnits(c.getValue()),
        meta: { align: 'end', csv: (row) => csvMoney(row.payout) },
      }),
      column.accessor('profit', {
        header: t('bets.profit'),
        cell: (c) => formatMinorUnits(c.getValue()),
        meta: { align: 'end', csv: (row) => csvMoney(row.profit) },
      }),
      column.accessor('status', {
        header: t('bets.status'),
        cell: (c) => <StatusBadge label={t(`bets.statuses.${c.getValue()}`)} tone={TONES[c.getValue()]} />,
        meta: { csv: (row) => row.status },
      }),
      column.accessor('settledTime', {
        header: t('bets.settledTime'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
    ],
    [t],
  );
  return (
    <>
      {totals ? (
        <dl className="member-totals" aria-label={t('bets.totals')}>
          <div>
            <dt>{t('bets.rounds')}</dt>
            <dd>{totals.rounds}</dd>
          </div>
          <div>
            <dt>{t('bets.stake')}</dt>
            <dd>{formatMinorUnits(totals.stake)}</dd>
          </div>
          <div>
            <dt>{t('bets.validBet')}</dt>
            <dd>{formatMinorUnits(totals.validBet)}</dd>
          </div>
          <div>
            <dt>{t('bets.payout')}</dt>
            <dd>{formatMinorUnits(totals.payout)}</dd>
          </div>
          <div>
            <dt>{t('bets.profit')}</dt>
            <dd>{formatMinorUnits(totals.profit)}</dd>
          </div>
        </dl>
      ) : null}
      <DataTable
        caption={t('tabs.bets')}
        stateKey={STATE_KEY}
        queryKey={memberBetsKey(merchant, memberId)}
        fetchPage={fetchPage}
        columns={columns}
        getRowId={(row) => row.id}
        filters={filters}
        csvFileName={`member-${memberId}-bets`}
      />
    </>
  );
}
