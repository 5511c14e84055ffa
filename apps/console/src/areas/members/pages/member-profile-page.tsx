import { canReachOperatorArea, type TOpsMemberProfile } from '@kirin/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { consolePaths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { ErrorNote } from '../../../components/ui/error-note';
import { PageHeader } from '../../../components/ui/page-header';
import { useSessionStore } from '../../../lib/session-store';
import { fetchMemberProfile, memberProfileKey } from '../api/member-profile';
import { MemberLabels, MemberLockBadge } from './member-badges';
import { MemberBetsTab } from './member-bets-tab';
import { MemberLabelsDialog } from './member-labels-dialog';
import { MemberLedgerTab } from './member-ledger-tab';
import { MemberLockActions } from './member-lock-actions';
import { MemberLoginsTab } from './member-logins-tab';
import { MemberAdjustmentsTab, MemberDepositsTab, MemberWithdrawalsTab } from './member-money-tabs';
import { MemberOverview } from './member-overview';
import { MemberSessionsTab } from './member-sessions-tab';
import { MemberTabs } from './member-tabs';
import '../../../styles/members.css';

const MEMBER_TABS = ['overview', 'sessions', 'logins', 'ledger', 'bets'] as const;
// The money area's lists (owner and finance; the auditor reads): support does not see a member's money.
const MONEY_TABS = ['deposits', 'withdrawals', 'adjustments'] as const;
type TMemberTab = (typeof MEMBER_TABS)[number] | (typeof MONEY_TABS)[number];

/** The money area's adjustment form, opened for this member (areas/money owns it and reads `adjust`). */
const newAdjustmentPath = (merchant: string, username: string) =>
  `${consolePaths.areaPage(merchant, 'money', 'adjustments')}?adjust=${encodeURIComponent(username)}`;

function TabPanel(props: { tab: TMemberTab; merchant: string; member: TOpsMemberProfile }) {
  const { tab, merchant, member } = props;
  const ids = { merchant, memberId: member.id };
  switch (tab) {
    case 'overview':
      return <MemberOverview merchant={merchant} member={member} />;
    case 'sessions':
      return <MemberSessionsTab {...ids} username={member.username} />;
    case 'logins':
      return <MemberLoginsTab {...ids} />;
    case 'ledger':
      return <MemberLedgerTab {...ids} walletCodes={member.balances.map((wallet) => wallet.walletCode)} />;
    case 'bets':
      return <MemberBetsTab {...ids} />;
    case 'deposits':
      return <MemberDepositsTab {...ids} />;
    case 'withdrawals':
      return <MemberWithdrawalsTab {...ids} />;
    case 'adjustments':
      return <MemberAdjustmentsTab {...ids} />;
  }
}

/** One member: the header with its status and labels, the changes owner and support make, and its tabs. */
export default function MemberProfilePage() {
  const { t } = useTranslation('members');
  const merchant = useMerchantCode();
  const { memberId = '' } = useParams();
  const canWrite = useCanWrite();
  const role = useSessionStore((s) => s.operator?.role);
  const [params, setParams] = useSearchParams();
  const [isEditingLabels, setIsEditingLabels] = useState(false);
  const profile = useQuery({
    queryKey: memberProfileKey(merchant, memberId),
    queryFn: ({ signal }) => fetchMemberProfile(merchant, memberId, signal),
    // Every read of a profile writes an audit row: not on each return to the window.
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });

  const canSeeMoney = role ? canReachOperatorArea(role, 'money', true) : false;
  const canAdjust = role ? canReachOperatorArea(role, 'money', false) : false;
  const tabIds: TMemberTab[] = [...MEMBER_TABS, ...(canSeeMoney ? MONEY_TABS : [])];
  const asked = params.get('tab') as TMemberTab | null;
  const tab = asked && tabIds.includes(asked) ? asked : 'overview';
  // A tab change drops the other tabs' paging and filters from the address.
  const selectTab = (next: TMemberTab) => setParams(next === 'overview' ? {} : { tab: next });
  const idOf = (id: TMemberTab) => `member-tab-${id}`;

  const back = (
    <p>
      <Link to={consolePaths.areaPage(merchant, 'members')}>← {t('profile.back')}</Link>
    </p>
  );
  if (profile.isPending) return <p className="loading">{t('console:table.loading')}</p>;
  if (profile.isError)
    return (
      <>
        {back}
        <ErrorNote error={profile.error} />
      </>
    );
  const member = profile.data;
  return (
    <>
      {back}
      <PageHeader
        title={member.username}
        actions={
          <>
            {canWrite ? (
              <>
                <Button onClick={() => setIsEditingLabels(true)}>{t('labels.edit')}</Button>
                <MemberLockActions merchant={merchant} member={member} />
              </>
            ) : null}
            {canAdjust ? (
              <Link className="button button-secondary" to={newAdjustmentPath(merchant, member.username)}>
                {t('profile.newAdjustment')}
              </Link>
            ) : null}
          </>
        }
      >
        <div className="member-title">
          <MemberLockBadge isLocked={member.status.isLocked} />
          <span>{t(`accountTypes.${member.accountType}`)}</span>
          <span>
            {t('profile.memberId')} {member.id}
          </span>
          <MemberLabels labels={member.labels} />
        </div>
        {member.status.isLocked && member.status.lockedReason ? (
          <p className="page-lead">{t('profile.lockedBecause', { reason: member.status.lockedReason })}</p>
        ) : null}
      </PageHeader>
      <MemberTabs
        label={t('profile.tabs')}
        tabs={tabIds.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        current={tab}
        onSelect={selectTab}
        idOf={idOf}
      />
      <div className="member-tab-panel" role="tabpanel" id={`${idOf(tab)}-panel`} aria-labelledby={idOf(tab)}>
        <TabPanel tab={tab} merchant={merchant} member={member} />
      </div>
      {isEditingLabels ? (
        <MemberLabelsDialog merchant={merchant} member={member} onClose={() => setIsEditingLabels(false)} />
      ) : null}
    </>
  );
}
