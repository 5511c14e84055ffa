import type { TCentreMenuItem } from '../../components/ui/centre-frame';
import { MEMBER_PAGES, type TMemberPage } from '../../lib/centre-pages';

export type TMemberMenuFlags = {
  /** Module MANPLAYREB3: cashback (manual rebate) and platform messages. */
  isManualRebateOn: boolean;
  /** availablePromo REFERRAL.enabled. */
  isReferralAvailable: boolean;
  /** Missions the member can claim; above zero the mission page shows it as a badge. */
  missionCount: number;
  /** Module MISSIONLB3: the mission page (shown unless it is off). */
  isMissionOn?: boolean;
  /** Unread platform messages (CSP_unreadCount); above zero messageV2 shows it as a badge. */
  unreadMessageCount?: number;
};

/** The member-centre menu for a member (spec section 2), in menu order. */
export function memberMenuItems(flags: TMemberMenuFlags): TCentreMenuItem<TMemberPage>[] {
  const isShown: Partial<Record<TMemberPage, boolean>> = {
    manualRebate: flags.isManualRebateOn,
    messageV2: flags.isManualRebateOn,
    referral: flags.isReferralAvailable,
    missionLeaderboard: flags.isMissionOn ?? true,
  };
  return MEMBER_PAGES.filter((page) => isShown[page] ?? true).map((page) => ({
    page,
    labelKey: `member_page_${page}`,
    ...(page === 'missionLeaderboard' && flags.missionCount > 0 ? { badge: flags.missionCount } : {}),
    ...(page === 'messageV2' && (flags.unreadMessageCount ?? 0) > 0
      ? { badge: flags.unreadMessageCount }
      : {}),
  }));
}
