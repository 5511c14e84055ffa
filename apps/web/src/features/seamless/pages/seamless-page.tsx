import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** The seamless-wallet game page (/seamless). */
export function SeamlessPage() {
  const { t } = useTranslation();
  return (
    <Page routeName="seamless" title={t('seamless_title')}>
      <EmptyState icon="gamepad" message={t('game_none_launched')} />
    </Page>
  );
}
