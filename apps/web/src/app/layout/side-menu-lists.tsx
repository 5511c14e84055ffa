import { isModuleEnabled, MODULE_IDS } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { useGameMenus } from '../../features/games/api/get-game-menus';
import { CATEGORY_ICONS } from '../../features/games/category-icons';
import { memberMenuItems } from '../../features/member-centre/member-menu-items';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';
import { canOpenAgentCentre } from '../../lib/account-types';
import { useBootData } from '../../lib/boot-data';
import type { TMemberPage } from '../../lib/centre-pages';
import { useModalStore } from '../../lib/modal-store';
import { useSessionStore } from '../../lib/session-store';
import { gameCategoryPath } from '../paths';
import { SideMenuButton } from './side-menu-button';

/** The member-centre pages, each opening the centre on that page (members only). */
export function MemberCentreList({ onOpen }: { onOpen: (page: TMemberPage) => void }) {
  const { t } = useTranslation();
  const { permission } = useBootData();
  const isReferralAvailable = useSessionStore((s) => s.isReferralAvailable);
  const missionCount = useSessionStore((s) => s.missionCount);
  const isAgent = useSessionStore((s) => s.isAgent);
  const openModal = useModalStore((s) => s.openModal);
  const unreadMessageCount = useUnreadCount();
  const items = memberMenuItems({
    isManualRebateOn: isModuleEnabled(permission.modules, MODULE_IDS.MANUAL_REBATE),
    isReferralAvailable,
    missionCount,
    isMissionOn: isModuleEnabled(permission.modules, MODULE_IDS.MISSION_LEADERBOARD),
    unreadMessageCount,
  });
  return (
    <section className="side-menu__section" aria-labelledby="side-menu-member-centre">
      <h2 id="side-menu-member-centre" className="side-menu__heading">
        {t('member_centre')}
      </h2>
      <ul className="side-menu__group">
        {items.map((item) => (
          <SideMenuButton
            key={item.page}
            icon="dot"
            label={t(item.labelKey)}
            badge={item.badge}
            onClick={() => onOpen(item.page)}
          />
        ))}
        {canOpenAgentCentre(isAgent) && (
          <SideMenuButton
            icon="star"
            label={t('agent_centre')}
            onClick={() => openModal({ name: 'agentCentre' })}
          />
        )}
      </ul>
    </section>
  );
}

/** The game categories of the merchant's menu. */
export function GameCentreList() {
  const { t, i18n } = useTranslation();
  const { categories } = useGameMenus(i18n.language);
  if (categories.length === 0) return null;
  return (
    <section className="side-menu__section" aria-labelledby="side-menu-game-centre">
      <h2 id="side-menu-game-centre" className="side-menu__heading">
        {t('game_centre')}
      </h2>
      <ul className="side-menu__group">
        {categories.map((category) => (
          <li key={category.gameCategory}>
            <NavLink
              to={gameCategoryPath(category.gameCategory)}
              className="side-menu__item"
              title={t(`category_${category.gameCategory}`)}
            >
              <span className="side-menu__icon">
                <Icon name={CATEGORY_ICONS[category.gameCategory]} />
              </span>
              <span className="side-menu__text">{t(`category_${category.gameCategory}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
