import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { useModalStore } from '../../../lib/modal-store';
import { useIsLoggedIn } from '../../../lib/session-store';

/** Favourite games (/fav): a member's list; a guest is asked to log in. */
export function FavouriteGamesPage() {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const openModal = useModalStore((s) => s.openModal);
  return (
    <Page routeName="fav" title={t('nav_favourites')}>
      {isLoggedIn ? (
        <EmptyState icon="heart" message={t('fav_games_empty')} />
      ) : (
        <EmptyState icon="heart" message={t('fav_games_login')}>
          <Button onClick={() => openModal({ name: 'login' })}>{t('login')}</Button>
        </EmptyState>
      )}
    </Page>
  );
}
