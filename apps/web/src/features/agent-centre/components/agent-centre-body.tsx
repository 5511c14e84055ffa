import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreFrame } from '../../../components/ui/centre-frame';
import { DEFAULT_AGENT_PAGE, type TAgentPage } from '../../../lib/centre-pages';
import { readSession, SESSION_CACHE_KEYS } from '../../../lib/storage';
import { agentMenuItems, type TConsolidatedFlags } from '../agent-menu-items';
import { addAgentTranslations } from '../agent-translations';
import { AgentCentrePageView } from './agent-centre-page-view';

addAgentTranslations();

/** The consolidated config cached in the session (filled by the wallet calls); none means no contract pages. */
function readConsolidatedFlags(): TConsolidatedFlags {
  const raw = readSession(SESSION_CACHE_KEYS.consolidated);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as TConsolidatedFlags) : {};
  } catch {
    return {};
  }
}

/** The loaded agent centre: the Agent menu and the one active page. */
export default function AgentCentreBody({ initialPage }: { initialPage?: TAgentPage }) {
  const { t } = useTranslation();
  const [items] = useState(() => agentMenuItems(readConsolidatedFlags()));
  const [chosen, setChosen] = useState<TAgentPage>(initialPage ?? DEFAULT_AGENT_PAGE);
  const active = items.some((i) => i.page === chosen) ? chosen : DEFAULT_AGENT_PAGE;
  const label = (page: TAgentPage) => t(`agent_page_${page}`);

  return (
    <CentreFrame
      testId="agent-centre"
      menuTitle={t('agent_menu_title')}
      items={items.map((item) => ({ page: item.page, label: label(item.page) }))}
      activePage={active}
      onSelect={setChosen}
    >
      <AgentCentrePageView key={active} page={active} title={label(active)} />
    </CentreFrame>
  );
}
