import type { TResource } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type TIconName } from '../../components/ui/icon';
import { QrCodeCard } from '../../components/ui/qr-code-card';
import { useQrResources } from '../../features/download/components/app-download-qr-codes';
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
      {resources.map((resource) => {
        const label = t(`resource_${resource.resourceType}`);
        return (
          // The code shows on hover or keyboard focus, so the bar stays narrow.
          <div
            key={`${resource.resourceType}-${resource.url}`}
            className="right-bar__item right-bar__qr"
            tabIndex={0}
            data-resource={resource.resourceType}
          >
            <Icon name={RESOURCE_ICONS[resource.resourceType]} className="right-bar__icon" size={22} />
            <span className="right-bar__label">{label}</span>
            <div className="right-bar__popover">
              <QrCodeCard value={resource.qrCodeUrl || resource.url} label={label} />
            </div>
          </div>
        );
      })}
    </aside>
  );
}
