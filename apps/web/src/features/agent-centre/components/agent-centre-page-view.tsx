import { useTranslation } from 'react-i18next';
import { CentrePage } from '../../../components/ui/centre-page';
import type { TAgentPage } from '../../../lib/centre-pages';
import { AgentRegisterAccountPage } from '../team/components/agent-register-account-page';
import { AgentTeamManagementPage } from '../team/components/agent-team-management-page';
import { ContractPage } from '../../agent-contracts/components/contract-page';
import { AgentIncomePage } from '../../agent-income/components/agent-income-page';

type TPageViewProps = { page: TAgentPage; title: string };

/** The component of each agent-centre page; a page not built yet keeps the honest empty state. */
export function AgentCentrePageView({ page, title }: TPageViewProps) {
  const { t } = useTranslation();
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
    default:
      return <CentrePage page={page} title={title} emptyMessage={t('centre_page_unavailable')} />;
  }
}
