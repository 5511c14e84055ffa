import { ZReconciliationQuery, type TReconciliationDay } from '@kirin/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMerchantCode } from '../../../app/area-context';
import { downloadBlob } from '../../../components/data-table/export-csv';
import { Button } from '../../../components/ui/button';
import { ErrorNote } from '../../../components/ui/error-note';
import { PageHeader } from '../../../components/ui/page-header';
import { formatMinorUnits } from '../../../lib/format';
import { fetchReconciliationCsv, reconciliationQuery } from '../api/reconciliation';

const DEFAULT_DAYS = 7;

/** The operator's calendar day `offset` days from today, yyyy-MM-dd. */
function localDay(offset = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function DayRow({ label, day }: { label: string; day: Omit<TReconciliationDay, 'day'> }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className="align-end">{day.deposits.count}</td>
      <td className="align-end">{formatMinorUnits(day.deposits.amount)}</td>
      <td className="align-end">{day.withdrawals.count}</td>
      <td className="align-end">{formatMinorUnits(day.withdrawals.amount)}</td>
      <td className="align-end">{formatMinorUnits(day.withdrawalRefunds.amount)}</td>
      <td className="align-end">{formatMinorUnits(day.net)}</td>
      <td className="align-end">{formatMinorUnits(day.clearing.opening)}</td>
      <td className="align-end">{formatMinorUnits(day.clearing.closing)}</td>
    </tr>
  );
}

/** The daily reconciliation: what came in by deposit method, what went out, the clearing account; CSV. */
export default function ReconciliationPage() {
  const { t } = useTranslation('money');
  const merchant = useMerchantCode();
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? localDay(-(DEFAULT_DAYS - 1));
  const to = params.get('to') ?? localDay();
  const [draft, setDraft] = useState({ from, to });
  const [rangeError, setRangeError] = useState<string | null>(null);
  const report = useQuery(reconciliationQuery(merchant, from, to));
  const csv = useMutation({
    mutationFn: () => fetchReconciliationCsv(merchant, from, to),
    onSuccess: (blob) => downloadBlob(`reconciliation-${merchant}-${from}-${to}.csv`, blob),
  });

  function apply(event: FormEvent) {
    event.preventDefault();
    const checked = ZReconciliationQuery.safeParse(draft);
    if (!checked.success) return setRangeError(checked.error.issues[0]?.message ?? 'date_rule');
    setRangeError(null);
    setParams({ from: draft.from, to: draft.to });
  }

  const data = report.data;
  return (
    <>
      <PageHeader
        title={t('reconciliation.title')}
        actions={
          <Button onClick={() => csv.mutate()} isBusy={csv.isPending}>
            {t('reconciliation.csv')}
          </Button>
        }
      >
        <p className="page-lead">{t('reconciliation.lead')}</p>
      </PageHeader>
      <form className="table-filters" onSubmit={apply} aria-label={t('reconciliation.range')}>
        <label className="filter">
          <span>{t('reconciliation.from')}</span>
          <input
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </label>
        <label className="filter">
          <span>{t('reconciliation.to')}</span>
          <input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
        <Button type="submit" variant="primary">
          {t('console:table.apply')}
        </Button>
      </form>
      {rangeError ? (
        <p className="field-error" role="alert">
          {t(`reconciliation.errors.${rangeError}`, { defaultValue: t(`errors:${rangeError}`) })}
        </p>
      ) : null}
      <ErrorNote error={report.error ?? csv.error} />
      {data ? (
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">{t('reconciliation.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reconciliation.day')}</th>
                <th scope="col" className="align-end">
                  {t('reconciliation.depositCount')}
                </th>
                <th scope="col" className="align-end">
                  {t('reconciliation.deposits', { currency: data.currency })}
                </th>
                <th scope="col" className="align-end">
                  {t('reconciliation.withdrawalCount')}
                </th>
                <th scope="col" className="align-end">
                  {t('reconciliation.withdrawals', { currency: data.currency })}
                </th>
                <th scope="col" className="align-end">
                  {t('reconciliation.refunds')}
                </th>
                <th scope="col" className="align-end">
                  {t('reconciliation.net')}
                </th>
                <th scope="col" className="align-end">
                  {t('reconciliation.clearingOpening')}
                </th>
                <th scope="col" className="align-end">
                  {t('reconciliation.clearingClosing')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.days.map((day) => (
                <DayRow key={day.day} label={day.day} day={day} />
              ))}
            </tbody>
            <tfoot>
              <DayRow label={t('reconciliation.total')} day={data.totals} />
            </tfoot>
          </table>
        </div>
      ) : report.isPending ? (
        <p className="loading">{t('console:table.loading')}</p>
      ) : null}
      <p className="field-hint">{t('reconciliation.clearingHelp')}</p>
    </>
  );
}
