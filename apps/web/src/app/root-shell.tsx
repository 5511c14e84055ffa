import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AnalyticsConsent } from '../features/system/components/analytics-consent';
import { useRealityCheckSchedule } from '../features/player-protection/use-reality-check-schedule';
import { useSessionEndWatcher } from '../features/player-protection/use-session-end-watcher';
import { useConsolidatedCache } from '../features/wallet/api/get-consolidated';
import { useWithdrawalConfirmationCheck } from '../features/wallet/use-withdrawal-prompt';
import { canOpenAgentCentre } from '../lib/account-types';
import { useSessionStore } from '../lib/session-store';
import { AccessGuard } from './access-guard';
import { useSideMenuStore, defaultSideMenuOpen } from './layout/side-menu-store';
import { ModalHost } from './modal-host';
import { ScrollRestorer } from './scroll-restorer';
import { isGamePagePath } from './paths';
import { useCentreDeepLink } from './use-centre-deep-link';

// Off the first load: the probe waits 2 s anyway; if its code cannot load, the bar is simply not shown.
const DomainSuggestion = lazy(() =>
  import('../features/system/components/domain-suggestion').then(
    (m) => ({ default: m.DomainSuggestion }),
    () => ({ default: () => null }),
  ),
);

/** Sets the side menu for each page entered: collapsed on game pages (spec section 2). */
function useSideMenuPerPage(): void {
  const { pathname } = useLocation();
  const setOpen = useSideMenuStore((s) => s.setOpen);
  useEffect(() => {
    setOpen(defaultSideMenuOpen(isGamePagePath(pathname)));
  }, [pathname, setOpen]);
}

/**
 * Member facts fetched once signed in: a withdrawal to confirm, an agent's contract flags; the reality checks
 * and session limit on every page, and the logout a server-ended session calls for.
 */
function useMemberChecks(): void {
  useSessionEndWatcher();
  useRealityCheckSchedule();
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  useWithdrawalConfirmationCheck();
  useConsolidatedCache(token !== null && canOpenAgentCentre(isAgent));
}

/**
 * Around every route: the access guard, the modal host, scroll restoration and `?centre=` links, and the
 * site's own notices (a faster address of the site, the analytics question).
 */
export function RootShell() {
  useSideMenuPerPage();
  useCentreDeepLink();
  useMemberChecks();
  return (
    <AccessGuard>
      <Suspense fallback={null}>
        <DomainSuggestion />
      </Suspense>
      <Outlet />
      <AnalyticsConsent />
      <ModalHost />
      <ScrollRestorer />
    </AccessGuard>
  );
}
