import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

export type TDailyChartProps = {
  /** YYYY-MM-DD, oldest first. */
  days: readonly string[];
  series: readonly { label: string; values: readonly (number | null)[] }[];
  valueFormat: (value: number) => string;
  height?: number;
  /** What the chart shows, for readers that cannot see it. */
  summary: string;
};

const DailyChartImpl = lazy(() => import('./daily-chart-impl'));

/** A line chart by day; the chart library loads with the first page that shows one. */
export function DailyChart(props: TDailyChartProps) {
  const { t } = useTranslation();
  return (
    <figure className="chart" aria-label={props.summary}>
      <Suspense fallback={<div className="chart-loading">{t('table.loading')}</div>}>
        <DailyChartImpl {...props} />
      </Suspense>
    </figure>
  );
}
