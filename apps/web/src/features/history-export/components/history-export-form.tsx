import { HISTORY_EXPORT_MAX_MONTHS, type THistoryExportType } from '@kirin/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DayField } from '../../../components/ui/filter-fields';
import { errorMessageKey, isApiError } from '../../../lib/api-error';
import { useMerchantTimeZone } from '../../../lib/merchant-time';
import { useDownloadHistory } from '../api/download-history';
import { checkExportRange, defaultExportRange, exportDayBounds, exportMessageKey } from '../export-range';
import './history-export.css';

/** The sentence for a refused export: the field rule the server named, else its error message. */
function failureKeyOf(error: unknown): string {
  const reason = isApiError(error, 'VALIDATION_FAILED') ? Object.values(error.details ?? {})[0] : undefined;
  return reason ? exportMessageKey(reason) : errorMessageKey(error);
}

/**
 * "Export CSV" of a record page: a from/to range (the last 30 days first, at most 12 months back, days of the
 * merchant's zone) downloaded as a file through the API client. Test ids `{type}-export-*`.
 */
export function HistoryExportForm({ type }: { type: THistoryExportType }) {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const [range, setRange] = useState(() => defaultExportRange(new Date(), timeZone));
  const [problem, setProblem] = useState<string | null>(null);
  const download = useDownloadHistory();
  const bounds = exportDayBounds(new Date(), timeZone);
  const testId = (name: string) => `${type}-export-${name}`;
  const months = { months: HISTORY_EXPORT_MAX_MONTHS };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkExportRange({ type, ...range }, new Date(), timeZone);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    download.mutate(checked.query);
  };

  const message = problem ?? (download.isError ? failureKeyOf(download.error) : null);
  return (
    <form className="history-export" onSubmit={submit} noValidate aria-label={t('history_export_title')}>
      <DayField
        label={t('history_export_from')}
        testId={testId('from')}
        value={range.from}
        min={bounds.min}
        max={bounds.max}
        onChange={(from) => setRange({ ...range, from })}
      />
      <DayField
        label={t('history_export_to')}
        testId={testId('to')}
        value={range.to}
        min={bounds.min}
        max={bounds.max}
        onChange={(to) => setRange({ ...range, to })}
      />
      <Button type="submit" variant="secondary" disabled={download.isPending} data-testid={testId('submit')}>
        {t(download.isPending ? 'history_export_pending' : 'history_export_submit')}
      </Button>
      <p className="history-export__hint">{t('history_export_hint', months)}</p>
      {message && (
        <p className="account-form__error" role="alert" data-testid={testId('error')}>
          {t(message, months)}
        </p>
      )}
    </form>
  );
}
