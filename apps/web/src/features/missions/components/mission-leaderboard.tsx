import type { TMissionMetric } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { QueryFailure } from '../../wallet/components/query-failure';
import { useMissionLeaderboard } from '../api/get-mission-leaderboard';
import { formatMissionValue } from './mission-format';

/** An event mission's leaderboard: rank, masked username and value, the member's row highlighted. */
export function MissionLeaderboard({ missionId, metric }: { missionId: string; metric: TMissionMetric }) {
  const { t } = useTranslation();
  const board = useMissionLeaderboard(missionId);
  if (board.isPending) return <Spinner />;
  if (board.isError)
    return (
      <QueryFailure error={board.error} onRetry={() => void board.refetch()} testId="mission-board-error" />
    );
  const { list, me } = board.data;
  const isMeListed = list.some((row) => row.isMe);
  return (
    <div className="mission-board" data-testid="mission-leaderboard">
      <h5 className="mission-board__title">{t('mission_leaderboard')}</h5>
      {list.length === 0 ? (
        <p className="mission-board__empty" data-testid="mission-board-empty">
          {t('mission_leaderboard_empty')}
        </p>
      ) : (
        <table className="mission-board__table">
          <thead>
            <tr>
              <th scope="col">{t('mission_rank')}</th>
              <th scope="col">{t('mission_player')}</th>
              <th scope="col" className="mission-board__number">
                {t('mission_reached_value')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr
                key={row.rank}
                data-testid="mission-board-row"
                data-me={row.isMe ? 'true' : undefined}
                className={row.isMe ? 'mission-board__row--me' : undefined}
                aria-current={row.isMe ? 'true' : undefined}
              >
                <td data-testid="mission-board-rank">{row.rank}</td>
                <td data-testid="mission-board-username">
                  {row.username}
                  {row.isMe && <span className="mission-board__you"> ({t('mission_you')})</span>}
                </td>
                <td className="mission-board__number" data-testid="mission-board-value">
                  {formatMissionValue(metric, row.reachedValue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mission-board__me" data-testid="mission-board-me" data-rank={me.rank ?? undefined}>
        {me.rank === null
          ? t('mission_my_rank_none')
          : t('mission_my_rank', { rank: me.rank, value: formatMissionValue(metric, me.reachedValue) })}
        {me.rank !== null && !isMeListed && ` (${t('mission_my_rank_outside')})`}
      </p>
    </div>
  );
}
