import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { useGameMenus } from '../../features/games/api/get-game-menus';
import { useBootData } from '../../lib/boot-data';
import { useModalStore } from '../../lib/modal-store';
import { useIsLoggedIn } from '../../lib/session-store';
import { gameCategoryPath, paths } from '../paths';
import { HeaderAccount } from './header-account';
import { HeaderNav, type THeaderNavItem } from './header-nav';
import { useSideMenuStore } from './side-menu-store';
import { ThemeSwitcher } from './theme-switcher';
import './header.css';

/** The site header: brand, game navigation, theme and the guest or member actions. */
export function Header({ hasSideMenu }: { hasSideMenu: boolean }) {
  const { t, i18n } = useTranslation();
  const { whitelabel } = useBootData();
  const isLoggedIn = useIsLoggedIn();
  const openModal = useModalStore((s) => s.openModal);
  const { categories } = useGameMenus(i18n.language);
  const isMenuOpen = useSideMenuStore((s) => s.isOpen);
  const toggleMenu = useSideMenuStore((s) => s.toggle);
  const navItems: THeaderNavItem[] = [
    { key: 'hot', to: paths.hot(), label: t('nav_hot_games') },
    ...(isLoggedIn ? [{ key: 'fav', to: paths.fav(), label: t('nav_favourites') }] : []),
    ...categories.map((category) => ({
      key: category.gameCategory,
      to: gameCategoryPath(category.gameCategory),
      label: t(`category_${category.gameCategory}`),
      testId: `header-game-${category.gameCategory}`,
    })),
  ];

  return (
    <header className="site-header" data-testid="site-header">
      <div className="site-header__inner">
        {hasSideMenu && (
          <button
            type="button"
            id="side-menu-toggle"
            className="icon-button site-header__menu"
            data-testid="side-menu-toggle"
            aria-controls="side-menu"
            aria-expanded={isMenuOpen}
            aria-label={t(isMenuOpen ? 'side_menu_collapse' : 'side_menu_expand')}
            onClick={toggleMenu}
          >
            <Icon name="menu" />
          </button>
        )}
        <Link
          to={paths.index()}
          className="brand"
          aria-label={t('brand_home', { brand: whitelabel.brandName })}
        >
          <span className="brand__mark" aria-hidden="true">
            {whitelabel.brandName.slice(0, 1)}
          </span>
          <span className="brand__name">{whitelabel.brandName}</span>
        </Link>
        <HeaderNav items={navItems} />
        <div className="site-header__actions">
          <ThemeSwitcher />
          {isLoggedIn ? (
            <HeaderAccount />
          ) : (
            <>
              <Button
                variant="secondary"
                size="small"
                data-testid="header-login"
                onClick={() => openModal({ name: 'login' })}
              >
                {t('login')}
              </Button>
              <Button
                size="small"
                data-testid="header-register"
                onClick={() => openModal({ name: 'register' })}
              >
                {t('register')}
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
