import type { TResource } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { QrCodeCard } from '../../../components/ui/qr-code-card';

export { QR_RESOURCE_TYPES, useQrResources } from '../use-qr-resources';

/** QR codes (with a direct link) for each app resource. */
export function AppDownloadQrCodes({
  resources,
  hasLinks = true,
}: {
  resources: TResource[];
  hasLinks?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className="qr-list">
      {resources.map((resource) => {
        const label = t(`resource_${resource.resourceType}`);
        return (
          <li
            key={`${resource.resourceType}-${resource.url}`}
            className="qr-list__item"
            data-resource={resource.resourceType}
          >
            <QrCodeCard value={resource.qrCodeUrl || resource.url} label={label} />
            {hasLinks && (
              <a
                className="button button--secondary button--small"
                href={resource.url}
                target="_blank"
                rel="noreferrer"
              >
                {t('download_for', { platform: label })}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
