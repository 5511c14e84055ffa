import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { AppDownloadQrCodes, useQrResources } from '../components/app-download-qr-codes';

/** Join us (/join): the ways to join, today the merchant's apps. */
export function JoinPage() {
  const { t } = useTranslation();
  const resources = useQrResources();
  return (
    <Page
      routeName="join"
      title={t('nav_join_us')}
      subtitle={resources.length > 0 ? t('download_scan_hint') : undefined}
      actions={
        <Link className="button button--secondary button--small" to={paths.posts('guide')}>
          {t('download_install_guide')}
        </Link>
      }
    >
      {resources.length > 0 ? (
        <AppDownloadQrCodes resources={resources} />
      ) : (
        <EmptyState icon="users" message={t('join_empty')} />
      )}
    </Page>
  );
}
