import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useMerchantTimeZone } from '../../../lib/merchant-time';
import { usePersonalProfit } from '../api/get-personal-profit';
import { dayRangeOf, MAX_PROFIT_RANGE_DAYS } from '../day-range';
import { groupProfitByCategory } from '../profit-groups';
import { PersonalProfitTable } from './personal-profit-table';
import { RecordFilters, type TRecordCriteria } from './record-filters';
import { RecordsFailure, RecordsPageFrame } from './records-page-frame';

const INITIAL_PRESET = 'LAST_7_DAYS';

/** Personal profit and loss (personalProfit): settled rounds by day within each category, with totals. */
export function PersonalProfitPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const [criteria, setCriteria] = useState<TRecordCriteria>(() =>
    dayRangeOf(INITIAL_PRESET, new Date(), timeZone),
  );
  const profit = usePersonalProfit(criteria);

  return (
    <RecordsPageFrame page="personalProfit" title={title}>
      <RecordFilters
        initialPreset={INITIAL_PRESET}
        testIdPrefix="profit"
        maxDays={MAX_PROFIT_RANGE_DAYS}
        onApply={setCriteria}
      />
      {profit.isPending && <Spinner />}
      {profit.isError && (
        <RecordsFailure error={profit.error} onRetry={() => void profit.refetch()} testId="profit-error" />
      )}
      {profit.isSuccess && profit.data.rows.length === 0 && <EmptyState message={t('records_none')} />}
      {profit.isSuccess && profit.data.rows.length > 0 && (
        <PersonalProfitTable groups={groupProfitByCategory(profit.data)} totals={profit.data.totals} />
      )}
    </RecordsPageFrame>
  );
}
