import type { TPersonalProfit } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import type { TProfitGroup } from '../profit-groups';
import { RecordMoney } from './record-money';

type TTotals = TPersonalProfit['totals'];

/** Rounds, stake, valid bet, payout and signed profit as the cells of one row. */
function TotalsCells({ totals }: { totals: TTotals }) {
  return (
    <>
      <td className="records-table__number">{totals.rounds}</td>
      <td className="records-table__number">
        <RecordMoney minor={totals.stake} />
      </td>
      <td className="records-table__number">
        <RecordMoney minor={totals.validBet} />
      </td>
      <td className="records-table__number">
        <RecordMoney minor={totals.payout} />
      </td>
      <td className="records-table__number">
        <RecordMoney minor={totals.profit} isSigned />
      </td>
    </>
  );
}

/** Each category's days and subtotal, then the grand total. */
export function PersonalProfitTable({ groups, totals }: { groups: TProfitGroup[]; totals: TTotals }) {
  const { t } = useTranslation();
  return (
    <div className="records-table-wrap">
      <table className="records-table" data-testid="profit-table">
        <thead>
          <tr>
            <th scope="col">{t('records_day')}</th>
            <th scope="col">{t('records_rounds')}</th>
            <th scope="col">{t('records_stake')}</th>
            <th scope="col">{t('records_valid_bet')}</th>
            <th scope="col">{t('records_payout')}</th>
            <th scope="col">{t('records_profit')}</th>
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
                <th scope="row">{row.day}</th>
                <TotalsCells totals={row} />
              </tr>
            ))}
            <tr className="records-table__subtotal" data-testid="profit-subtotal">
              <th scope="row">{t('records_subtotal')}</th>
              <TotalsCells totals={subtotal} />
            </tr>
          </tbody>
        ))}
        <tfoot>
          <tr data-testid="profit-total">
            <th scope="row">{t('records_total')}</th>
            <TotalsCells totals={totals} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
