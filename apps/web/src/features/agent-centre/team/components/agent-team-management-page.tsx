import type { TTeamListQuery, TTeamMemberRow } from '@kirin/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { SelectField } from '../../../../components/ui/filter-fields';
import { pageCountOf, Pager } from '../../../../components/ui/pager';
import { Spinner } from '../../../../components/ui/spinner';
import { TimesInZone } from '../../../../components/ui/times-in-zone';
import { useFormatDateTime } from '../../../../lib/merchant-time';
import { useModalStore } from '../../../../lib/modal-store';
import { Money } from '../../../wallet/components/money';
import { useTeamMembers } from '../api/agent-team-api';
import { TeamMemberDetail } from './team-member-detail';
import { TeamQueryFailure } from './team-query-failure';
import './agent-team.css';

const TEAM_PAGE_SIZE = 20;
type TCriteria = { username: string; scope: 'DIRECT' | 'TEAM'; kind: '' | 'MEMBER' | 'AGENT' };

function TeamRow({ row, onOpen }: { row: TTeamMemberRow; onOpen: () => void }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const openModal = useModalStore((s) => s.openModal);
  return (
    <tr data-testid="team-row" data-id={row.id}>
      <td data-label={t('agent_team_account')} data-pin="start">
        {row.account}
      </td>
      <td data-label={t('agent_team_type')}>{t(`agent_team_type_${row.accountType}`)}</td>
      <td data-label={t('agent_team_depth')} className="agent-team-table__number">
        {row.depth}
      </td>
      <td data-label={t('agent_team_upline')}>{row.uplineAccount ?? '-'}</td>
      <td data-label={t('agent_team_registered')}>{formatTime(row.registeredAt)}</td>
      <td data-label={t('agent_team_last_login')}>
        {row.lastLoginAt ? formatTime(row.lastLoginAt) : t('agent_team_never')}
      </td>
      <td data-label={t('agent_team_balance')} className="agent-team-table__number">
        <Money minor={row.balance} />
      </td>
      <td data-label={t('agent_team_team_size')} className="agent-team-table__number">
        {row.teamSize}
      </td>
      <td data-label={t('agent_team_actions')} data-pin="end">
        <div className="agent-team-actions">
          <Button variant="secondary" size="small" data-testid="team-row-open" onClick={onOpen}>
            {t('agent_team_detail')}
          </Button>
          {/* A line transfer reaches direct downlines only (wallet: transferUpline). */}
          {row.depth === 1 && (
            <Button
              variant="secondary"
              size="small"
              data-testid="team-row-transfer"
              onClick={() => openModal({ name: 'memberCentre', page: 'transferUpline' })}
            >
              {t('agent_team_transfer')}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** agentTeamManagement: the team by name, scope and kind, a page at a time; a row opens its detail. */
export function AgentTeamManagementPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TCriteria>({ username: '', scope: 'TEAM', kind: '' });
  const [criteria, setCriteria] = useState<TCriteria>(draft);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const query: TTeamListQuery = {
    scope: criteria.scope,
    page,
    pageSize: TEAM_PAGE_SIZE,
    ...(criteria.username.trim() ? { username: criteria.username.trim() } : {}),
    ...(criteria.kind ? { kind: criteria.kind } : {}),
  };
  const members = useTeamMembers(query);
  const list = members.data?.list ?? [];

  const search = (event: FormEvent) => {
    event.preventDefault();
    setCriteria(draft);
    setPage(1);
    setOpenId(null);
  };

  return (
    <section
      className="centre-page"
      data-testid="centre-page-agentTeamManagement"
      aria-labelledby="centre-page-agentTeamManagement-title"
    >
      <h3 id="centre-page-agentTeamManagement-title" className="centre-page__title">
        {title}
      </h3>
      <TimesInZone />
      <form className="agent-team-filters" onSubmit={search} role="search">
        <div className="account-field">
          <label className="account-field__label" htmlFor="team-username">
            {t('agent_team_account')}
          </label>
          <input
            id="team-username"
            className="account-field__input"
            data-testid="team-username"
            value={draft.username}
            maxLength={255}
            onChange={(event) => setDraft({ ...draft, username: event.target.value })}
          />
        </div>
        <SelectField
          label={t('agent_team_scope')}
          testId="team-scope"
          value={draft.scope}
          onChange={(scope) => setDraft({ ...draft, scope: scope || 'TEAM' })}
          options={[
            { value: 'TEAM', label: t('agent_team_scope_TEAM') },
            { value: 'DIRECT', label: t('agent_team_scope_DIRECT') },
          ]}
        />
        <SelectField
          label={t('agent_team_type')}
          testId="team-kind"
          value={draft.kind}
          allLabel={t('agent_team_kind_all')}
          onChange={(kind) => setDraft({ ...draft, kind })}
          options={[
            { value: 'MEMBER', label: t('agent_team_kind_MEMBER') },
            { value: 'AGENT', label: t('agent_team_kind_AGENT') },
          ]}
        />
        <Button type="submit" data-testid="team-search">
          {t('agent_team_search')}
        </Button>
      </form>
      {openId && <TeamMemberDetail memberId={openId} onClose={() => setOpenId(null)} />}
      {members.isPending && <Spinner />}
      {members.isError && (
        <TeamQueryFailure error={members.error} onRetry={() => void members.refetch()} testId="team-error" />
      )}
      {members.isSuccess && list.length === 0 && (
        <EmptyState message={t('agent_team_members_none')} icon="users" />
      )}
      {members.isSuccess && list.length > 0 && (
        <div className="data-table-wrap">
          <table className="data-table agent-team-table" data-testid="team-table">
            <thead>
              <tr>
                <th scope="col" data-pin="start">
                  {t('agent_team_account')}
                </th>
                <th scope="col">{t('agent_team_type')}</th>
                <th scope="col">{t('agent_team_depth')}</th>
                <th scope="col">{t('agent_team_upline')}</th>
                <th scope="col">{t('agent_team_registered')}</th>
                <th scope="col">{t('agent_team_last_login')}</th>
                <th scope="col">{t('agent_team_balance')}</th>
                <th scope="col">{t('agent_team_team_size')}</th>
                <th scope="col" data-pin="end">
                  {t('agent_team_actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((row) => (
                <TeamRow key={row.id} row={row} onOpen={() => setOpenId(row.id)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {members.isSuccess && (
        <Pager
          page={page}
          pageCount={pageCountOf(members.data.total, TEAM_PAGE_SIZE)}
          onChange={setPage}
          testIdPrefix="team"
        />
      )}
    </section>
  );
}
