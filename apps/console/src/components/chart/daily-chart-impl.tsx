import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TDailyChartProps } from './daily-chart';

const SERIES_COLOURS = ['#f6c04e', '#7cc4ff', '#ff6b81', '#8be28b', '#b794ff'];

/** Days as UTC-midnight seconds, which uPlot's time axis reads. */
const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** uPlot draws on a canvas: thousands of points stay fast, and the library is about 50 KB. */
export default function DailyChartImpl({ days, series, valueFormat, height = 240 }: TDailyChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const styles = getComputedStyle(document.documentElement);
    const text = styles.getPropertyValue('--color-text-muted').trim() || '#9aa5bf';
    const grid = styles.getPropertyValue('--color-border').trim() || '#27334f';
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
        series: [
          {},
          ...series.map((line, index) => ({
            label: line.label,
            stroke: SERIES_COLOURS[index % SERIES_COLOURS.length],
            width: 2,
            value: (_: uPlot, value: number | null) => (value === null ? '' : valueFormat(value)),
          })),
        ],
        axes: [axis, { ...axis, size: 70, values: (_: uPlot, ticks: number[]) => ticks.map(valueFormat) }],
      },
      [days.map(toSeconds), ...series.map((line) => [...line.values])],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, element.clientWidth), height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, valueFormat, height]);
  return <div ref={holder} className="daily-chart" />;
}
