import type { TGameCard } from '@kirin/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { useModalStore } from '../../../lib/modal-store';
import { useIsLoggedIn } from '../../../lib/session-store';
import { useFavouriteGames } from '../api/get-favourite-games';
import { useRecentGames } from '../api/get-recent-games';
import { GameGrid } from '../components/game-grid';
import { LoadFailure } from '../components/load-failure';
import '../components/games.css';

/** Favourite games (/fav): a member's favourites and recently played games; a guest is asked to log in. */
export function FavouriteGamesPage() {
  const { t, i18n } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const openModal = useModalStore((s) => s.openModal);
  const favourites = useFavouriteGames(i18n.language);
  const recent = useRecentGames(i18n.language);

  return (
    <Page routeName="fav" title={t('nav_favourites')} className="game-page">
      {isLoggedIn ? (
        <>
          <GameSection query={favourites} emptyKey="fav_games_empty" testId="favourite-games" />
          <section className="game-section" aria-labelledby="recent-games-title">
            <h2 id="recent-games-title" className="game-section__title">
              {t('fav_recent_title')}
            </h2>
            <GameSection query={recent} emptyKey="fav_recent_empty" testId="recent-games" />
          </section>
        </>
      ) : (
        <EmptyState icon="heart" message={t('fav_games_login')}>
          <Button onClick={() => openModal({ name: 'login' })}>{t('login')}</Button>
        </EmptyState>
      )}
    </Page>
  );
}

type TGameSectionProps = {
  query: UseQueryResult<{ list: TGameCard[] }>;
  emptyKey: string;
  testId: string;
};

function GameSection({ query, emptyKey, testId }: TGameSectionProps) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <LoadFailure error={query.error} onRetry={() => void query.refetch()} testId={`${testId}-error`} />
    );
  if (query.data.list.length === 0) return <EmptyState icon="heart" message={t(emptyKey)} />;
  return <GameGrid games={query.data.list} testId={testId} />;
}
