import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { SiteLayout } from './layout/site-layout';
import * as Pages from './lazy-pages';
import { ROUTES, type TLayoutKind, type TRouteName } from './paths';
import { RedirectKeepingQuery } from './redirect-keeping-query';
import { RootShell } from './root-shell';

/** The element each route name shows. */
const ELEMENTS: Record<Exclude<TRouteName, 'root'>, ReactNode> = {
  index: <Pages.HomePage />,
  login: <Pages.AuthEntryPage modal="login" />,
  register: <Pages.AuthEntryPage modal="register" />,
  registerHtml: <Pages.AuthEntryPage modal="register" />,
  noticePage: <Pages.NoticePage />,
  vip: <Pages.VipPage />,
  promotions: <Pages.PromotionsPage />,
  promoDetail: <Pages.PromoDetailPage />,
  help: <Pages.HelpPage routeName="help" />,
  helpmc: <Pages.HelpPage routeName="helpmc" />,
  livechat: <Pages.LiveChatPage />,
  down: <Pages.DownloadPage />,
  // /download is the /down screen under its own address (a guest path when login is required).
  download: <Pages.DownloadPage />,
  join: <Pages.JoinPage />,
  hot: <Pages.HotGamesPage />,
  fav: <Pages.FavouriteGamesPage />,
  rng: <Pages.GameCategoryPage routeName="rng" />,
  live: <Pages.GameCategoryPage routeName="live" />,
  fish: <Pages.GameCategoryPage routeName="fish" />,
  pvp: <Pages.GameCategoryPage routeName="pvp" />,
  sports: <Pages.GameCategoryPage routeName="sports" />,
  elott: <Pages.LotteryPage routeName="elott" />,
  legal: <Pages.LegalPage />,
  posts: <Pages.PostsPage />,
  pointMall: <Pages.PointMallPage />,
  lottery: <Pages.LotteryPage routeName="lottery" />,
  lottert: <RedirectKeepingQuery to={ROUTES.lottery.path} />,
  vnlottery: <Pages.LotteryPage routeName="vnlottery" />,
  seaLottery: <Pages.LotteryPage routeName="seaLottery" />,
  sealottery: <RedirectKeepingQuery to={ROUTES.seaLottery.path} />,
  seamless: <Pages.SeamlessPage />,
  game: <Pages.GameLaunchPage />,
  fairness: <Pages.FairnessPage />,
};

const LAYOUTS: TLayoutKind[] = ['full', 'headerFooter', 'headerOnly', 'bare'];

function routesOf(layout: TLayoutKind): RouteObject[] {
  return (Object.keys(ELEMENTS) as (keyof typeof ELEMENTS)[])
    .filter((name) => ROUTES[name].layout === layout)
    .map((name) => {
      const route: { path: string; isCaseSensitive?: boolean } = ROUTES[name];
      return { path: route.path, caseSensitive: route.isCaseSensitive ?? false, element: ELEMENTS[name] };
    });
}

/** Every route of the site, grouped by layout; an unknown path is a not-found page in the full layout. */
export const routeObjects: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      // The query stays: an invitation link to the root carries its affiliate code to the register modal.
      { path: ROUTES.root.path, element: <RedirectKeepingQuery to={ROUTES.index.path} /> },
      ...LAYOUTS.map((layout) => ({
        element: <SiteLayout kind={layout} />,
        children:
          layout === 'full'
            ? [...routesOf(layout), { path: '*', element: <Pages.NotFoundPage /> }]
            : routesOf(layout),
      })),
    ],
  },
];
