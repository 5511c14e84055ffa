import { BET_ROUND_STATUSES, GAME_CATEGORIES, type TGameCategory } from '@kirin/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
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
  const ids = { category: useId(), range: useId(), start: useId(), end: useId(), status: useId() };
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
    const range = preset === 'CUSTOM' ? (custom as TDayRange) : dayRangeOf(preset);
    onApply({ ...range, gameCategory: category || undefined, status: status || undefined });
  };

  return (
    <form className="records-filters" onSubmit={apply} noValidate>
      <div className="account-field">
        <label className="account-field__label" htmlFor={ids.category}>
          {t('records_category')}
        </label>
        <select
          id={ids.category}
          className="account-field__input"
          data-testid={testId('category')}
          value={category}
          onChange={(event) => setCategory(event.target.value as TGameCategory | '')}
        >
          <option value="">{t('records_category_all')}</option>
          {GAME_CATEGORIES.map((code) => (
            <option key={code} value={code}>
              {t(`category_${code}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="account-field">
        <label className="account-field__label" htmlFor={ids.range}>
          {t('records_range')}
        </label>
        <select
          id={ids.range}
          className="account-field__input"
          data-testid={testId('range')}
          value={preset}
          onChange={(event) => setPreset(event.target.value as TDayRangePreset)}
        >
          {DAY_RANGE_PRESETS.map((code) => (
            <option key={code} value={code}>
              {t(`records_range_${code}`)}
            </option>
          ))}
        </select>
      </div>
      {preset === 'CUSTOM' && (
        <>
          <div className="account-field">
            <label className="account-field__label" htmlFor={ids.start}>
              {t('records_start')}
            </label>
            <input
              id={ids.start}
              type="date"
              className="account-field__input"
              data-testid={testId('start')}
              value={custom.startDate ?? ''}
              onChange={(event) => setCustom({ ...custom, startDate: event.target.value || undefined })}
            />
          </div>
          <div className="account-field">
            <label className="account-field__label" htmlFor={ids.end}>
              {t('records_end')}
            </label>
            <input
              id={ids.end}
              type="date"
              className="account-field__input"
              data-testid={testId('end')}
              value={custom.endDate ?? ''}
              onChange={(event) => setCustom({ ...custom, endDate: event.target.value || undefined })}
            />
          </div>
        </>
      )}
      {hasStatus && (
        <div className="account-field">
          <label className="account-field__label" htmlFor={ids.status}>
            {t('records_status')}
          </label>
          <select
            id={ids.status}
            className="account-field__input"
            data-testid={testId('status')}
            value={status}
            onChange={(event) => setStatus(event.target.value as TRoundStatus | '')}
          >
            <option value="">{t('records_status_all')}</option>
            {BET_ROUND_STATUSES.map((code) => (
              <option key={code} value={code}>
                {t(`records_status_${code}`)}
              </option>
            ))}
          </select>
        </div>
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
