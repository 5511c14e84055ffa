import type { TOpsKycMember } from '@kirin/contracts';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { consolePaths } from '../../../app/paths';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { ErrorNote } from '../../../components/ui/error-note';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/format';
import { fetchKycMember, kycKey, kycMemberKey, reviewKyc } from '../api/kyc';
import { KycDocumentView } from './kyc-document-view';
import { KycStatusBadge } from './kyc-status-badge';
import '../../../styles/protection.css';

type TDecision = 'verified' | 'rejected';

/** One member's identity check: what it says about itself, its documents, and verify or reject. */
export default function KycMemberPage() {
  const { t } = useTranslation('protection');
  const merchant = useMerchantCode();
  const { memberId = '' } = useParams();
  const member = useQuery({
    queryKey: kycMemberKey(merchant, memberId),
    queryFn: ({ signal }) => fetchKycMember(merchant, memberId, signal),
    // Every read writes an audit row: not on each return to the window.
    refetchOnWindowFocus: false,
  });
  return (
    <>
      <PageHeader title={member.data?.username ?? t('kyc.memberTitle')}>
        <p className="page-lead">
          <Link to={consolePaths.areaPage(merchant, 'protection', 'kyc')}>{t('kyc.back')}</Link>
        </p>
      </PageHeader>
      {member.error ? <ErrorNote error={member.error} /> : null}
      {member.data ? <KycMember merchant={merchant} member={member.data} /> : null}
    </>
  );
}

function KycMember({ merchant, member }: { merchant: string; member: TOpsKycMember }) {
  const { t } = useTranslation('protection');
  const canWrite = useCanWrite();
  const [decision, setDecision] = useState<TDecision | null>(null);
  const { details } = member;
  const choice = (group: string, code: string | null, other: string | null) =>
    code === 'other' ? other : code ? t(`kyc.${group}.${code}`) : null;
  const rows: [string, ReactNode][] = [
    [t('kyc.status'), <KycStatusBadge key="status" status={member.status} />],
    [t('kyc.reason'), member.reason],
    [t('kyc.reviewedBy'), member.reviewedBy],
    [t('kyc.reviewedAt'), member.reviewedAt ? formatDateTime(member.reviewedAt) : null],
    [t('kyc.realName'), member.realName],
    [t('kyc.birthday'), member.birthday],
    [t('kyc.address'), details.address],
    [t('kyc.nationality'), details.nationality],
    [t('kyc.occupation'), choice('occupations', details.occupation, details.occupationOther)],
    [t('kyc.sourceOfIncome'), choice('incomeSources', details.sourceOfIncome, details.sourceOfIncomeOther)],
  ];
  const label = `${member.username} · ${member.realName ?? ''}`.trim();
  return (
    <div className="kyc-member">
      <section className="card" aria-label={t('kyc.identity')}>
        <h2>{t('kyc.identity')}</h2>
        <dl className="facts">
          {rows.map(([name, value]) => (
            <Fragment key={name}>
              <dt>{name}</dt>
              <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
            </Fragment>
          ))}
        </dl>
        {canWrite && member.status === 'pending' ? (
          <div className="row-actions">
            <Button variant="primary" onClick={() => setDecision('verified')}>
              {t('kyc.actions.verified')}
            </Button>
            <Button variant="danger" onClick={() => setDecision('rejected')}>
              {t('kyc.actions.rejected')}
            </Button>
          </div>
        ) : null}
      </section>
      <section aria-label={t('kyc.documents')}>
        <h2>{t('kyc.documents')}</h2>
        {member.documents.length === 0 ? <p>{t('kyc.noDocuments')}</p> : null}
        <ul className="kyc-documents">
          {member.documents.map((document) => (
            <KycDocumentView
              key={document.id}
              merchant={merchant}
              memberId={member.memberId}
              document={document}
            />
          ))}
        </ul>
      </section>
      {decision ? (
        <ActionDialog
          title={`${t(`kyc.actions.${decision}`)}: ${label}`}
          isOpen
          onClose={() => setDecision(null)}
          run={(reason) => reviewKyc(merchant, member.memberId, { decision, reason })}
          invalidates={[kycKey(merchant)]}
          reason={decision === 'rejected' ? 'required' : 'none'}
          confirmLabel={t(`kyc.actions.${decision}`)}
          variant={decision === 'rejected' ? 'danger' : 'primary'}
        >
          <p className="note">{t(`kyc.confirm.${decision}`)}</p>
        </ActionDialog>
      ) : null}
    </div>
  );
}
