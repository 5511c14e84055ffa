import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useParams, type RouteObject } from 'react-router';
import { CONSOLE_AREAS } from '../areas/registry';
import { useSessionStore } from '../lib/session-store';
import { AccountPage } from './account/account-page';
import { AreaRoute } from './area-route';
import { SignInPage } from './auth/sign-in-page';
import { AreaHomeRedirect, MerchantRedirect } from './home-redirect';
import { ConsoleShell } from './layout/console-shell';
import { consolePaths } from './paths';
import { RouteError } from './route-error';

function RequireSession() {
  const token = useSessionStore((s) => s.token);
  return token ? <Outlet /> : <Navigate to={consolePaths.signIn()} replace />;
}

function MerchantHome() {
  const { merchant } = useParams();
  return <AreaHomeRedirect merchant={merchant ?? ''} />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="empty-state">
      <h1>{t('shell.notFoundTitle')}</h1>
      <p>{t('shell.notFound')}</p>
    </section>
  );
}

/** Every area page at /console/:merchant/:area/:page, from the area registry. */
const areaRoutes: RouteObject[] = CONSOLE_AREAS.flatMap((area) =>
  area.pages.map((page) => ({
    path: page.path ? `${area.id}/${page.path}` : area.id,
    element: <AreaRoute area={area} page={page} />,
  })),
);

export const consoleRoutes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  {
    element: <RequireSession />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <MerchantRedirect /> },
      {
        path: ':merchant',
        element: <ConsoleShell />,
        errorElement: <RouteError />,
        children: [
          // A page that throws keeps the shell (menu, sign-out) around its error.
          {
            errorElement: <RouteError />,
            children: [
              { index: true, element: <MerchantHome /> },
              { path: 'account', element: <AccountPage /> },
              ...areaRoutes,
              { path: '*', element: <NotFound /> },
            ],
          },
        ],
      },
    ],
  },
];
