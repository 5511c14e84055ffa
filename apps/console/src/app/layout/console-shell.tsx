import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { useSessionStore } from '../../lib/session-store';
import { areasForRole } from '../area';
import { useMerchantCode } from '../area-context';
import { CONSOLE_AREAS } from '../../areas/registry';
import { logOut } from '../auth/session-queries';
import { useSessionKeeper } from '../auth/use-session-keeper';
import { useMerchants } from '../merchants';
import { consolePaths } from '../paths';
import { ConsolePreferences } from './console-preferences';

/** The frame of every signed-in page: the areas this role may open, the merchant, the operator. */
export function ConsoleShell() {
  const { t } = useTranslation();
  const operator = useSessionStore((s) => s.operator);
  const signOut = useSessionStore((s) => s.signOut);
  const merchant = useMerchantCode();
  const merchants = useMerchants();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { expiresAt } = useSessionKeeper();
  // On a narrow screen the menu folds away behind a button and folds again after each navigation.
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setIsMenuOpen(false), [location.pathname]);
  const logout = useMutation({
    mutationFn: logOut,
    onSettled: () => {
      signOut();
      queryClient.clear();
    },
  });
  if (!operator) return null;
  const areas = areasForRole(CONSOLE_AREAS, operator.role);

  return (
    <div className="shell">
      <a className="skip-link" href="#console-main">
        {t('shell.skipToContent')}
      </a>
      <header className="topbar">
        <button
          type="button"
          className="button button-ghost menu-toggle"
          aria-expanded={isMenuOpen}
          aria-controls="console-menu"
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          {t('shell.menu')}
        </button>
        <Link to={consolePaths.home(merchant)} className="brand">
          {t('shell.brand')}
        </Link>
        <label className="merchant-picker">
          <span>{t('shell.merchant')}</span>
          <select value={merchant} onChange={(event) => navigate(consolePaths.home(event.target.value))}>
            {(merchants.data ?? [{ code: merchant, brandName: merchant }]).map((item) => (
              <option key={item.code} value={item.code}>
                {item.brandName} ({item.code})
              </option>
            ))}
          </select>
        </label>
        <div className="topbar-end">
          <ConsolePreferences />
          <span className="operator-badge" data-testid="operator-badge">
            {operator.username} · {t(`roles.${operator.role}`)}
          </span>
          {expiresAt ? (
            <span className="session-end" title={t('shell.sessionEndsTitle')}>
              {t('shell.sessionEnds', { time: formatDateTime(expiresAt).slice(11, 16) })}
            </span>
          ) : null}
          <Link to={consolePaths.account(merchant)}>{t('shell.account')}</Link>
          <button type="button" className="button button-ghost" onClick={() => logout.mutate()}>
            {t('shell.signOut')}
          </button>
        </div>
      </header>
      <nav
        id="console-menu"
        className={`sidebar${isMenuOpen ? ' is-open' : ''}`}
        aria-label={t('shell.areas')}
      >
        <NavLink to={consolePaths.home(merchant)} end>
          {t('shell.home')}
        </NavLink>
        {areas.map((area) => (
          <section key={area.id} className="nav-area">
            <h2>
              <span aria-hidden="true" className="nav-icon">
                {area.icon}
              </span>
              {t(`${area.id}:${area.labelKey}`)}
            </h2>
            <ul>
              {area.pages
                .filter((page) => page.isInMenu !== false)
                .map((page) => (
                  <li key={page.path}>
                    <NavLink to={consolePaths.areaPage(merchant, area.id, page.path)} end={page.path === ''}>
                      {t(`${area.id}:${page.labelKey}`)}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </nav>
      <main id="console-main" className="content" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
