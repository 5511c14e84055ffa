import type { ColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { formatMinorUnits } from '../../../lib/format';
import type { TGamesReportRow } from '../api/lottery-reports';

/** The report's window in the address: first and last day drawn (the route reads [from, next midnight)). */
export const REPORT_FILTER_IDS = ['from', 'to'] as const;

type TTotals = Pick<
  TGamesReportRow,
  'currency' | 'turnoverMinor' | 'payoutMinor' | 'winLossMinor' | 'betCount' | 'openBetCount'
>;

/** The money columns both reports share; CSV cells are minor units, as the route answers them. */
export function moneyColumns<TRow extends TTotals>(column: ColumnHelper<TRow>, t: TFunction<'lottery'>) {
  const amount = (value: number) => formatMinorUnits(value);
  return [
    column.accessor((row) => row.currency, { id: 'currency', header: t('reports.currency') }),
    column.accessor((row) => row.turnoverMinor, {
      id: 'turnover',
      header: t('reports.turnover'),
      cell: (c) => amount(c.getValue()),
      meta: { align: 'end', csv: (row) => String(row.turnoverMinor) },
    }),
    column.accessor((row) => row.payoutMinor, {
      id: 'payout',
      header: t('reports.payout'),
      cell: (c) => amount(c.getValue()),
      meta: { align: 'end', csv: (row) => String(row.payoutMinor) },
    }),
    column.accessor((row) => row.winLossMinor, {
      id: 'winLoss',
      header: t('reports.winLoss'),
      cell: (c) => amount(c.getValue()),
      meta: { align: 'end', csv: (row) => String(row.winLossMinor) },
    }),
    column.accessor((row) => row.betCount, { id: 'bets', header: t('reports.bets'), meta: { align: 'end' } }),
    column.accessor((row) => row.openBetCount, {
      id: 'openBets',
      header: t('reports.openBets'),
      meta: { align: 'end' },
    }),
  ];
}
