import type { TCashbackLine } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '../../wallet/components/money';
import { formatCashbackRate } from './cashback-format';

/** The open window per game category: valid bet, rate and amount, with the total under them. */
export function CashbackLines({
  lines,
  total,
  validBet,
}: {
  lines: TCashbackLine[];
  total: number;
  validBet: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="data-table-wrap">
      <table className="cashback-table data-table" data-testid="cashback-lines">
        <thead>
          <tr>
            <th scope="col">{t('cashback_category')}</th>
            <th scope="col" className="cashback-table__number">
              {t('cashback_valid_bet')}
            </th>
            <th scope="col" className="cashback-table__number">
              {t('cashback_rate')}
            </th>
            <th scope="col" className="cashback-table__number">
              {t('cashback_line_amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.gameCategory} data-testid="cashback-line" data-category={line.gameCategory}>
              <th scope="row" data-label={t('cashback_category')}>
                {t(`category_${line.gameCategory}`)}
              </th>
              <td className="cashback-table__number" data-label={t('cashback_valid_bet')}>
                <Money minor={line.validBet} testId="cashback-line-valid-bet" />
              </td>
              <td
                className="cashback-table__number"
                data-label={t('cashback_rate')}
                data-testid="cashback-line-rate"
              >
                {formatCashbackRate(line.ratePpm)}
              </td>
              <td className="cashback-table__number" data-label={t('cashback_line_amount')}>
                <Money minor={line.amount} testId="cashback-line-amount" />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="cashback-total-row">
            <th scope="row" data-label={t('cashback_category')}>
              {t('cashback_total')}
            </th>
            <td className="cashback-table__number" data-label={t('cashback_valid_bet')}>
              <Money minor={validBet} testId="cashback-total-valid-bet" />
            </td>
            <td className="cashback-table__number" aria-hidden="true" />
            <td className="cashback-table__number" data-label={t('cashback_line_amount')}>
              <Money minor={total} testId="cashback-total-amount" />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
