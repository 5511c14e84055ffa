import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { pageCountOf, Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDateTime } from '../../../lib/merchant-time';
import { QueryFailure } from '../../wallet/components/query-failure';
import { usePointExchanges } from '../api/get-point-exchanges';
import { PointValue } from './point-value';

const PAGE_SIZE = 10;

/** The member's exchange records: goods, quantity, points, status (applying, approved, rejected) and remark. */
export function ExchangeRecords() {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const records = usePointExchanges({ page, pageSize: PAGE_SIZE });
  if (records.isPending) return <Spinner />;
  if (records.isError)
    return (
      <QueryFailure
        error={records.error}
        onRetry={() => void records.refetch()}
        testId="points-records-error"
      />
    );
  if (records.data.list.length === 0)
    return <EmptyState icon="diamond" message={t('points_records_empty')} />;
  return (
    <>
      <ul className="points-list" data-testid="points-records">
        {records.data.list.map((x) => (
          <li key={x.id} className="points-list__item" data-testid="points-record" data-status={x.status}>
            <div className="points-list__main">
              <strong>{x.goodsName}</strong>
              <span>{t('points_record_quantity', { count: x.redeemQuantity })}</span>
              <span className="points-list__time">{formatTime(x.createdAt)}</span>
              {x.remark && (
                <span className="points-list__remark">{t('points_record_remark', { remark: x.remark })}</span>
              )}
            </div>
            <div className="points-list__figures">
              <PointValue centi={-x.points} isSigned />
              <span className="points-status" data-status={x.status} data-testid="points-record-status">
                {t(`points_status_${x.status}`)}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pageCount={pageCountOf(records.data.total, PAGE_SIZE)}
        onChange={setPage}
        testIdPrefix="points-records"
      />
    </>
  );
}
