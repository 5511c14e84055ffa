import type { TRotatedKey } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { rotatePayloadKey } from '../api/merchant-config';

/**
 * Rotation of the key the site seals request bodies with. The route answers only the new key's id (the console
 * cannot read the current one), so the page explains, confirms, and shows what the rotation published.
 */
export default function PayloadKeyPage() {
  const { t } = useTranslation('merchant');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const [isConfirming, setIsConfirming] = useState(false);
  const [rotated, setRotated] = useState<TRotatedKey | null>(null);
  return (
    <>
      <PageHeader
        title={t('payloadKey.title')}
        actions={
          canWrite ? (
            <Button variant="danger" onClick={() => setIsConfirming(true)}>
              {t('payloadKey.rotate')}
            </Button>
          ) : null
        }
      >
        <p className="page-lead">{t('payloadKey.lead')}</p>
      </PageHeader>
      <ul>
        <li>{t('payloadKey.whenCompromised')}</li>
        <li>{t('payloadKey.grace')}</li>
        <li>{t('payloadKey.audited')}</li>
      </ul>
      {rotated ? (
        <div className="note" role="status">
          <p>{t('payloadKey.rotated', { minutes: rotated.retiredKeyGraceMinutes })}</p>
          <dl className="facts">
            <dt>{t('payloadKey.newKid')}</dt>
            <dd>
              <code>{rotated.kid}</code>
            </dd>
          </dl>
        </div>
      ) : null}
      {isConfirming ? (
        <ActionDialog
          title={t('payloadKey.confirmTitle', { merchant })}
          isOpen
          onClose={() => setIsConfirming(false)}
          run={async () => setRotated(await rotatePayloadKey(merchant))}
          invalidates={[]}
          reason="none"
          confirmLabel={t('payloadKey.rotate')}
          variant="danger"
        >
          <p>{t('payloadKey.confirmText')}</p>
        </ActionDialog>
      ) : null}
    </>
  );
}
