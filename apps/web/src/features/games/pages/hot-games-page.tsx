import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** Hot games (/hot): the hot-games list arrives with the games issue. */
export function HotGamesPage() {
  const { t } = useTranslation();
  return (
    <Page routeName="hot" title={t('nav_hot_games')}>
      <EmptyState icon="fire" message={t('hot_games_empty')} />
    </Page>
  );
}
