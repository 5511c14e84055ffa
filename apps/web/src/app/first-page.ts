import type { QueryClient } from '@tanstack/react-query';
import { gameMenusQueryOptions } from '../features/games/api/get-game-menus';
import { announcementsQueryOptions } from '../features/notices/api/get-announcements';
import { permissionQueryOptions } from '../features/system/api/get-permission';
import { getCurrentLanguage } from '../lib/i18n';
import { useSessionStore } from '../lib/session-store';
import { loadHomePage } from './lazy-pages';
import { ROUTES } from './paths';

const HOME_PATHS: readonly string[] = [ROUTES.root.path, ROUTES.index.path];

/** Whether the visit opens on the home page (`/` or `/index`, any case, trailing slashes ignored). */
export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.includes(pathname.toLowerCase().replace(/(.)\/+$/, '$1'));
}

/** Asks the browser for an image now, so it is in by the time its element is drawn. */
function preloadImage(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  document.head.append(link);
}

/**
 * On a visit that opens on the home page, its chunk and the data it shows first (banners and notices, the game
 * menu) are fetched beside the configuration calls instead of after them, and the first banner's image as soon
 * as it is known: the banner paints rounds sooner.
 */
export function startHomePage(queryClient: QueryClient, pathname: string): void {
  if (!isHomePath(pathname)) return;
  // Asked for already by app/early-requests.ts: the same module promise.
  void loadHomePage();
  // In the start language; a merchant default that differs is fetched again by the page, as before.
  const language = getCurrentLanguage();
  const isLoggedIn = useSessionStore.getState().token !== null;
  void queryClient.prefetchQuery(gameMenusQueryOptions(language));
  Promise.all([
    queryClient.fetchQuery(announcementsQueryOptions(language, isLoggedIn)),
    queryClient.fetchQuery(permissionQueryOptions()),
  ]).then(
    ([announcements, permission]) => {
      const first = announcements.banners[0];
      // With image CDNs the page picks one at random (lib/image-cdn.ts): no address to preload.
      if (first && permission.imageCDNs.length === 0) preloadImage(first.imageUrl);
    },
    () => undefined,
  );
}
