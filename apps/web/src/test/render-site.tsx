import type { TGameMenus, TPermissionInfo, TWhitelabel } from '@kirin/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routeObjects } from '../app/routes';
import { gameMenusQueryOptions } from '../features/games/api/get-game-menus';
import { BootDataContext } from '../lib/boot-data';
import { applyLanguage } from '../lib/i18n';
import { useSessionStore, type TSession } from '../lib/session-store';
import { GAME_MENUS, PERMISSION, STATUS_NORMAL, WHITELABEL } from './fixtures';

type TRenderOptions = {
  whitelabel?: Partial<TWhitelabel>;
  permission?: Partial<TPermissionInfo>;
  gameMenus?: TGameMenus;
  session?: Partial<TSession>;
};

/** Renders the real route tree at `path` below a loaded merchant configuration, in English. */
export function renderSite(path: string, options: TRenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const menus = options.gameMenus ?? GAME_MENUS;
  for (const language of ['EN', 'TW'])
    queryClient.setQueryData(gameMenusQueryOptions(language).queryKey, menus);
  if (options.session) useSessionStore.getState().updateSession(options.session);
  applyLanguage('EN');
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const boot = {
    status: STATUS_NORMAL,
    whitelabel: { ...WHITELABEL, ...options.whitelabel },
    permission: { ...PERMISSION, ...options.permission },
  };
  const user = userEvent.setup();
  const view = render(
    <Providers queryClient={queryClient}>
      <BootDataContext.Provider value={boot}>
        <RouterProvider router={router} />
      </BootDataContext.Provider>
    </Providers>,
  );
  return { ...view, router, queryClient, user };
}
