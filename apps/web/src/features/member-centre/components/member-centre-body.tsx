import { isModuleEnabled, MODULE_IDS } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreFrame } from '../../../components/ui/centre-frame';
import { useBootData } from '../../../lib/boot-data';
import { DEFAULT_MEMBER_PAGE, type TMemberPage } from '../../../lib/centre-pages';
import { useSessionStore } from '../../../lib/session-store';
import { useUnreadCount } from '../../messages/api/get-unread-count';
import { useIsWithdrawalOnly } from '../../player-protection/api/get-protection-status';
import { memberMenuItems } from '../member-menu-items';
import { MemberCentrePageView } from './member-centre-page-view';

/** What a withdrawal-only session may open (the server enforces it; the menu just shows no dead ends). */
const WITHDRAWAL_SESSION_PAGES: readonly TMemberPage[] = ['transferFund', 'withdraw'];

/** The loaded member centre: its menu and the one active page. */
export default function MemberCentreBody({
  initialPage,
  pageParams,
}: {
  initialPage?: TMemberPage;
  /** For the initial page only (a deep link's details, e.g. the deposit to show). */
  pageParams?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { permission } = useBootData();
  const isReferralAvailable = useSessionStore((s) => s.isReferralAvailable);
  const missionCount = useSessionStore((s) => s.missionCount);
  const unreadMessageCount = useUnreadCount();
  const isWithdrawalOnly = useIsWithdrawalOnly();
  const allItems = memberMenuItems({
    isManualRebateOn: isModuleEnabled(permission.modules, MODULE_IDS.MANUAL_REBATE),
    isReferralAvailable,
    missionCount,
    isMissionOn: isModuleEnabled(permission.modules, MODULE_IDS.MISSION_LEADERBOARD),
    unreadMessageCount,
  });
  // A session opened to withdraw during a time-out or self-exclusion reaches the withdrawal page, and the
  // transfer page to bring money home from a transfer-mode vendor wallet (the server refuses sending it out).
  const items = isWithdrawalOnly
    ? allItems.filter((item) => WITHDRAWAL_SESSION_PAGES.includes(item.page))
    : allItems;
  const fallback: TMemberPage = isWithdrawalOnly ? 'withdraw' : DEFAULT_MEMBER_PAGE;
  const [chosen, setChosen] = useState<TMemberPage>(initialPage ?? fallback);
  // A page this member does not have (flag off, or a withdrawal-only session) falls back to the default one.
  const active = items.some((i) => i.page === chosen) ? chosen : fallback;
  const label = (page: TMemberPage) => t(`member_page_${page}`);

  return (
    <CentreFrame
      testId="member-centre"
      menuTitle={t('member_centre')}
      items={items.map((item) => ({ page: item.page, label: label(item.page), badge: item.badge }))}
      activePage={active}
      onSelect={setChosen}
    >
      {isWithdrawalOnly && (
        <p className="account-form__error" role="note" data-testid="withdrawal-only-notice">
          {t('withdrawal_only_session')}
        </p>
      )}
      <MemberCentrePageView
        key={active}
        page={active}
        title={label(active)}
        params={active === initialPage ? pageParams : undefined}
      />
    </CentreFrame>
  );
}
