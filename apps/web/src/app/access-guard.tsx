import { GUEST_ALLOWED_PATHS } from '@kirin/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useBootData } from '../lib/boot-data';
import { useSessionStore } from '../lib/session-store';
import { paths } from './paths';

/** Whether a guest may see `pathname` while the merchant requires login. */
export function isGuestAllowedPath(pathname: string): boolean {
  const normalised = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return GUEST_ALLOWED_PATHS.some((allowed) => allowed.toLowerCase() === normalised);
}

/** Spec section 2: with `loginRequired`, a visitor without a token reaches only the guest paths. */
export function AccessGuard({ children }: { children: ReactNode }) {
  const { permission } = useBootData();
  const token = useSessionStore((s) => s.token);
  const { pathname } = useLocation();
  if (permission.loginRequired && !token && !isGuestAllowedPath(pathname)) {
    return <Navigate to={paths.login()} replace />;
  }
  return children;
}
