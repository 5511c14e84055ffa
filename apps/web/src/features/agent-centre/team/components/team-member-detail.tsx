import { CONTRACT_TYPES, isAgentAccount } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useFormatDateTime } from '../../../../lib/merchant-time';
import { OfferContractButton } from '../../../agent-contracts/components/offer-contract-button';
import { Money } from '../../../wallet/components/money';
import { useTeamMember } from '../api/agent-team-api';
import { describeOffer } from './invitation-list';
import { TeamQueryFailure } from './team-query-failure';

/** One downline: balance, last login, type, registration, direct downlines and the contracts it holds. */
export function TeamMemberDetail({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const member = useTeamMember(memberId);
  return (
    <section className="agent-team-detail" data-testid="team-detail" aria-labelledby="team-detail-title">
      <div className="agent-team-actions">
        <h4 id="team-detail-title" className="agent-team-section__title">
          {member.data?.account ?? t('agent_team_detail')}
        </h4>
        <Button variant="secondary" size="small" data-testid="team-detail-close" onClick={onClose}>
          {t('agent_team_close')}
        </Button>
      </div>
      {member.isPending && <Spinner />}
      {member.isError && (
        <TeamQueryFailure
          error={member.error}
          onRetry={() => void member.refetch()}
          testId="team-detail-error"
        />
      )}
      {member.data && (
        <>
          <dl className="agent-team-facts">
            <dt>{t('agent_team_type')}</dt>
            <dd>{t(`agent_team_type_${member.data.accountType}`)}</dd>
            <dt>{t('agent_team_balance')}</dt>
            <dd>
              <Money minor={member.data.balance} testId="team-detail-balance" />
            </dd>
            <dt>{t('agent_team_depth')}</dt>
            <dd>{member.data.depth}</dd>
            <dt>{t('agent_team_upline')}</dt>
            <dd>{member.data.uplineAccount ?? '-'}</dd>
            <dt>{t('agent_team_registered')}</dt>
            <dd>
              {formatTime(member.data.registeredAt)} (
              {t(`agent_team_method_${member.data.registerMethod}`, member.data.registerMethod)})
            </dd>
            <dt>{t('agent_team_last_login')}</dt>
            <dd>{member.data.lastLoginAt ? formatTime(member.data.lastLoginAt) : t('agent_team_never')}</dd>
            <dt>{t('agent_team_direct_count')}</dt>
            <dd data-testid="team-detail-direct">{member.data.directCount}</dd>
            <dt>{t('agent_team_team_size')}</dt>
            <dd>{member.data.teamSize}</dd>
          </dl>
          <h5 className="agent-team-section__title">{t('agent_team_contracts')}</h5>
          {member.data.contracts.length === 0 ? (
            <p data-testid="team-detail-no-contracts">{t('agent_team_contracts_none')}</p>
          ) : (
            <ul data-testid="team-detail-contracts">
              {member.data.contracts.map((contract) => (
                <li key={contract.id}>
                  {describeOffer(contract, t(`agent_team_contract_${contract.contractType}`))} ·{' '}
                  {t(`agent_team_contract_status_${contract.status}`, contract.status)}
                  {contract.uplineAccount ? ` · ${contract.uplineAccount}` : ''}
                </li>
              ))}
            </ul>
          )}
          {member.data.depth === 1 && isAgentAccount(member.data.accountType) && (
            // Only the direct upline offers contracts; each button hides while the caller has no terms of its type.
            <div className="agent-team-actions" data-testid="team-detail-offers">
              {CONTRACT_TYPES.map((type) => (
                <OfferContractButton
                  key={type}
                  type={type}
                  memberId={member.data.id}
                  username={member.data.account}
                  typeLabel={t(`agent_team_contract_${type}`)}
                />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
