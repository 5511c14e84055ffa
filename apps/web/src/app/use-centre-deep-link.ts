import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { WALLET_QUERY_ROOT } from '../features/wallet/api/wallet-query-keys';
import { isMemberPage, type TMemberPage } from '../lib/centre-pages';
import { useModalStore } from '../lib/modal-store';
import { useProtectedAction } from '../lib/use-protected-action';
import { ROUTES } from './paths';

/** The query parameter naming the member-centre page to open: `/?centre=depositv2`. */
export const CENTRE_PARAM = 'centre';

/** Further parameters a page reads from the link (the payment gateway returns with `deposit=<id>`). */
const PAGE_PARAMS: Partial<Record<TMemberPage, readonly string[]>> = { depositv2: ['deposit'] };

/**
 * Opens the member centre on the page a link names (`?centre=<memberPage>`, e.g. the payment gateway's return
 * address), then takes those parameters out of the address so a reload or back does not reopen it. A guest
 * is asked to log in, a trial account warned, as for any account page.
 */
export function useCentreDeepLink(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const protect = useProtectedAction();
  const openModal = useModalStore((s) => s.openModal);
  const queryClient = useQueryClient();

  useEffect(() => {
    const query = new URLSearchParams(search);
    const page = query.get(CENTRE_PARAM);
    // The root redirects to /index with its query: the link is read there, once.
    if (page === null || pathname === ROUTES.root.path) return;
    query.delete(CENTRE_PARAM);
    if (isMemberPage(page)) {
      const pageParams: Record<string, string> = {};
      for (const name of PAGE_PARAMS[page] ?? []) {
        const value = query.get(name);
        if (value !== null) pageParams[name] = value;
        query.delete(name);
      }
      protect(() => openModal({ name: 'memberCentre', page, pageParams }));
      // Back from a payment page: money may have moved meanwhile.
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
    }
    const rest = query.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [search, pathname, hash, navigate, protect, openModal, queryClient]);
}
