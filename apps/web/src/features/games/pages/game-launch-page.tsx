import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** The game frame (/game): shows a launched game once game launch exists. */
export function GameLaunchPage() {
  const { t } = useTranslation();
  return (
    <Page routeName="game" title={t('game_frame_title')}>
      <EmptyState icon="gamepad" message={t('game_none_launched')} />
    </Page>
  );
}
