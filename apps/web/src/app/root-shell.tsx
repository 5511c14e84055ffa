import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AccessGuard } from './access-guard';
import { useSideMenuStore, defaultSideMenuOpen } from './layout/side-menu-store';
import { ModalHost } from './modal-host';
import { isGamePagePath } from './paths';

/** Sets the side menu for each page entered: collapsed on game pages (spec section 2). */
function useSideMenuPerPage(): void {
  const { pathname } = useLocation();
  const setOpen = useSideMenuStore((s) => s.setOpen);
  useEffect(() => {
    setOpen(defaultSideMenuOpen(isGamePagePath(pathname)));
  }, [pathname, setOpen]);
}

/** Around every route: the access guard, the modal host and scroll restoration. */
export function RootShell() {
  useSideMenuPerPage();
  return (
    <AccessGuard>
      <Outlet />
      <ModalHost />
      <ScrollRestoration />
    </AccessGuard>
  );
}
