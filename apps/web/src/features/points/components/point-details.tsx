import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { pageCountOf, Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDateTime } from '../../../lib/merchant-time';
import { Money } from '../../wallet/components/money';
import { QueryFailure } from '../../wallet/components/query-failure';
import { usePointDetails } from '../api/get-point-details';
import { PointValue } from './point-value';

const PAGE_SIZE = 20;

/** The member's point entries: what changed the points, by how much, and the balance after it. */
export function PointDetails() {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const details = usePointDetails({ page, pageSize: PAGE_SIZE });
  if (details.isPending) return <Spinner />;
  if (details.isError)
    return (
      <QueryFailure
        error={details.error}
        onRetry={() => void details.refetch()}
        testId="points-details-error"
      />
    );
  if (details.data.list.length === 0)
    return <EmptyState icon="diamond" message={t('points_details_empty')} />;
  return (
    <>
      <ul className="points-list" data-testid="points-details">
        {details.data.list.map((entry) => (
          <li
            key={entry.id}
            className="points-list__item"
            data-testid="points-entry"
            data-source={entry.source}
          >
            <div className="points-list__main">
              <strong>
                {t(`points_source_${entry.source}`)}
                {entry.gameCategory && ` · ${t(`category_${entry.gameCategory}`)}`}
              </strong>
              {entry.validBet !== null && (
                <span>
                  {t('points_valid_bet')} <Money minor={entry.validBet} />
                </span>
              )}
              {entry.remark && <span className="points-list__remark">{entry.remark}</span>}
              <span className="points-list__time">{formatTime(entry.createdAt)}</span>
            </div>
            <div className="points-list__figures">
              <PointValue centi={entry.changedPoints} isSigned testId="points-entry-change" />
              <span className="points-list__balance">
                {t('points_balance_after')} <PointValue centi={entry.balance} />
              </span>
            </div>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pageCount={pageCountOf(details.data.total, PAGE_SIZE)}
        onChange={setPage}
        testIdPrefix="points-details"
      />
    </>
  );
}
