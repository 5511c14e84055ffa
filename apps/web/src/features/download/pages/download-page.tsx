import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { AppDownloadQrCodes, useQrResources } from '../components/app-download-qr-codes';

/** App download (/down and /download): a QR code per app the merchant publishes. */
export function DownloadPage() {
  const { t } = useTranslation();
  const resources = useQrResources();
  return (
    <Page
      routeName="down"
      title={t('nav_app_download')}
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
        <EmptyState icon="phone" message={t('download_empty')} />
      )}
    </Page>
  );
}
