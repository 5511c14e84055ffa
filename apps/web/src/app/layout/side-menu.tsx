import { isModuleEnabled, MODULE_IDS } from '@kirin/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { useBootData } from '../../lib/boot-data';
import type { TMemberPage } from '../../lib/centre-pages';
import { useModalStore } from '../../lib/modal-store';
import { useIsLoggedIn, useSessionStore } from '../../lib/session-store';
import { useCustomerService } from '../../lib/use-customer-service';
import { useProtectedAction } from '../../lib/use-protected-action';
import { paths } from '../paths';
import { useLogout } from '../use-logout';
import { LanguageSwitcher } from './language-switcher';
import { GameCentreList, MemberCentreList } from './side-menu-lists';
import { SideMenuButton } from './side-menu-button';
import { useSideMenuStore } from './side-menu-store';
import { useIsDrawerScreen } from './use-drawer-screen';
import './side-menu.css';

/** The side menu of home-style pages (spec section 2); collapsed it keeps its icons. */
export function SideMenu() {
  const { t } = useTranslation();
  const { permission } = useBootData();
  const isOpen = useSideMenuStore((s) => s.isOpen);
  const setOpen = useSideMenuStore((s) => s.setOpen);
  const isDrawer = useIsDrawerScreen();
  const closeRef = useRef<HTMLButtonElement>(null);
  const isLoggedIn = useIsLoggedIn();
  const isReferralAvailable = useSessionStore((s) => s.isReferralAvailable);
  const openModal = useModalStore((s) => s.openModal);
  const protect = useProtectedAction();
  const customerService = useCustomerService();
  const logout = useLogout();
  const isCashbackOn = isModuleEnabled(permission.modules, MODULE_IDS.MANUAL_REBATE);
  const isPointsOn = isModuleEnabled(permission.modules, MODULE_IDS.POINTS);
  const openMemberPage = (page: TMemberPage) => protect(() => openModal({ name: 'memberCentre', page }));

  // The drawer (narrow screens): focus goes in when it opens; Escape, its close button or focus leaving it
  // close it, and focus returns to the header's toggle.
  const isDrawerOpen = isDrawer && isOpen;
  useEffect(() => {
    if (!isDrawerOpen) return undefined;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // A modal above the drawer takes its own Escape.
      if (event.key !== 'Escape' || useModalStore.getState().stack.length > 0) return;
      event.preventDefault();
      closeDrawer();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- closeDrawer only reads the store's setter
  }, [isDrawerOpen]);
  function closeDrawer() {
    setOpen(false);
    document.getElementById('side-menu-toggle')?.focus();
  }

  return (
    <nav
      id="side-menu"
      className="side-menu"
      data-testid="side-menu"
      data-open={isOpen}
      data-drawer={isDrawer}
      aria-label={t('side_menu')}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (isDrawerOpen && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      {isDrawer && (
        <button
          ref={closeRef}
          type="button"
          className="icon-button side-menu__close"
          data-testid="side-menu-close"
          aria-label={t('close')}
          onClick={closeDrawer}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
      <ul className="side-menu__group side-menu__group--wallet">
        <SideMenuButton
          icon="deposit"
          label={t('deposit')}
          onClick={() => openMemberPage('depositv2')}
          accent
        />
        <SideMenuButton icon="withdraw" label={t('withdraw')} onClick={() => openMemberPage('withdraw')} />
      </ul>
      <ul className="side-menu__group">
        <li>
          <NavLink to={paths.promotions()} className="side-menu__item">
            <span className="side-menu__icon">
              <Icon name="gift" />
            </span>
            <span className="side-menu__text">{t('nav_promotions')}</span>
          </NavLink>
        </li>
        {isReferralAvailable && (
          <SideMenuButton
            icon="users"
            label={t('share_referral')}
            onClick={() => openMemberPage('referral')}
          />
        )}
        <SideMenuButton
          icon="trophy"
          label={t('reward_centre')}
          onClick={() => openMemberPage('rewardCenter')}
        />
        {isCashbackOn && (
          <SideMenuButton
            icon="cashback"
            label={t('cashback')}
            onClick={() => openMemberPage('manualRebate')}
          />
        )}
        {isPointsOn && (
          <li>
            <NavLink to={paths.pointMall()} className="side-menu__item" data-testid="side-menu-point-mall">
              <span className="side-menu__icon">
                <Icon name="diamond" />
              </span>
              <span className="side-menu__text">{t('nav_point_mall')}</span>
            </NavLink>
          </li>
        )}
      </ul>
      {isLoggedIn && <MemberCentreList onOpen={openMemberPage} />}
      <GameCentreList />
      <ul className="side-menu__group">
        {customerService.isAvailable && (
          <SideMenuButton icon="chat" label={t('customer_service')} onClick={customerService.open} />
        )}
        <SideMenuButton
          icon="help"
          label={t('feedback')}
          onClick={() => protect(() => openModal({ name: 'feedback' }))}
        />
      </ul>
      <div className="side-menu__footer">
        <LanguageSwitcher />
        {isLoggedIn && (
          <ul className="side-menu__group">
            <SideMenuButton icon="logout" label={t('sign_out')} onClick={logout} />
          </ul>
        )}
      </div>
    </nav>
  );
}
