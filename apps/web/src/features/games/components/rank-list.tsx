import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useRankList } from '../api/get-rank-list';
import { launchKeyOf } from '../api/launch-game';
import { useOpenGame } from '../use-launch-game';
import { LoadFailure } from './load-failure';

/** Games ranked by how many members played them this week; a row launches its game. */
export function RankList() {
  const { t, i18n } = useTranslation();
  const ranks = useRankList({ language: i18n.language });
  const { open, launchingKey } = useOpenGame();

  const body = () => {
    if (ranks.isPending) return <Spinner />;
    if (ranks.isError)
      return (
        <LoadFailure error={ranks.error} onRetry={() => void ranks.refetch()} testId="rank-list-error" />
      );
    if (ranks.data.list.length === 0) return <EmptyState icon="trophy" message={t('hot_rank_empty')} />;
    return (
      <ol className="rank-list" data-testid="rank-list">
        {ranks.data.list.map((game) => (
          <li key={game.gameId} className="rank-list__row" data-testid={`rank-row-${game.code}`}>
            <span className="rank-list__rank" aria-hidden="true">
              {game.rank}
            </span>
            <button
              type="button"
              className="rank-list__game"
              aria-busy={launchingKey === launchKeyOf({ gameId: game.gameId })}
              onClick={() => open(game)}
            >
              <span className="rank-list__name">{game.displayName}</span>
              <span className="rank-list__vendor">{game.vassalage}</span>
            </button>
            <span className="rank-list__players">{t('hot_rank_players', { count: game.players })}</span>
          </li>
        ))}
      </ol>
    );
  };

  return (
    <section className="game-section" aria-labelledby="rank-list-title">
      <h2 id="rank-list-title" className="game-section__title">
        {t('hot_rank_title')}
      </h2>
      {body()}
    </section>
  );
}
