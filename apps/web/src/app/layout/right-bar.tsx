import type { TResource } from '@kirin/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type TIconName } from '../../components/ui/icon';
import { useQrResources } from '../../features/download/use-qr-resources';
import { useModalStore } from '../../lib/modal-store';
import { useCustomerService } from '../../lib/use-customer-service';
import { paths } from '../paths';
import './right-bar.css';

const RESOURCE_ICONS: Record<TResource['resourceType'], TIconName> = {
  IOS: 'apple',
  MOBILECONFIG: 'settings',
  ANDROID: 'android',
  APK: 'android',
  DESKTOP: 'monitor',
};

// The QR library is fetched when a code is first asked for, not with every page.
const QrCodeCard = lazy(() =>
  import('../../components/ui/qr-code-card').then((m) => ({ default: m.QrCodeCard })),
);

/** An app resource: its QR code shows on hover or keyboard focus, so the bar stays narrow. */
function ResourceQr({ resource, label }: { resource: TResource; label: string }) {
  const [isWanted, setIsWanted] = useState(false);
  const want = () => setIsWanted(true);
  return (
    <div
      className="right-bar__item right-bar__qr"
      tabIndex={0}
      data-resource={resource.resourceType}
      onMouseEnter={want}
      onFocus={want}
    >
      <Icon name={RESOURCE_ICONS[resource.resourceType]} className="right-bar__icon" size={22} />
      <span className="right-bar__label">{label}</span>
      <div className="right-bar__popover">
        {isWanted && (
          <Suspense fallback={null}>
            <QrCodeCard value={resource.qrCodeUrl || resource.url} label={label} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

/** The right bar: customer service, app download and a QR code per app resource. */
export function RightBar() {
  const { t } = useTranslation();
  const customerService = useCustomerService();
  const resources = useQrResources();
  const openModal = useModalStore((s) => s.openModal);
  return (
    <aside className="right-bar" data-testid="right-bar" aria-label={t('quick_links')}>
      {customerService.isAvailable && (
        <button
          type="button"
          className="right-bar__item"
          data-testid="right-bar-customer-service"
          onClick={customerService.open}
        >
          <Icon name="chat" className="right-bar__icon" size={22} />
          <span className="right-bar__label">{t('customer_service')}</span>
        </button>
      )}
      <button
        type="button"
        className="right-bar__item"
        data-testid="right-bar-chat-room"
        onClick={() => openModal({ name: 'chatRoom' })}
      >
        <Icon name="users" className="right-bar__icon" size={22} />
        <span className="right-bar__label">{t('chat_room')}</span>
      </button>
      <Link to={paths.down()} className="right-bar__item">
        <Icon name="phone" className="right-bar__icon" size={22} />
        <span className="right-bar__label">{t('nav_app_download')}</span>
      </Link>
      {resources.map((resource) => (
        <ResourceQr
          key={`${resource.resourceType}-${resource.url}`}
          resource={resource}
          label={t(`resource_${resource.resourceType}`)}
        />
      ))}
    </aside>
  );
}
