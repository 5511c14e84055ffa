import type { TMissionView } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFormatDateTime } from '../../../lib/merchant-time';
import { Money } from '../../wallet/components/money';
import { formatMissionValue, progressPercent } from './mission-format';
import { MissionLeaderboard } from './mission-leaderboard';

/** One mission: its target, the progress bar, the reward and, once reached, the claim button. */
export function MissionCard({
  mission,
  isClaiming,
  onClaim,
}: {
  mission: TMissionView;
  isClaiming: boolean;
  onClaim: (mission: TMissionView) => void;
}) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const percent = progressPercent(mission.progressValue, mission.targetValue);
  const value = (v: number) => formatMissionValue(mission.metric, v);
  const goal = mission.gameCategory
    ? t(`mission_goal_${mission.metric}_category`, {
        target: value(mission.targetValue),
        category: t(`category_${mission.gameCategory}`),
      })
    : t(`mission_goal_${mission.metric}`, { target: value(mission.targetValue) });
  return (
    <li
      className="mission-card"
      data-testid="mission-card"
      data-mission-id={mission.missionId}
      data-status={mission.status}
    >
      <div className="mission-card__head">
        <h4 className="mission-card__name" data-testid="mission-name">
          {mission.name}
        </h4>
        <span
          className={`mission-card__status mission-card__status--${mission.status}`}
          data-testid="mission-status"
        >
          {t(`mission_status_${mission.status}`)}
        </span>
      </div>
      <p className="mission-card__goal" data-testid="mission-goal">
        {goal}
      </p>
      <div
        className="mission-card__bar"
        role="progressbar"
        aria-label={mission.name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="mission-card__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="mission-card__progress">
        <span data-testid="mission-progress">{value(mission.progressValue)}</span> /{' '}
        <span data-testid="mission-target">{value(mission.targetValue)}</span>
      </p>
      <div className="mission-card__foot">
        <span className="mission-card__reward">
          {t('mission_reward')} <Money minor={mission.rewardAmount} testId="mission-reward" />
          {Number(mission.wagerMultiple) > 0 && (
            <span className="mission-card__note">
              {' '}
              · {t('mission_wager', { multiple: Number(mission.wagerMultiple) })}
            </span>
          )}
        </span>
        {mission.status === 'CLAIMABLE' && (
          <Button
            className="mission-card__claim"
            data-testid="mission-claim"
            disabled={isClaiming}
            onClick={() => onClaim(mission)}
          >
            {t('mission_claim')}
          </Button>
        )}
      </div>
      <p className="mission-card__note" data-testid="mission-period">
        {mission.kind === 'EVENT'
          ? t('mission_event_window', {
              from: formatTime(mission.periodStart),
              to: formatTime(mission.periodEnd),
            })
          : t('mission_resets_at', { time: formatTime(mission.periodEnd) })}
      </p>
      {mission.kind === 'EVENT' && (
        <MissionLeaderboard missionId={mission.missionId} metric={mission.metric} />
      )}
    </li>
  );
}
