import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** Provably fair verification (/fairness): recompute any past round from its revealed seeds. */
export function FairnessPage() {
  const { t } = useTranslation();
  return (
    <Page routeName="fairness" title={t('fairness_title', 'Provably fair')}>
      <EmptyState icon="dice" message={t('centre_page_unavailable')} />
    </Page>
  );
}
