import type { TPersonalProfit } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import type { TProfitGroup } from '../profit-groups';
import { RecordMoney } from './record-money';

type TTotals = TPersonalProfit['totals'];

/** Rounds, stake, valid bet, payout and signed profit as the cells of one row. */
function TotalsCells({ totals, columns }: { totals: TTotals; columns: string[] }) {
  return (
    <>
      <td className="records-table__number" data-label={columns[1]}>
        {totals.rounds}
      </td>
      <td className="records-table__number" data-label={columns[2]}>
        <RecordMoney minor={totals.stake} />
      </td>
      <td className="records-table__number" data-label={columns[3]}>
        <RecordMoney minor={totals.validBet} />
      </td>
      <td className="records-table__number" data-label={columns[4]}>
        <RecordMoney minor={totals.payout} />
      </td>
      <td className="records-table__number" data-label={columns[5]} data-pin="end">
        <RecordMoney minor={totals.profit} isSigned />
      </td>
    </>
  );
}

const COLUMN_KEYS = [
  'records_day',
  'records_rounds',
  'records_stake',
  'records_valid_bet',
  'records_payout',
  'records_profit',
] as const;

/** Each category's days and subtotal, then the grand total. */
export function PersonalProfitTable({ groups, totals }: { groups: TProfitGroup[]; totals: TTotals }) {
  const { t } = useTranslation();
  // Day stays at the start and profit at the end while the columns between scroll; phones print the labels.
  const columns = COLUMN_KEYS.map((key) => t(key));
  const rowHeader = { 'data-label': columns[0], 'data-pin': 'start' } as const;
  return (
    <div className="records-table-wrap data-table-wrap">
      <table className="records-table data-table" data-testid="profit-table">
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                data-pin={index === 0 ? 'start' : index === columns.length - 1 ? 'end' : undefined}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map(({ gameCategory, days, subtotal }) => (
          <tbody key={gameCategory} data-testid={`profit-group-${gameCategory}`}>
            <tr className="records-table__group">
              <th scope="rowgroup" colSpan={6}>
                {t(`category_${gameCategory}`)}
              </th>
            </tr>
            {days.map((row) => (
              <tr key={row.day} data-testid="profit-day" data-day={row.day}>
                <th scope="row" {...rowHeader}>
                  {row.day}
                </th>
                <TotalsCells totals={row} columns={columns} />
              </tr>
            ))}
            <tr className="records-table__subtotal" data-testid="profit-subtotal">
              <th scope="row" {...rowHeader}>
                {t('records_subtotal')}
              </th>
              <TotalsCells totals={subtotal} columns={columns} />
            </tr>
          </tbody>
        ))}
        <tfoot>
          <tr data-testid="profit-total">
            <th scope="row" {...rowHeader}>
              {t('records_total')}
            </th>
            <TotalsCells totals={totals} columns={columns} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
