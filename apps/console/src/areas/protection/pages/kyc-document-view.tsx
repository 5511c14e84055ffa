import type { TKycDocument } from '@kirin/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../components/ui/error-note';
import { formatDateTime } from '../../../lib/format';
import { fetchKycDocument, kycMemberKey } from '../api/kyc';
import { KycStatusBadge } from './kyc-status-badge';

type TProps = { merchant: string; memberId: string; document: TKycDocument };

/**
 * One document: an image shown inline, a PDF as a link that opens it (both from a blob URL fetched with the
 * operator's token; the server answers the type it checked the content as, never HTML).
 */
export function KycDocumentView({ merchant, memberId, document }: TProps) {
  const { t } = useTranslation('protection');
  const file = useQuery({
    queryKey: [...kycMemberKey(merchant, memberId), 'document', document.id],
    queryFn: () => fetchKycDocument(merchant, memberId, document.id),
    staleTime: Infinity,
    // Every read is audited: not again on each return to the window.
    refetchOnWindowFocus: false,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const kind = t(`kyc.kinds.${document.kind}`);
  return (
    <li className="card kyc-document" aria-label={kind}>
      <div className="kyc-document__head">
        <strong>{kind}</strong>
        <KycStatusBadge status={document.status} />
        <span className="kyc-document__time">{formatDateTime(document.uploadedAt)}</span>
      </div>
      {file.error ? <ErrorNote error={file.error} /> : null}
      {url && document.mimeType === 'application/pdf' ? (
        <a href={url} target="_blank" rel="noreferrer" download={`${document.kind}-${document.id}.pdf`}>
          {t('kyc.openPdf')}
        </a>
      ) : null}
      {url && document.mimeType !== 'application/pdf' ? (
        <img className="proof-image" src={url} alt={kind} />
      ) : null}
    </li>
  );
}
