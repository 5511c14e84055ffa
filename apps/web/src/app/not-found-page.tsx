import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { Page } from '../components/ui/page';
import { paths } from './paths';

/** Any path the site does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page routeName="not-found" title={t('page_not_found_title')}>
      <EmptyState icon="compass" message={t('page_not_found')}>
        <Link className="button button--primary" to={paths.index()}>
          {t('back_home')}
        </Link>
      </EmptyState>
    </Page>
  );
}
