import type { TKycDocument, TKycState } from '@kirin/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/api-error';
import { useFormatDateTime } from '../../../lib/merchant-time';
import { AccountFormError } from '../../accounts/components/account-text-field';
import { useKycState } from '../api/get-kyc-state';
import { KycUploadForm } from './kyc-upload-form';
import { SecurityCard } from './security-card';

/**
 * "Verify your identity": the status (with the operator's reason when rejected), the upload per document kind
 * until verified, and every document sent with its state. `isFocused`: opened from a link (the withdrawal
 * page), so it scrolls into view.
 */
export function KycSection({ isFocused = false }: { isFocused?: boolean }) {
  const { t } = useTranslation();
  const kyc = useKycState();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isFocused && kyc.isSuccess) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [isFocused, kyc.isSuccess]);

  return (
    <div ref={ref} className="kyc-section">
      <SecurityCard
        testId="security-kyc"
        title={t('kyc_title')}
        summary={kyc.isSuccess ? <KycStatus state={kyc.data} /> : undefined}
      >
        {kyc.isPending && <Spinner />}
        {kyc.isError && (
          <div className="security-centre__error">
            <AccountFormError messageKey={errorMessageKey(kyc.error)} testId="security-kyc-error" />
            <Button variant="secondary" size="small" onClick={() => void kyc.refetch()}>
              {t('retry')}
            </Button>
          </div>
        )}
        {kyc.isSuccess && <KycBody state={kyc.data} />}
      </SecurityCard>
    </div>
  );
}

function KycStatus({ state }: { state: TKycState }) {
  const { t } = useTranslation();
  return (
    <span className={`kyc-status kyc-status--${state.status}`} data-testid="kyc-status">
      {t(`kyc_status_${state.status}`)}
    </span>
  );
}

function KycBody({ state }: { state: TKycState }) {
  const { t } = useTranslation();
  return (
    <>
      {state.status === 'rejected' && state.reason && (
        <p className="kyc-reason" data-testid="kyc-reason">
          {t('kyc_reason', { reason: state.reason })}
        </p>
      )}
      {state.status === 'verified' ? (
        <p className="account-form__hint">{t('kyc_verified_note')}</p>
      ) : (
        <>
          <p className="account-form__hint">
            {t(state.status === 'pending' ? 'kyc_pending_note' : 'kyc_lead')}
          </p>
          <KycUploadForm />
        </>
      )}
      <KycDocuments documents={state.documents} />
    </>
  );
}

function KycDocuments({ documents }: { documents: TKycDocument[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  if (documents.length === 0) return <p className="account-form__hint">{t('kyc_no_documents')}</p>;
  return (
    <section aria-label={t('kyc_documents')}>
      <h5 className="kyc-documents__title">{t('kyc_documents')}</h5>
      <ul className="kyc-documents" data-testid="kyc-documents">
        {documents.map((document) => (
          <li key={document.id} className="kyc-document" data-testid={`kyc-document-${document.id}`}>
            <span className="kyc-document__kind">{t(`kyc_kind_${document.kind}`)}</span>
            <span className={`kyc-status kyc-status--${document.status}`}>
              {t(`kyc_document_${document.status}`)}
            </span>
            <time className="kyc-document__time" dateTime={document.uploadedAt}>
              {formatDateTime(document.uploadedAt)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
