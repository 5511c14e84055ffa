import { type TBetRecordPage } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useModalStore } from '../../../lib/modal-store';
import { RecordMoney } from './record-money';
import { useFormatDateTime } from '../../../lib/merchant-time';

/** The in-house vendor: its rounds are provably fair and can be checked on /fairness. */
const INHOUSE_VASSALAGE = 'KIRIN';

const COLUMN_KEYS = [
  'records_time',
  'records_vendor',
  'records_game',
  'records_round',
  'records_stake',
  'records_valid_bet',
  'records_payout',
  'records_profit',
  'records_status',
] as const;

/** Time stays at the start, profit and status at the end while the columns between scroll. */
function pinOf(index: number): 'start' | 'end-2' | 'end' | undefined {
  if (index === 0) return 'start';
  if (index === COLUMN_KEYS.length - 2) return 'end-2';
  if (index === COLUMN_KEYS.length - 1) return 'end';
  return undefined;
}

/** The rounds of one page, then the totals of every round the filter matches. */
export function BetRecordTable({ page }: { page: TBetRecordPage }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  // The verification page is a site page: the member centre overlay closes on the way there.
  const closeModal = useModalStore((s) => s.closeModal);
  const { totals } = page;
  const columns = COLUMN_KEYS.map((key) => t(key));
  // What the phone cards print before each value.
  const cell = (index: number) => ({ 'data-label': columns[index], 'data-pin': pinOf(index) });

  return (
    <div className="records-table-wrap data-table-wrap">
      <table className="records-table data-table" data-testid="records-table">
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" data-pin={pinOf(index)}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.list.map((round) => (
            <tr key={round.id} data-testid="records-row" data-round={round.roundId}>
              <td {...cell(0)}>{formatTime(round.betTime)}</td>
              <td {...cell(1)}>{round.vendorName}</td>
              <td {...cell(2)}>{round.gameName ?? round.gameCode ?? t(`category_${round.gameCategory}`)}</td>
              <td className="records-table__round" {...cell(3)}>
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
              <td className="records-table__number" {...cell(4)}>
                <RecordMoney minor={round.stake} />
              </td>
              <td className="records-table__number" {...cell(5)}>
                <RecordMoney minor={round.validBet} />
              </td>
              <td className="records-table__number" {...cell(6)}>
                <RecordMoney minor={round.payout} />
              </td>
              <td className="records-table__number" {...cell(7)}>
                <RecordMoney minor={round.profit} isSigned testId="records-profit" />
              </td>
              <td {...cell(8)}>
                <span className="records-status" data-status={round.status}>
                  {t(`records_status_${round.status}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="records-totals">
            <th scope="row" {...cell(0)}>
              {t('records_totals', { rounds: totals.rounds })}
            </th>
            <td {...cell(1)} />
            <td {...cell(2)} />
            <td {...cell(3)} />
            <td className="records-table__number" data-testid="records-total-stake" {...cell(4)}>
              <RecordMoney minor={totals.stake} />
            </td>
            <td className="records-table__number" data-testid="records-total-valid-bet" {...cell(5)}>
              <RecordMoney minor={totals.validBet} />
            </td>
            <td className="records-table__number" data-testid="records-total-payout" {...cell(6)}>
              <RecordMoney minor={totals.payout} />
            </td>
            <td className="records-table__number" data-testid="records-total-profit" {...cell(7)}>
              <RecordMoney minor={totals.profit} isSigned />
            </td>
            <td {...cell(8)} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
