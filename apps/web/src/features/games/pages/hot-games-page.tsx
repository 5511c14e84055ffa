import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { useBootData } from '../../../lib/boot-data';
import { useHotGames } from '../api/get-hot-games';
import { GameGrid } from '../components/game-grid';
import { LoadFailure } from '../components/load-failure';
import { RankList } from '../components/rank-list';
import '../components/games.css';

/** Hot games (/hot): the merchant's hot games, then this week's most played. */
export function HotGamesPage() {
  const { t, i18n } = useTranslation();
  const { whitelabel } = useBootData();
  const hot = useHotGames({ merchantCode: whitelabel.merchantCode, language: i18n.language });

  return (
    <Page routeName="hot" title={t('nav_hot_games')} className="game-page">
      {hot.isPending ? (
        <Spinner />
      ) : hot.isError ? (
        <LoadFailure error={hot.error} onRetry={() => void hot.refetch()} testId="hot-games-error" />
      ) : hot.data.list.length === 0 ? (
        <EmptyState icon="fire" message={t('hot_games_empty')} />
      ) : (
        <GameGrid games={hot.data.list} testId="hot-games" />
      )}
      <RankList />
    </Page>
  );
}
