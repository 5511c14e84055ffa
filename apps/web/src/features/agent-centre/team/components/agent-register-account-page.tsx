import { useTranslation } from 'react-i18next';
import { InvitationForm } from './invitation-form';
import { InvitationList } from './invitation-list';
import { TeamAccountForm } from './team-account-form';
import './agent-team.css';

/** agentRegisterAccount: open an account under the agent, and the agent's invitation links. */
export function AgentRegisterAccountPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section
      className="centre-page"
      data-testid="centre-page-agentRegisterAccount"
      aria-labelledby="centre-page-agentRegisterAccount-title"
    >
      <h3 id="centre-page-agentRegisterAccount-title" className="centre-page__title">
        {title}
      </h3>
      <section className="agent-team-section" aria-labelledby="agent-team-account-title">
        <h4 id="agent-team-account-title" className="agent-team-section__title">
          {t('agent_team_account_title')}
        </h4>
        <TeamAccountForm />
      </section>
      <section className="agent-team-section" aria-labelledby="agent-team-links-title">
        <h4 id="agent-team-links-title" className="agent-team-section__title">
          {t('agent_team_invitations_title')}
        </h4>
        <InvitationList />
      </section>
      <section className="agent-team-section" aria-labelledby="agent-team-new-link-title">
        <h4 id="agent-team-new-link-title" className="agent-team-section__title">
          {t('agent_team_invitation_new')}
        </h4>
        <InvitationForm />
      </section>
    </section>
  );
}
