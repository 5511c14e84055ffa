import { Suspense } from 'react';
import { ChunkErrorBoundary } from '../../../components/ui/chunk-error-boundary';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { lazyPage } from '../../../lib/lazy-page';
import type { TAgentPage } from '../../../lib/centre-pages';

// Agent-only code is fetched when an agent first opens the centre.
const AgentCentreBody = lazyPage(() => import('./agent-centre-body'));

/** The agent centre overlay (opens on agentTeamOverview unless a page is asked for). */
export function AgentCentre({ page, onClose }: { page?: TAgentPage; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal name="agentCentre" title={t('agent_centre')} onClose={onClose} size="large">
      <ChunkErrorBoundary>
        <Suspense fallback={<Spinner />}>
          <AgentCentreBody initialPage={page} />
        </Suspense>
      </ChunkErrorBoundary>
    </Modal>
  );
}
