import { type TBetRecordPage } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useModalStore } from '../../../lib/modal-store';
import { RecordMoney } from './record-money';
import { useFormatDateTime } from '../../../lib/merchant-time';

/** The in-house vendor: its rounds are provably fair and can be checked on /fairness. */
const INHOUSE_VASSALAGE = 'KIRIN';

/** The rounds of one page, then the totals of every round the filter matches. */
export function BetRecordTable({ page }: { page: TBetRecordPage }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  // The verification page is a site page: the member centre overlay closes on the way there.
  const closeModal = useModalStore((s) => s.closeModal);
  const { totals } = page;

  return (
    <div className="records-table-wrap">
      <table className="records-table" data-testid="records-table">
        <thead>
          <tr>
            <th scope="col">{t('records_time')}</th>
            <th scope="col">{t('records_vendor')}</th>
            <th scope="col">{t('records_game')}</th>
            <th scope="col">{t('records_round')}</th>
            <th scope="col">{t('records_stake')}</th>
            <th scope="col">{t('records_valid_bet')}</th>
            <th scope="col">{t('records_payout')}</th>
            <th scope="col">{t('records_profit')}</th>
            <th scope="col">{t('records_status')}</th>
          </tr>
        </thead>
        <tbody>
          {page.list.map((round) => (
            <tr key={round.id} data-testid="records-row" data-round={round.roundId}>
              <td>{formatTime(round.betTime)}</td>
              <td>{round.vendorName}</td>
              <td>{round.gameName ?? round.gameCode ?? t(`category_${round.gameCategory}`)}</td>
              <td className="records-table__round">
                <span>{round.roundId}</span>
                {round.vassalage === INHOUSE_VASSALAGE && (
                  <Link
                    to={paths.fairness(round.roundId)}
                    className="records-verify"
                    data-testid="records-verify"
                    onClick={() => closeModal('memberCentre')}
                  >
                    {t('records_verify')}
                  </Link>
                )}
              </td>
              <td className="records-table__number">
                <RecordMoney minor={round.stake} />
              </td>
              <td className="records-table__number">
                <RecordMoney minor={round.validBet} />
              </td>
              <td className="records-table__number">
                <RecordMoney minor={round.payout} />
              </td>
              <td className="records-table__number">
                <RecordMoney minor={round.profit} isSigned testId="records-profit" />
              </td>
              <td>
                <span className="records-status" data-status={round.status}>
                  {t(`records_status_${round.status}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="records-totals">
            <th scope="row" colSpan={4}>
              {t('records_totals', { rounds: totals.rounds })}
            </th>
            <td className="records-table__number" data-testid="records-total-stake">
              <RecordMoney minor={totals.stake} />
            </td>
            <td className="records-table__number" data-testid="records-total-valid-bet">
              <RecordMoney minor={totals.validBet} />
            </td>
            <td className="records-table__number" data-testid="records-total-payout">
              <RecordMoney minor={totals.payout} />
            </td>
            <td className="records-table__number" data-testid="records-total-profit">
              <RecordMoney minor={totals.profit} isSigned />
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
