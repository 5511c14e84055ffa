import { Suspense } from 'react';
import { ChunkErrorBoundary } from '../../../components/ui/chunk-error-boundary';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { lazyPage } from '../../../lib/lazy-page';
import type { TMemberPage } from '../../../lib/centre-pages';

// Members-only code is fetched when a member first opens the centre; the frame shows nothing until then.
const MemberCentreBody = lazyPage(() => import('./member-centre-body'));

/** The member centre overlay (opens on securityCenter unless a page is asked for). */
export function MemberCentre({
  page,
  pageParams,
  onClose,
}: {
  page?: TMemberPage;
  pageParams?: Record<string, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal name="memberCentre" title={t('member_centre')} onClose={onClose} size="large">
      <ChunkErrorBoundary>
        <Suspense fallback={<Spinner />}>
          <MemberCentreBody initialPage={page} pageParams={pageParams} />
        </Suspense>
      </ChunkErrorBoundary>
    </Modal>
  );
}
