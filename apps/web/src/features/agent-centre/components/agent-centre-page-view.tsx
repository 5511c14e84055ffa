import type { TAgentPage } from '../../../lib/centre-pages';
import { AgentRegisterAccountPage } from '../team/components/agent-register-account-page';
import { AgentTeamManagementPage } from '../team/components/agent-team-management-page';
import { ContractPage } from '../../agent-contracts/components/contract-page';
import { AgentIncomePage } from '../../agent-income/components/agent-income-page';
import { AgentAnnouncementPage } from '../reports/agent-announcement-page';
import { AgentProfitLossPage } from '../reports/agent-profit-loss-page';
import { AgentTeamBettingPage } from '../reports/agent-team-betting-page';
import { AgentTeamOverviewPage } from '../reports/agent-team-overview-page';
import { AgentTransactionDetailsPage } from '../reports/agent-transaction-details-page';

type TPageViewProps = { page: TAgentPage; title: string };

/** The component of each agent-centre page. */
export function AgentCentrePageView({ page, title }: TPageViewProps) {
  switch (page) {
    case 'agentRegisterAccount':
      return <AgentRegisterAccountPage title={title} />;
    case 'agentTeamManagement':
      return <AgentTeamManagementPage title={title} />;
    case 'agentDividend':
      return <ContractPage type="DIVIDEND" page={page} title={title} />;
    case 'agentDailySalary':
      return <ContractPage type="DAILY_SALARY" page={page} title={title} />;
    case 'agentHourlySalary':
      return <ContractPage type="HOURLY_SALARY" page={page} title={title} />;
    case 'agentRealTimeSalary':
      return <ContractPage type="REALTIME_SALARY" page={page} title={title} />;
    case 'agentMyIncome':
      return <AgentIncomePage title={title} />;
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
  }
}
