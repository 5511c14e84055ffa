import { DASHBOARD_DEFAULT_DAYS, type TMerchantDashboard } from '@kirin/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMerchantCode } from '../../../app/area-context';
import { DailyChart } from '../../../components/chart/daily-chart';
import { ErrorNote } from '../../../components/ui/error-note';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime, formatMinorUnits } from '../../../lib/format';
import { dashboardQuery } from '../api/dashboard';
import { FigureCards } from './figure-cards';
import { LedgerAuditCard } from './ledger-audit-card';
import { PendingQueues } from './pending-queues';
import '../../../styles/dashboard.css';

const DAY_CHOICES = [7, 30, 90] as const;
/** Chart values in major units: the axis shows 1.2k, not 120000 minor units. */
const toMajor = (minor: number) => minor / 100;

function Breakdown({ dashboard }: { dashboard: TMerchantDashboard }) {
  const { t } = useTranslation('dashboard');
  const rows = ['stake', 'payouts', 'ggr', 'bonuses', 'rebates', 'ngr'] as const;
  return (
    <section className="card" aria-labelledby="breakdown-title">
      <h2 id="breakdown-title">{t('breakdown.title')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('breakdown.figure')}</th>
            <th scope="col" className="align-end">
              {t('figures.today')}
            </th>
            <th scope="col" className="align-end">
              {t('figures.month')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              <th scope="row">{t(`figures.${row}`)}</th>
              <td className="align-end">{formatMinorUnits(dashboard.today[row])}</td>
              <td className="align-end">{formatMinorUnits(dashboard.thisMonth[row])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field-hint">{t('breakdown.definitions')}</p>
    </section>
  );
}

/** The merchant at a glance: today's and this month's money and members, what waits, the books' last check. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const merchant = useMerchantCode();
  const [params, setParams] = useSearchParams();
  const days = DAY_CHOICES.find((choice) => String(choice) === params.get('days')) ?? DASHBOARD_DEFAULT_DAYS;
  const dashboard = useQuery(dashboardQuery(merchant, days));
  const data = dashboard.data;
  const charts = useMemo(() => {
    if (!data) return null;
    const dayList = data.series.map((day) => day.day);
    const line = (label: string, pick: (day: TMerchantDashboard['series'][number]) => number) => ({
      label,
      values: data.series.map(pick),
    });
    return {
      days: dayList,
      money: [
        line(t('figures.deposits'), (day) => toMajor(day.deposits.amount)),
        line(t('figures.withdrawals'), (day) => toMajor(day.withdrawals.amount)),
      ],
      revenue: [
        line(t('figures.ggr'), (day) => toMajor(day.ggr)),
        line(t('figures.ngr'), (day) => toMajor(day.ngr)),
      ],
      members: [
        line(t('figures.activeMembers'), (day) => day.activeMembers),
        line(t('figures.newMembers'), (day) => day.newMembers),
      ],
    };
  }, [data, t]);
  const compact = (value: number) => new Intl.NumberFormat(undefined, { notation: 'compact' }).format(value);

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <label className="filter">
            <span>{t('days')}</span>
            <select
              value={days}
              onChange={(event) => setParams({ days: event.target.value }, { replace: true })}
            >
              {DAY_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {t('daysChoice', { count: choice })}
                </option>
              ))}
            </select>
          </label>
        }
      >
        {data ? (
          <p className="page-lead">
            {t('lead', {
              day: data.businessDay,
              zone: data.timeZone,
              currency: data.currency,
              at: formatDateTime(data.generatedAt),
            })}
          </p>
        ) : null}
      </PageHeader>
      <ErrorNote error={dashboard.error} />
      {data && charts ? (
        <div className="dashboard">
          <FigureCards today={data.today} month={data.thisMonth} currency={data.currency} />
          <div className="dashboard-columns">
            <PendingQueues merchant={merchant} pending={data.pending} />
            <LedgerAuditCard dashboard={data} />
          </div>
          <section className="card" aria-labelledby="charts-title">
            <h2 id="charts-title">{t('charts.title', { count: days })}</h2>
            <h3>{t('charts.money', { currency: data.currency })}</h3>
            <DailyChart
              days={charts.days}
              series={charts.money}
              valueFormat={compact}
              summary={t('charts.moneySummary')}
            />
            <h3>{t('charts.revenue', { currency: data.currency })}</h3>
            <DailyChart
              days={charts.days}
              series={charts.revenue}
              valueFormat={compact}
              summary={t('charts.revenueSummary')}
            />
            <h3>{t('charts.members')}</h3>
            <DailyChart
              days={charts.days}
              series={charts.members}
              valueFormat={compact}
              summary={t('charts.membersSummary')}
            />
          </section>
          <Breakdown dashboard={data} />
        </div>
      ) : dashboard.isPending ? (
        <p className="loading">{t('console:table.loading')}</p>
      ) : null}
    </>
  );
}
