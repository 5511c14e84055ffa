import { useTranslation } from 'react-i18next';
import { CentrePage } from '../../../components/ui/centre-page';
import type { TAgentPage } from '../../../lib/centre-pages';
import { AgentIncomePage } from '../../agent-income/components/agent-income-page';

type TPageViewProps = { page: TAgentPage; title: string };

/** The component of each agent-centre page; a page not built yet keeps the honest empty state. */
export function AgentCentrePageView({ page, title }: TPageViewProps) {
  const { t } = useTranslation();
  switch (page) {
    case 'agentMyIncome':
      return <AgentIncomePage title={title} />;
    default:
      return <CentrePage page={page} title={title} emptyMessage={t('centre_page_unavailable')} />;
  }
}
