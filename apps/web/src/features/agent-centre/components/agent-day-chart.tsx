import type { TAgentTeamOverview } from '@kirin/contracts';
import { formatMinorUnits } from '@kirin/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type TDay = TAgentTeamOverview['days'][number];

const WIDTH = 640;
const HEIGHT = 200;
const AXIS = 100; // the zero line of the win/loss bars

/**
 * The period by day as an inline SVG (no chart library: two bar series fit in a few lines and add nothing to
 * the bundle): valid bet as grey bars from the bottom, the members' win/loss as bars above or below the middle
 * line. Screen readers get the same figures as a table (visually hidden).
 */
export function AgentDayChart({ days }: { days: TDay[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const maxBet = Math.max(1, ...days.map((d) => d.validBet));
  const maxSwing = Math.max(1, ...days.map((d) => Math.abs(d.winLoss)));
  const slot = WIDTH / Math.max(1, days.length);
  const bar = Math.max(2, slot * 0.35);
  return (
    <figure className="agent-chart" data-testid="agent-day-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{t('agent_reports_chart_title')}</title>
        <line x1={0} x2={WIDTH} y1={AXIS} y2={AXIS} stroke="currentColor" strokeOpacity={0.3} />
        {days.map((d, i) => {
          const x = i * slot + slot * 0.1;
          const betHeight = (d.validBet / maxBet) * (HEIGHT - 10);
          const swing = (Math.abs(d.winLoss) / maxSwing) * (AXIS - 10);
          return (
            <g key={d.day} data-testid="agent-chart-day" data-day={d.day}>
              <rect
                className="agent-chart__bar--volume"
                x={x}
                y={HEIGHT - betHeight}
                width={bar}
                height={betHeight}
              />
              <rect
                className={d.winLoss >= 0 ? 'agent-chart__bar--positive' : 'agent-chart__bar--negative'}
                x={x + bar}
                y={d.winLoss >= 0 ? AXIS - swing : AXIS}
                width={bar}
                height={swing}
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="agent-chart__legend">
        <span>▮ {t('agent_reports_valid_bet')}</span>
        <span>▮ {t('agent_reports_win_loss')}</span>
      </figcaption>
      <table className="visually-hidden">
        <caption>{t('agent_reports_chart_title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agent_reports_day')}</th>
            <th scope="col">{t('agent_reports_valid_bet')}</th>
            <th scope="col">{t('agent_reports_win_loss')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              <td>{formatMinorUnits(d.validBet)}</td>
              <td>{formatMinorUnits(d.winLoss)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
