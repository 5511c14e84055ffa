import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { pageCountOf, Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { useMerchantTimeZone } from '../../../lib/merchant-time';
import { HistoryExportForm } from '../../history-export/components/history-export-form';
import { useBetRecords } from '../api/get-bet-records';
import { dayRangeOf } from '../day-range';
import { BetRecordTable } from './bet-record-table';
import { RecordFilters, type TRecordCriteria } from './record-filters';
import { RecordsFailure, RecordsPageFrame } from './records-page-frame';

const RECORDS_PAGE_SIZE = 10;
const INITIAL_PRESET = 'LAST_7_DAYS';

/** Betting record (personalHistoryCopy): rounds by category, days and status, a page at a time, with totals. */
export function BetRecordPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const [criteria, setCriteria] = useState<TRecordCriteria>(() =>
    dayRangeOf(INITIAL_PRESET, new Date(), timeZone),
  );
  const [page, setPage] = useState(1);
  const records = useBetRecords({ ...criteria, page, pageSize: RECORDS_PAGE_SIZE });

  return (
    <RecordsPageFrame page="personalHistoryCopy" title={title}>
      <RecordFilters
        initialPreset={INITIAL_PRESET}
        testIdPrefix="records"
        hasStatus
        onApply={(next) => {
          setCriteria(next);
          setPage(1);
        }}
      />
      <HistoryExportForm type="bets" />
      {records.isPending && <Spinner />}
      {records.isError && (
        <RecordsFailure error={records.error} onRetry={() => void records.refetch()} testId="records-error" />
      )}
      {records.isSuccess && records.data.list.length === 0 && <EmptyState message={t('records_none')} />}
      {records.isSuccess && records.data.list.length > 0 && <BetRecordTable page={records.data} />}
      {records.isSuccess && (
        <Pager
          page={page}
          pageCount={pageCountOf(records.data.total, RECORDS_PAGE_SIZE)}
          onChange={setPage}
          testIdPrefix="records-pager"
        />
      )}
    </RecordsPageFrame>
  );
}
