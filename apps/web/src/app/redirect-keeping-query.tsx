import { Navigate, useLocation } from 'react-router';

/** An alias path: same page under its real path, with the query kept (/lottert → /lottery). */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
