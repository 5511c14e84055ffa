import { useTranslation } from 'react-i18next';
import { CentrePage } from '../../../components/ui/centre-page';
import type { TAgentPage } from '../../../lib/centre-pages';
import { AgentAnnouncementPage } from '../reports/agent-announcement-page';
import { AgentProfitLossPage } from '../reports/agent-profit-loss-page';
import { AgentTeamBettingPage } from '../reports/agent-team-betting-page';
import { AgentTeamOverviewPage } from '../reports/agent-team-overview-page';
import { AgentTransactionDetailsPage } from '../reports/agent-transaction-details-page';

type TPageViewProps = { page: TAgentPage; title: string };

/** The component of each agent-centre page; a page not built yet keeps the honest empty state. */
export function AgentCentrePageView({ page, title }: TPageViewProps) {
  const { t } = useTranslation();
  switch (page) {
    case 'agentAnnouncement':
      return <AgentAnnouncementPage title={title} />;
    case 'agentTeamOverview':
      return <AgentTeamOverviewPage title={title} />;
    case 'agentTeamBetting':
      return <AgentTeamBettingPage title={title} />;
    case 'agentProfitLoss':
      return <AgentProfitLossPage title={title} />;
    case 'agentTransactionDetails':
      return <AgentTransactionDetailsPage title={title} />;
    default:
      return <CentrePage page={page} title={title} emptyMessage={t('centre_page_unavailable')} />;
  }
}
