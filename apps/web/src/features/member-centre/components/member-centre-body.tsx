import { isModuleEnabled, MODULE_IDS } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreFrame } from '../../../components/ui/centre-frame';
import { useBootData } from '../../../lib/boot-data';
import { DEFAULT_MEMBER_PAGE, type TMemberPage } from '../../../lib/centre-pages';
import { useSessionStore } from '../../../lib/session-store';
import { useUnreadCount } from '../../messages/api/get-unread-count';
import { memberMenuItems } from '../member-menu-items';
import { MemberCentrePageView } from './member-centre-page-view';

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
  const items = memberMenuItems({
    isManualRebateOn: isModuleEnabled(permission.modules, MODULE_IDS.MANUAL_REBATE),
    isReferralAvailable,
    missionCount,
    isMissionOn: isModuleEnabled(permission.modules, MODULE_IDS.MISSION_LEADERBOARD),
    unreadMessageCount,
  });
  const [chosen, setChosen] = useState<TMemberPage>(initialPage ?? DEFAULT_MEMBER_PAGE);
  // A page this member does not have (flag off) falls back to the default one.
  const active = items.some((i) => i.page === chosen) ? chosen : DEFAULT_MEMBER_PAGE;
  const label = (page: TMemberPage) => t(`member_page_${page}`);

  return (
    <CentreFrame
      testId="member-centre"
      menuTitle={t('member_centre')}
      items={items.map((item) => ({ page: item.page, label: label(item.page), badge: item.badge }))}
      activePage={active}
      onSelect={setChosen}
    >
      <MemberCentrePageView
        key={active}
        page={active}
        title={label(active)}
        params={active === initialPage ? pageParams : undefined}
      />
    </CentreFrame>
  );
}
