import type { TResource } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { QrCodeCard } from '../../../components/ui/qr-code-card';
import { useBootData } from '../../../lib/boot-data';

/** The resources that get a QR code (spec section 2: iOS, MOBILECONFIG, Android). */
export const QR_RESOURCE_TYPES = ['IOS', 'MOBILECONFIG', 'ANDROID'] as const;

/** The merchant's app-download resources that have a QR code, in display order. */
export function useQrResources(): TResource[] {
  const { permission } = useBootData();
  return QR_RESOURCE_TYPES.flatMap((type) => permission.resources.filter((r) => r.resourceType === type));
}

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
