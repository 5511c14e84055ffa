import { BET_ROUND_STATUSES, GAME_CATEGORIES, type TGameCategory } from '@kirin/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DayField, SelectField } from '../../../components/ui/filter-fields';
import { useMerchantTimeZone } from '../../../lib/merchant-time';
import {
  DAY_RANGE_PRESETS,
  dayRangeOf,
  dayRangeProblem,
  type TDayRange,
  type TDayRangePreset,
} from '../day-range';

type TRoundStatus = (typeof BET_ROUND_STATUSES)[number];

export type TRecordCriteria = TDayRange & { gameCategory?: TGameCategory; status?: TRoundStatus };

type TRecordFiltersProps = {
  onApply: (criteria: TRecordCriteria) => void;
  initialPreset: Exclude<TDayRangePreset, 'CUSTOM'>;
  /** Test ids `{prefix}-category`, `-range`, `-start`, `-end`, `-status`, `-search`, `-filter-error`. */
  testIdPrefix: string;
  /** The betting record filters by round status too. */
  hasStatus?: boolean;
  /** The longest range the server accepts, in days. */
  maxDays?: number;
};

/** Category, date range (a preset or two inclusive days) and status of a records page, applied with search. */
export function RecordFilters({
  onApply,
  initialPreset,
  testIdPrefix,
  hasStatus,
  maxDays,
}: TRecordFiltersProps) {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const [category, setCategory] = useState<TGameCategory | ''>('');
  const [preset, setPreset] = useState<TDayRangePreset>(initialPreset);
  const [custom, setCustom] = useState<Partial<TDayRange>>({});
  const [status, setStatus] = useState<TRoundStatus | ''>('');
  const [failure, setFailure] = useState<string | null>(null);
  const testId = (name: string) => `${testIdPrefix}-${name}`;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = preset === 'CUSTOM' ? dayRangeProblem(custom, maxDays) : null;
    setFailure(problem);
    if (problem) return;
    const range = preset === 'CUSTOM' ? (custom as TDayRange) : dayRangeOf(preset, new Date(), timeZone);
    onApply({ ...range, gameCategory: category || undefined, status: status || undefined });
  };

  return (
    <form className="records-filters" onSubmit={apply} noValidate>
      <SelectField
        label={t('records_category')}
        testId={testId('category')}
        value={category}
        onChange={setCategory}
        allLabel={t('records_category_all')}
        options={GAME_CATEGORIES.map((code) => ({ value: code, label: t(`category_${code}`) }))}
      />
      <SelectField
        label={t('records_range')}
        testId={testId('range')}
        value={preset}
        onChange={(value) => value && setPreset(value)}
        options={DAY_RANGE_PRESETS.map((code) => ({ value: code, label: t(`records_range_${code}`) }))}
      />
      {preset === 'CUSTOM' && (
        <>
          <DayField
            label={t('records_start')}
            testId={testId('start')}
            value={custom.startDate ?? ''}
            onChange={(day) => setCustom({ ...custom, startDate: day || undefined })}
          />
          <DayField
            label={t('records_end')}
            testId={testId('end')}
            value={custom.endDate ?? ''}
            onChange={(day) => setCustom({ ...custom, endDate: day || undefined })}
          />
        </>
      )}
      {hasStatus && (
        <SelectField
          label={t('records_status')}
          testId={testId('status')}
          value={status}
          onChange={setStatus}
          allLabel={t('records_status_all')}
          options={BET_ROUND_STATUSES.map((code) => ({ value: code, label: t(`records_status_${code}`) }))}
        />
      )}
      <Button type="submit" data-testid={testId('search')}>
        {t('records_search')}
      </Button>
      {failure && (
        <p className="account-form__error" role="alert" data-testid={testId('filter-error')}>
          {t(failure, { days: maxDays })}
        </p>
      )}
    </form>
  );
}
